import type { PageSection } from "#contracts/pages.ts";
import type { Db } from "#server/db/database.ts";

const columns = ["section", "slug", "title_vi", "title_en", "body_vi", "body_en", "published_at", "updated_at"] as const;

export function findPage(db: Db, section: PageSection, slug: string) {
  return db.selectFrom("pages").select(columns).where("section", "=", section).where("slug", "=", slug).executeTakeFirst();
}

export function listPublishedPages(db: Db, section: PageSection, now: string) {
  return db
    .selectFrom("pages")
    .select(["section", "slug", "title_vi", "title_en", "published_at"])
    .where("section", "=", section)
    .where("published_at", "is not", null)
    .where("published_at", "<=", now)
    .orderBy("published_at", "desc")
    .execute();
}

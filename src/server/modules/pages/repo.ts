import type { PageSection } from "#contracts/pages.ts";
import type { Insertable } from "kysely";
import type { Db } from "#server/db/database.ts";
import type { PagesTable } from "#server/db/schema.ts";

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

/** Seeded content applied once: a page an administrator edited or deleted is never written again. */
export async function seedPageOnce(db: Db, page: Insertable<PagesTable>, now: string): Promise<boolean> {
  const key = `page:${page.section}/${page.slug}`;
  return db.transaction().execute(async (trx) => {
    const applied = await trx.insertInto("content_seeds").values({ seed_key: key, applied_at: now }).onConflict((oc) => oc.column("seed_key").doNothing()).returning("seed_key").executeTakeFirst();
    if (!applied) return false;
    const inserted = await trx.insertInto("pages").values(page).onConflict((oc) => oc.columns(["section", "slug"]).doNothing()).returning("id").executeTakeFirst();
    return inserted !== undefined;
  });
}

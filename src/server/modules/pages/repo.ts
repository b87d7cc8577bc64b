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

/** Adds the pages whose slug the section lacks; never touches an existing page. */
export async function insertMissingPages(db: Db, rows: Insertable<PagesTable>[]): Promise<void> {
  for (const row of rows) {
    await db.insertInto("pages").values(row).onConflict((oc) => oc.columns(["section", "slug"]).doNothing()).execute();
  }
}

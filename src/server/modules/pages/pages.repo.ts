import type { Insertable, Updateable } from "kysely";
import type { PageSection } from "#contracts/pages.ts";
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

// ---- Administration -------------------------------------------------------------------------------------

export function listAllPages(db: Db) {
  return db
    .selectFrom("pages")
    .select(["id", "section", "slug", "title_vi", "title_en", "body_en", "published_at", "updated_at"])
    .orderBy("section")
    .orderBy("title_vi")
    .execute();
}

export function findPageById(db: Db, id: number) {
  return db.selectFrom("pages").selectAll().where("id", "=", id).executeTakeFirst();
}

export function insertPage(db: Db, values: Insertable<PagesTable>) {
  return db.insertInto("pages").values(values).returningAll().executeTakeFirstOrThrow();
}

export function updatePage(db: Db, id: number, values: Updateable<PagesTable>) {
  return db.updateTable("pages").set(values).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

/** Seeded content applied once: a page an administrator edited or deleted is never written again. */
export async function seedPageOnce(db: Db, page: Insertable<PagesTable>, now: string): Promise<boolean> {
  const key = `page:${page.section}/${page.slug}`;
  return db.transaction().execute(async (trx) => {
    const applied = await trx
      .insertInto("content_seeds")
      .values({ seed_key: key, applied_at: now })
      .onConflict((oc) => oc.column("seed_key").doNothing())
      .returning("seed_key")
      .executeTakeFirst();
    if (!applied) return false;
    const inserted = await trx
      .insertInto("pages")
      .values(page)
      .onConflict((oc) => oc.columns(["section", "slug"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    return inserted !== undefined;
  });
}

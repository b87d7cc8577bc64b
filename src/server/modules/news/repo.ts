import type { Db } from "#server/db/database.ts";

export function listCategories(db: Db) {
  return db.selectFrom("news_categories").selectAll().orderBy("position").orderBy("id").execute();
}

function published(db: Db, now: string) {
  return db.selectFrom("news").where("published_at", "is not", null).where("published_at", "<=", now);
}

export async function listPublished(db: Db, now: string, filter: { categoryId?: number; hot?: boolean; limit: number; offset: number }) {
  let query = published(db, now);
  if (filter.categoryId !== undefined) query = query.where("category_id", "=", filter.categoryId);
  if (filter.hot !== undefined) query = query.where("hot", "=", filter.hot ? 1 : 0);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy("published_at", "desc").orderBy("id", "desc").limit(filter.limit).offset(filter.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findPublished(db: Db, now: string, id: number) {
  return published(db, now).selectAll().where("id", "=", id).executeTakeFirst();
}

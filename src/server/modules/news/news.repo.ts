import type { Insertable, Updateable } from "kysely";
import type { Db } from "#server/db/database.ts";
import type { NewsCategoriesTable, NewsTable } from "#server/db/schema.ts";
import type { NewsState } from "#contracts/news.ts";

export function listCategories(db: Db) {
  return db.selectFrom("news_categories").selectAll().orderBy("position").orderBy("id").execute();
}

function published(db: Db, now: string) {
  return db.selectFrom("news").where("news.published_at", "is not", null).where("news.published_at", "<=", now);
}

export async function listPublished(db: Db, now: string, filter: { categoryId?: number; hot?: boolean; exclude?: number; limit: number; offset: number }) {
  let query = published(db, now);
  if (filter.categoryId !== undefined) query = query.where("news.category_id", "=", filter.categoryId);
  if (filter.hot !== undefined) query = query.where("news.hot", "=", filter.hot ? 1 : 0);
  if (filter.exclude !== undefined) query = query.where("news.id", "<>", filter.exclude);
  const [rows, count] = await Promise.all([
    // Each cover's size (docs/images.md) comes with its article: null without a cover or without variants.
    query
      .leftJoin("attachment_images as cover", "cover.id", "news.cover_image")
      .selectAll("news")
      .select(["cover.width as cover_width", "cover.height as cover_height", "cover.widths as cover_widths"])
      .orderBy("news.published_at", "desc")
      .orderBy("news.id", "desc")
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findPublished(db: Db, now: string, id: number) {
  return published(db, now).selectAll().where("news.id", "=", id).executeTakeFirst();
}

// ---- Administration -------------------------------------------------------------------------------------

export type NewsRow = Awaited<ReturnType<typeof findNews>> & {};

export async function listAll(db: Db, now: string, filter: { categoryId?: number; state?: NewsState; limit: number; offset: number }) {
  let query = db.selectFrom("news");
  if (filter.categoryId !== undefined) query = query.where("category_id", "=", filter.categoryId);
  if (filter.state === "draft") query = query.where("published_at", "is", null);
  if (filter.state === "scheduled") query = query.where("published_at", ">", now);
  if (filter.state === "published") query = query.where("published_at", "<=", now);
  const [rows, count] = await Promise.all([
    // Drafts and scheduled items (no date, or the latest dates) come first, then the newest published.
    query
      .selectAll()
      .orderBy("published_at", (ob) => ob.desc().nullsFirst())
      .orderBy("id", "desc")
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findNews(db: Db, id: number) {
  return db.selectFrom("news").selectAll().where("id", "=", id).executeTakeFirst();
}

export function insertNews(db: Db, values: Insertable<NewsTable>) {
  return db.insertInto("news").values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateNews(db: Db, id: number, values: Updateable<NewsTable>) {
  return db.updateTable("news").set(values).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

export function deleteNews(db: Db, id: number) {
  return db.deleteFrom("news").where("id", "=", id).execute();
}

export function findCategory(db: Db, id: number) {
  return db.selectFrom("news_categories").selectAll().where("id", "=", id).executeTakeFirst();
}

export function countNewsByCategory(db: Db) {
  return db
    .selectFrom("news")
    .select(["category_id", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("category_id")
    .execute();
}

export function insertCategory(db: Db, values: Insertable<NewsCategoriesTable>) {
  return db.insertInto("news_categories").values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateCategory(db: Db, id: number, values: Updateable<NewsCategoriesTable>) {
  return db.updateTable("news_categories").set(values).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

export function deleteCategory(db: Db, id: number) {
  return db.deleteFrom("news_categories").where("id", "=", id).execute();
}

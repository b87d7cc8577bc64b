import type { Insertable, Updateable } from "kysely";
import type { Db } from "#server/db/database.ts";
import type { FundReportsTable } from "#server/db/schema-funds-data.ts";

const columns = ["id", "cat_id", "loai", "title_vi", "title_en", "date", "status", "file_id", "bytes", "updated_at"] as const;

/** Newest report first (by its day, then the latest added). */
export async function listReports(db: Db, filter: { loai?: number; catId?: number; onlyShown: boolean; limit: number; offset: number }) {
  let query = db.selectFrom("fund_reports");
  if (filter.loai !== undefined) query = query.where("loai", "=", filter.loai);
  if (filter.catId !== undefined) query = query.where("cat_id", "=", filter.catId);
  if (filter.onlyShown) query = query.where("status", "=", 1);
  const [rows, count] = await Promise.all([
    query.select(columns).orderBy("date", "desc").orderBy("id", "desc").limit(filter.limit).offset(filter.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export const findReport = (db: Db, id: number) => db.selectFrom("fund_reports").select(columns).where("id", "=", id).executeTakeFirst();

export const insertReport = (db: Db, values: Insertable<FundReportsTable>) =>
  db.insertInto("fund_reports").values(values).returning(columns).executeTakeFirstOrThrow();

export const updateReport = (db: Db, id: number, values: Updateable<FundReportsTable>) =>
  db.updateTable("fund_reports").set(values).where("id", "=", id).returning(columns).executeTakeFirstOrThrow();

export const deleteReport = (db: Db, id: number) => db.deleteFrom("fund_reports").where("id", "=", id).executeTakeFirst();

import type { Insertable, Updateable } from "kysely";
import type { Db } from "#server/db/database.ts";
import type { InveslistTable } from "#server/db/schema-funds-data.ts";

const columns = ["id", "loai", "cate_id", "title_vi", "title_en", "weight", "sort", "status"] as const;

export async function listInvestments(db: Db, filter: { loai?: number; cateId?: number; onlyShown: boolean; limit: number; offset: number }) {
  let query = db.selectFrom("inveslist");
  if (filter.loai !== undefined) query = query.where("loai", "=", filter.loai);
  if (filter.cateId !== undefined) query = query.where("cate_id", "=", filter.cateId);
  if (filter.onlyShown) query = query.where("status", "=", 1);
  const [rows, count] = await Promise.all([
    query.select(columns).orderBy("loai").orderBy("cate_id").orderBy("sort").orderBy("id").limit(filter.limit).offset(filter.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export const findInvestment = (db: Db, id: number) => db.selectFrom("inveslist").select(columns).where("id", "=", id).executeTakeFirst();

export const insertInvestment = (db: Db, values: Insertable<InveslistTable>) =>
  db.insertInto("inveslist").values(values).returning(columns).executeTakeFirstOrThrow();

export const updateInvestment = (db: Db, id: number, values: Updateable<InveslistTable>) =>
  db.updateTable("inveslist").set(values).where("id", "=", id).returning(columns).executeTakeFirstOrThrow();

export const deleteInvestment = (db: Db, id: number) => db.deleteFrom("inveslist").where("id", "=", id).executeTakeFirst();

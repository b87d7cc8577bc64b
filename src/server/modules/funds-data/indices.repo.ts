import type { Insertable, Updateable } from "kysely";
import type { Db } from "#server/db/database.ts";
import type { ChisoTable } from "#server/db/schema-funds-data.ts";

const columns = ["id", "date_create", "giatri1", "giatri2", "giatri3", "updated_at"] as const;

export async function listIndices(db: Db, filter: { from?: string; to?: string; limit: number; offset: number }) {
  let query = db.selectFrom("chiso");
  if (filter.from) query = query.where("date_create", ">=", filter.from);
  if (filter.to) query = query.where("date_create", "<=", filter.to);
  const [rows, count] = await Promise.all([
    query.select(columns).orderBy("date_create", "desc").limit(filter.limit).offset(filter.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Every VN-Index close in date order (the charts' index series). */
export const vnIndexSeries = (db: Db) => db.selectFrom("chiso").select(["date_create as date", "giatri1 as value"]).orderBy("date_create").execute();

export const findIndex = (db: Db, id: number) => db.selectFrom("chiso").select(columns).where("id", "=", id).executeTakeFirst();

export const insertIndex = (db: Db, values: Insertable<ChisoTable>) => db.insertInto("chiso").values(values).returning(columns).executeTakeFirstOrThrow();

export const updateIndex = (db: Db, id: number, values: Updateable<ChisoTable>) =>
  db.updateTable("chiso").set(values).where("id", "=", id).returning(columns).executeTakeFirst();

export const deleteIndex = (db: Db, id: number) => db.deleteFrom("chiso").where("id", "=", id).executeTakeFirst();

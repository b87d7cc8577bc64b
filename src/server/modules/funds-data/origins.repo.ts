import type { Insertable, Updateable } from "kysely";
import type { Db } from "#server/db/database.ts";
import type { XuatxuTable } from "#server/db/schema-funds-data.ts";

const columns = ["id", "taisan", "khoiluong", "giadvdt", "date", "type", "sort"] as const;

export async function listOrigins(db: Db, filter: { type?: number; limit: number; offset: number }) {
  let query = db.selectFrom("xuatxu");
  if (filter.type !== undefined) query = query.where("type", "=", filter.type);
  const [rows, count] = await Promise.all([
    query.select(columns).orderBy("date", "desc").orderBy("sort").orderBy("id").limit(filter.limit).offset(filter.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** A fund's rows, of one date when given, in display order. */
export function originsOf(db: Db, type: number, date?: string) {
  let query = db.selectFrom("xuatxu").select(columns).where("type", "=", type);
  if (date) query = query.where("date", "=", date);
  return query.orderBy("date", "desc").orderBy("sort").orderBy("id").limit(1000).execute();
}

export const latestOriginDate = async (db: Db, type: number) =>
  (
    await db
      .selectFrom("xuatxu")
      .select((eb) => eb.fn.max("date").as("date"))
      .where("type", "=", type)
      .executeTakeFirst()
  )?.date ?? null;

export const findOrigin = (db: Db, id: number) => db.selectFrom("xuatxu").select(columns).where("id", "=", id).executeTakeFirst();

export const insertOrigin = (db: Db, values: Insertable<XuatxuTable>) => db.insertInto("xuatxu").values(values).returning(columns).executeTakeFirstOrThrow();

export const updateOrigin = (db: Db, id: number, values: Updateable<XuatxuTable>) =>
  db.updateTable("xuatxu").set(values).where("id", "=", id).returning(columns).executeTakeFirstOrThrow();

export const deleteOrigin = (db: Db, id: number) => db.deleteFrom("xuatxu").where("id", "=", id).executeTakeFirst();

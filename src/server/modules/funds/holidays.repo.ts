import type { Insertable, Kysely } from "kysely";
import type { Database } from "#server/db/schema.ts";
import type { FundHolidaysTable } from "#server/db/schema-funds.ts";

/** The market's holidays from `from` (inclusive) to `to` (inclusive, open when left out), in date order. */
export const listHolidays = (db: Kysely<Database>, from: string, to?: string) => {
  let query = db.selectFrom("fund_holidays").select(["date", "name"]).where("date", ">=", from);
  if (to !== undefined) query = query.where("date", "<=", to);
  return query.orderBy("date", "asc").limit(1000).execute();
};

/** The holiday dates from `from` on, for the dealing-day rule (a year of them is a few dozen rows). */
export async function holidaySet(db: Kysely<Database>, from: string): Promise<Set<string>> {
  return new Set((await listHolidays(db, from)).map((row) => row.date));
}

export const findHolidays = (db: Kysely<Database>, dates: string[]) =>
  db.selectFrom("fund_holidays").select(["date", "name"]).where("date", "in", dates).execute();

export const insertHolidays = (db: Kysely<Database>, rows: Insertable<FundHolidaysTable>[]) => db.insertInto("fund_holidays").values(rows).execute();

export const deleteHoliday = (db: Kysely<Database>, date: string) => db.deleteFrom("fund_holidays").where("date", "=", date).executeTakeFirst();

import type { Insertable, Kysely, Updateable } from "kysely";
import { forUpdate, type DialectName } from "#server/db/dialect.ts";
import type { Database } from "#server/db/schema.ts";
import type { HieuquaTable } from "#server/db/schema-funds.ts";

/** A NAV record with its money read as numbers (PostgreSQL sends bigint as text) and how many orders it priced. */
export interface NavRow {
  id: number;
  loai: number;
  date_create: string;
  giatri1: number;
  giatri2: number | null;
  giatri3: number | null;
  priced_orders: number;
  updated_at: string;
}

const orNull = (value: number | string | null) => (value === null ? null : Number(value));

function navSelect(db: Kysely<Database>) {
  return db
    .selectFrom("hieuqua as h")
    .select(["h.id", "h.loai", "h.date_create", "h.giatri1", "h.giatri2", "h.giatri3", "h.updated_at"])
    .select((eb) =>
      eb
        .selectFrom("fund_orders as o")
        .whereRef("o.nav_id", "=", "h.id")
        .select((e) => e.fn.countAll<number | string>().as("n"))
        .as("priced_orders"),
    );
}

function toNavRow(row: {
  id: number;
  loai: number;
  date_create: string;
  giatri1: number | string;
  giatri2: number | string | null;
  giatri3: number | string | null;
  updated_at: string;
  priced_orders: number | string | null;
}): NavRow {
  return { ...row, giatri1: Number(row.giatri1), giatri2: orNull(row.giatri2), giatri3: orNull(row.giatri3), priced_orders: Number(row.priced_orders ?? 0) };
}

export async function listNavs(db: Kysely<Database>, options: { loai: number; ascending: boolean; limit?: number; offset?: number }) {
  let query = navSelect(db)
    .where("h.loai", "=", options.loai)
    .orderBy("h.date_create", options.ascending ? "asc" : "desc");
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  return (await query.execute()).map(toNavRow);
}

export async function countNavs(db: Kysely<Database>, loai: number) {
  const row = await db
    .selectFrom("hieuqua")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("loai", "=", loai)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findNav(db: Kysely<Database>, id: number) {
  const row = await navSelect(db).where("h.id", "=", id).executeTakeFirst();
  return row ? toNavRow(row) : undefined;
}

/** The dates of some NAV records, by id (one query, for lists of orders). */
export async function navDates(db: Kysely<Database>, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("hieuqua").select(["id", "date_create"]).where("id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, row.date_create]));
}

/** The latest NAV of a fund, if any. */
export async function latestNav(db: Kysely<Database>, loai: number) {
  const row = await navSelect(db).where("h.loai", "=", loai).orderBy("h.date_create", "desc").limit(1).executeTakeFirst();
  return row ? toNavRow(row) : undefined;
}

/**
 * The NAV that prices an order of `tradeDate` recorded at `recordedAt` (`pricingNav` in src/domain/fund-dealing.ts):
 * the fund's earliest record dated strictly after the trade date among those published after the order was recorded.
 */
export async function pricingNav(db: Kysely<Database>, loai: number, tradeDate: string, recordedAt: string) {
  const row = await navSelect(db)
    .where("h.loai", "=", loai)
    .where("h.date_create", ">", tradeDate)
    .where("h.created_at", ">", recordedAt)
    .orderBy("h.date_create", "asc")
    .limit(1)
    .executeTakeFirst();
  return row ? toNavRow(row) : undefined;
}

export const insertNav = (db: Kysely<Database>, values: Insertable<HieuquaTable>) =>
  db.insertInto("hieuqua").values(values).returning("id").executeTakeFirstOrThrow();

export const updateNav = (db: Kysely<Database>, id: number, values: Updateable<HieuquaTable>) =>
  db.updateTable("hieuqua").set(values).where("id", "=", id).execute();

export const deleteNav = (db: Kysely<Database>, id: number) => db.deleteFrom("hieuqua").where("id", "=", id).execute();

/**
 * Holds a NAV record until commit. Editing it and pricing orders at it both take this lock first, so an edit can
 * never slip between an allocation reading the price and recording it.
 */
export const lockNav = (db: Kysely<Database>, dialect: DialectName, id: number) =>
  forUpdate(dialect, db.selectFrom("hieuqua").select("id").where("id", "=", id)).executeTakeFirst();

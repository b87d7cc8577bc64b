import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from "kysely";
import type { AdminOrderQuery } from "#contracts/funds.ts";
import type { Tinhtrang } from "#domain/fund-orders.ts";
import { forUpdate, type DialectName } from "#server/db/dialect.ts";
import type { Database } from "#server/db/schema.ts";
import type { FundOrdersTable } from "#server/db/schema-funds.ts";
import { searchMatches } from "#server/db/search-text.ts";

type Raw = Selectable<FundOrdersTable>;
const money = ["giatri", "fee", "remainder", "price", "model", "soluongban"] as const;

/** An order with its money as numbers (PostgreSQL sends bigint as text). */
export type OrderRow = Omit<Raw, (typeof money)[number] | "tinhtrang"> & { [K in (typeof money)[number]]: number | null } & { tinhtrang: Tinhtrang };

export function toOrderRow(raw: Raw): OrderRow {
  const row = { ...raw, tinhtrang: raw.tinhtrang as Tinhtrang } as unknown as OrderRow;
  for (const key of money) row[key] = raw[key] === null ? null : Number(raw[key]);
  return row;
}

export async function insertOrder(db: Kysely<Database>, values: Insertable<FundOrdersTable>): Promise<number> {
  return (await db.insertInto("fund_orders").values(values).returning("id").executeTakeFirstOrThrow()).id;
}

export async function findOrder(db: Kysely<Database>, id: number): Promise<OrderRow | undefined> {
  const raw = await db.selectFrom("fund_orders").selectAll().where("id", "=", id).executeTakeFirst();
  return raw && toOrderRow(raw);
}

/** The order, held until commit on PostgreSQL: every state change and every sale of a lot locks it first. */
export async function lockOrder(db: Kysely<Database>, dialect: DialectName, id: number): Promise<OrderRow | undefined> {
  const raw = await forUpdate(dialect, db.selectFrom("fund_orders").selectAll().where("id", "=", id)).executeTakeFirst();
  return raw && toOrderRow(raw);
}

/**
 * Several orders, held until commit on PostgreSQL, locked in one statement in the order of their ids (the rows are
 * locked as the sort returns them): a transaction that needs many takes them all at once, before anything else.
 */
export async function lockOrders(db: Kysely<Database>, dialect: DialectName, ids: readonly number[]): Promise<OrderRow[]> {
  if (!ids.length) return [];
  const raws = await forUpdate(dialect, db.selectFrom("fund_orders").selectAll().where("id", "in", ids).orderBy("id")).execute();
  return raws.map(toOrderRow);
}

export async function findByIdempotencyKey(db: Kysely<Database>, userId: number, key: string): Promise<OrderRow | undefined> {
  const raw = await db.selectFrom("fund_orders").selectAll().where("user_id", "=", userId).where("idempotency_key", "=", key).executeTakeFirst();
  return raw && toOrderRow(raw);
}

/** Moves an order only from the state the caller saw; answers whether it did (so two moves cannot both win). */
export const updateOrderFrom = (db: Kysely<Database>, id: number, from: Tinhtrang, values: Updateable<FundOrdersTable>) =>
  db
    .updateTable("fund_orders")
    .set(values)
    .where("id", "=", id)
    .where("tinhtrang", "=", from)
    .executeTakeFirst()
    .then((result) => Number(result.numUpdatedRows) === 1);

export const deleteOrderRow = (db: Kysely<Database>, id: number) => db.deleteFrom("fund_orders").where("id", "=", id).execute();

/**
 * The administrators' list (spec §7: page, loai, tinhtrang, type), newest first. Filtering, counting and paging
 * read fund_orders alone through its indexes (loai + type + tinhtrang + id, loai + id, loai + trade_date); only the
 * page's rows are joined to their investors, so a late page of 100,000 orders costs no sort and no join.
 */
function adminFiltered(db: Kysely<Database>, filter: AdminOrderQuery, investorIds: number[] | undefined) {
  let query = db.selectFrom("fund_orders as o").where("o.loai", "=", filter.loai);
  if (filter.type !== "all") query = query.where("o.type", "=", filter.type);
  if (filter.tinhtrang !== "all") query = query.where("o.tinhtrang", "=", filter.tinhtrang);
  if (filter.user_id) query = query.where("o.user_id", "=", filter.user_id);
  if (filter.from) query = query.where("o.trade_date", ">=", filter.from);
  if (filter.to) query = query.where("o.trade_date", "<=", filter.to);
  if (filter.q) {
    const reference = /^(?:TSTT|TSBV)-0*(\d{1,10})$/i.exec(filter.q);
    if (reference) query = query.where("o.id", "=", Number(reference[1]));
    else if (investorIds) query = investorIds.length ? query.where("o.user_id", "in", investorIds) : query.where(sql<boolean>`1 = 0`);
    else query = query.where("o.user_id", "in", db.selectFrom("users").select("id").where(searchMatches("search_text", filter.q)));
  }
  return query;
}

/** Matching investors are looked up first (a short list lets the planner use the orders' user index). */
const ID_LIST_LIMIT = 1000;
async function investorsMatching(db: Kysely<Database>, q: string | undefined) {
  if (!q || /^(?:TSTT|TSBV)-0*\d{1,10}$/i.test(q)) return undefined;
  const ids = (
    await db
      .selectFrom("users")
      .select("id")
      .where(searchMatches("search_text", q))
      .limit(ID_LIST_LIMIT + 1)
      .execute()
  ).map((row) => row.id);
  return ids.length > ID_LIST_LIMIT ? undefined : ids;
}

export async function adminOrders(db: Kysely<Database>, filter: AdminOrderQuery) {
  const base = adminFiltered(db, filter, await investorsMatching(db, filter.q));
  const [page, count] = await Promise.all([
    base
      .select("o.id")
      .orderBy("o.id", "desc")
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const ids = page.map((row) => row.id);
  const rows = ids.length
    ? await db
        .selectFrom("fund_orders as o")
        .innerJoin("users as u", "u.id", "o.user_id")
        .selectAll("o")
        .select(["u.full_name as investor_name", "u.email as investor_email"])
        .where("o.id", "in", ids)
        .orderBy("o.id", "desc")
        .execute()
    : [];
  return {
    rows: rows.map((row) => ({ ...toOrderRow(row), investor: { id: row.user_id, full_name: row.investor_name, email: row.investor_email } })),
    total: Number(count.n),
  };
}

/** The investor's own orders, newest first (optionally one fund). */
export async function ordersOfUser(db: Kysely<Database>, userId: number, options: { loai?: number; type?: "buy" | "sell"; limit: number; offset?: number }) {
  let query = db.selectFrom("fund_orders").selectAll().where("user_id", "=", userId);
  if (options.loai !== undefined) query = query.where("loai", "=", options.loai);
  if (options.type) query = query.where("type", "=", options.type);
  const rows = await query
    .orderBy("id", "desc")
    .limit(options.limit)
    .offset(options.offset ?? 0)
    .execute();
  return rows.map(toOrderRow);
}

export async function countOrdersOfUser(db: Kysely<Database>, userId: number, loai?: number) {
  let query = db
    .selectFrom("fund_orders")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", userId);
  if (loai !== undefined) query = query.where("loai", "=", loai);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Sales of the given lots, oldest first. */
export async function salesOfLots(db: Kysely<Database>, lotIds: number[]) {
  if (lotIds.length === 0) return [];
  return (await db.selectFrom("fund_orders").selectAll().where("order_id", "in", lotIds).where("type", "=", "sell").orderBy("id").execute()).map(toOrderRow);
}

/** Approved orders of a fund whose trade date is before `navDate`: the ones a NAV of that date may price. */
export const approvedBefore = (db: Kysely<Database>, loai: number, navDate: string) =>
  db.selectFrom("fund_orders").select("id").where("tinhtrang", "=", 2).where("loai", "=", loai).where("trade_date", "<", navDate).orderBy("id").execute();

/** Back-dated paper orders waiting for a second administrator, oldest first, with their investors (a short list). */
export async function awaitingBackdated(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("fund_orders as o")
    .innerJoin("users as u", "u.id", "o.user_id")
    .selectAll("o")
    .select(["u.full_name as investor_name", "u.email as investor_email"])
    .where("o.backdate_state", "=", "awaiting")
    .orderBy("o.id")
    .limit(500)
    .execute();
  return rows.map((row) => ({ ...toOrderRow(row), investor: { id: row.user_id, full_name: row.investor_name, email: row.investor_email } }));
}

/** How many orders wait for an administrator or a NAV, by state and type, and the oldest of each (for the control room). */
export const waitingCounts = (db: Kysely<Database>) =>
  db
    .selectFrom("fund_orders")
    .select(["tinhtrang", "type"])
    .select((eb) => [eb.fn.countAll<number | string>().as("n"), eb.fn.min("date_create").as("oldest")])
    .where((eb) => eb.or([eb("tinhtrang", "in", [1, 2]), eb.and([eb("tinhtrang", "=", 3), eb("type", "=", "sell")])]))
    .groupBy(["tinhtrang", "type"])
    .execute();

import { sql, type Insertable, type Kysely } from "kysely";
import { TINHTRANG } from "#domain/fund-orders.ts";
import type { Database } from "#server/db/schema.ts";
import type { ReferralCommissionsTable } from "#server/db/schema-referrals.ts";
import { searchMatches } from "#server/db/search-text.ts";

type Db = Kysely<Database>;
export interface Page {
  limit: number;
  offset: number;
}

// ---------------------------------------------------------------- codes, referrals, rate

export const codeOfUser = (db: Db, userId: number) => db.selectFrom("referral_codes").select("code").where("user_id", "=", userId).executeTakeFirst();

export const insertCode = (db: Db, userId: number, code: string, now: string) =>
  db.insertInto("referral_codes").values({ user_id: userId, code, created_at: now }).execute();

/** The live investor a code belongs to. */
export const referrerOfCode = (db: Db, code: string) =>
  db
    .selectFrom("referral_codes as c")
    .innerJoin("users as u", "u.id", "c.user_id")
    .select(["u.id", "u.full_name"])
    .where("c.code", "=", code)
    .where("u.deleted_at", "is", null)
    .where("u.role", "=", "investor")
    .executeTakeFirst();

export const insertReferral = (db: Db, values: { user_id: number; referrer_id: number; code: string; created_at: string }) =>
  db.insertInto("referrals").values(values).execute();

export const referralOf = (db: Db, userId: number) => db.selectFrom("referrals").selectAll().where("user_id", "=", userId).executeTakeFirst();

export async function commissionRate(db: Db): Promise<number> {
  return (await db.selectFrom("referral_settings").select("commission_bps").where("id", "=", 1).executeTakeFirstOrThrow()).commission_bps;
}

export const saveCommissionRate = (db: Db, bps: number, actorId: number, now: string) =>
  db.updateTable("referral_settings").set({ commission_bps: bps, updated_by: actorId, updated_at: now }).where("id", "=", 1).execute();

// ---------------------------------------------------------------- the commission ledger

export interface CommissionRecord {
  id: number;
  referrer_id: number;
  user_id: number;
  order_id: number;
  kind: "accrual" | "reversal";
  base_vnd: number;
  bps: number;
  amount: number;
  reason: string | null;
  created_at: string;
}

const toRecord = <T extends { base_vnd: number | string; amount: number | string }>(row: T) => ({
  ...row,
  base_vnd: Number(row.base_vnd),
  amount: Number(row.amount),
});

export const insertCommission = (db: Db, values: Insertable<ReferralCommissionsTable>) => db.insertInto("referral_commissions").values(values).execute();

export async function commissionsOfOrder(db: Db, orderId: number): Promise<CommissionRecord[]> {
  const rows = await db
    .selectFrom("referral_commissions")
    .select(["id", "referrer_id", "user_id", "order_id", "kind", "base_vnd", "bps", "amount", "reason", "created_at"])
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
  return rows.map(toRecord);
}

/** The rows with their order's fund and both parties, newest first. */
export async function commissionRows(db: Db, filter: { referrer_id?: number | undefined; kind?: "accrual" | "reversal" | undefined }, page: Page) {
  let query = db.selectFrom("referral_commissions as k");
  if (filter.referrer_id) query = query.where("k.referrer_id", "=", filter.referrer_id);
  if (filter.kind) query = query.where("k.kind", "=", filter.kind);
  const [rows, count] = await Promise.all([
    query
      .innerJoin("fund_orders as o", "o.id", "k.order_id")
      .innerJoin("users as r", "r.id", "k.referrer_id")
      .innerJoin("users as u", "u.id", "k.user_id")
      .select(["k.id", "k.kind", "k.order_id", "o.loai", "k.base_vnd", "k.bps", "k.amount", "k.reason", "k.created_at"])
      .select([
        "r.id as referrer_id",
        "r.full_name as referrer_name",
        "r.email as referrer_email",
        "u.id as referred_id",
        "u.full_name as referred_name",
        "u.email as referred_email",
      ])
      .orderBy("k.id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toRecord), total: Number(count.total) };
}

/** Sums of the ledger by kind, for some referrers (or all): accrued ≥ 0, reversed ≤ 0, and how many orders accrued. */
export async function sumsByReferrer(db: Db, referrerIds?: number[]) {
  let query = db
    .selectFrom("referral_commissions")
    .select((eb) => [
      "referrer_id",
      eb.fn.sum<string | number>(sql`case when kind = 'accrual' then amount else 0 end`).as("accrued"),
      eb.fn.sum<string | number>(sql`case when kind = 'reversal' then amount else 0 end`).as("reversed"),
      eb.fn.sum<string | number>(sql`case when kind = 'accrual' then 1 else 0 end`).as("orders"),
    ])
    .groupBy("referrer_id");
  if (referrerIds) query = query.where("referrer_id", "in", referrerIds.length ? referrerIds : [0]);
  const rows = await query.execute();
  return new Map(
    rows.map((row) => [row.referrer_id, { accrued: Number(row.accrued ?? 0), reversed: Number(row.reversed ?? 0), orders: Number(row.orders ?? 0) }]),
  );
}

// ---------------------------------------------------------------- referrals and their orders

const liveReferrers = (db: Db, q: string | undefined) => {
  let query = db.selectFrom("users as r").where("r.id", "in", db.selectFrom("referrals").select("referrer_id"));
  if (q) query = query.where(searchMatches("r.search_text", q));
  return query;
};

/** Referrers (accounts that referred at least one), by name, with their code and how many they referred. */
export async function referrers(db: Db, q: string | undefined, page: Page) {
  const query = liveReferrers(db, q);
  const [rows, count] = await Promise.all([
    query
      .leftJoin("referral_codes as c", "c.user_id", "r.id")
      .select(["r.id", "r.full_name", "r.email", "c.code"])
      .select((eb) =>
        eb
          .selectFrom("referrals as f")
          .whereRef("f.referrer_id", "=", "r.id")
          .select((e) => e.fn.countAll<number>().as("n"))
          .as("referrals"),
      )
      .orderBy("r.full_name")
      .orderBy("r.id")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => ({ ...row, referrals: Number(row.referrals ?? 0) })), total: Number(count.total) };
}

/** Who referred whom, newest first. */
export async function referralPairs(db: Db, filter: { referrer_id?: number | undefined; q?: string | undefined }, page: Page) {
  let query = db.selectFrom("referrals as f").innerJoin("users as u", "u.id", "f.user_id").innerJoin("users as r", "r.id", "f.referrer_id");
  if (filter.referrer_id) query = query.where("f.referrer_id", "=", filter.referrer_id);
  if (filter.q) {
    const q = filter.q;
    query = query.where((eb) => eb.or([searchMatches("u.search_text", q), searchMatches("r.search_text", q)]));
  }
  const [rows, count] = await Promise.all([
    query
      .select([
        "f.code",
        "f.created_at",
        "u.id as referred_id",
        "u.full_name as referred_name",
        "u.email as referred_email",
        "u.role as referred_role",
        "r.id as referrer_id",
        "r.full_name as referrer_name",
        "r.email as referrer_email",
      ])
      .orderBy("f.created_at", "desc")
      .orderBy("f.user_id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * Allocated buys of referred investors (of one referrer, one investor or one fund), newest first, each with the
 * net commission on it and whether it was reversed.
 */
export async function referredOrders(
  db: Db,
  filter: { referrer_id?: number | undefined; user_id?: number | undefined; loai?: number | undefined },
  page: Page,
) {
  let query = db
    .selectFrom("fund_orders as o")
    .innerJoin("referrals as f", "f.user_id", "o.user_id")
    .where("o.type", "=", "buy")
    .where("o.tinhtrang", "=", TINHTRANG.priced);
  if (filter.referrer_id) query = query.where("f.referrer_id", "=", filter.referrer_id);
  if (filter.user_id) query = query.where("o.user_id", "=", filter.user_id);
  if (filter.loai !== undefined) query = query.where("o.loai", "=", filter.loai);
  const [rows, count] = await Promise.all([
    query
      .innerJoin("users as u", "u.id", "o.user_id")
      .innerJoin("users as r", "r.id", "f.referrer_id")
      .leftJoin("hieuqua as n", "n.id", "o.nav_id")
      .select(["o.id as order_id", "o.loai", "o.giatri", "o.dealing_date", "n.date_create as nav_date"])
      .select([
        "u.id as referred_id",
        "u.full_name as referred_name",
        "u.email as referred_email",
        "r.id as referrer_id",
        "r.full_name as referrer_name",
        "r.email as referrer_email",
      ])
      .select((eb) => [
        eb
          .selectFrom("referral_commissions as k")
          .whereRef("k.order_id", "=", "o.id")
          .select((e) => e.fn.sum<string | number>("k.amount").as("s"))
          .as("commission"),
        eb.selectFrom("referral_commissions as k").whereRef("k.order_id", "=", "o.id").where("k.kind", "=", "accrual").select("k.bps").as("bps"),
        eb.selectFrom("referral_commissions as k").whereRef("k.order_id", "=", "o.id").where("k.kind", "=", "reversal").select("k.id").as("reversal_id"),
      ])
      .orderBy("o.id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      giatri: Number(row.giatri ?? 0),
      commission: Number(row.commission ?? 0),
      bps: row.bps ?? null,
      reversed: row.reversal_id !== null && row.reversal_id !== undefined,
    })),
    total: Number(count.total),
  };
}

/** The accounts a referrer brought in (id and name only), oldest first. */
export const referredBy = (db: Db, referrerId: number) =>
  db
    .selectFrom("referrals as f")
    .innerJoin("users as u", "u.id", "f.user_id")
    .select(["u.id", "u.full_name"])
    .where("f.referrer_id", "=", referrerId)
    .orderBy("f.created_at")
    .orderBy("f.user_id")
    .execute();

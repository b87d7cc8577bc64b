import type { Db } from "#server/db/database.ts";
import { commissionOf, earnsCommission } from "#domain/referral-commission.ts";

/**
 * The commission ledger checked against the orders and the referrals (`npm run funds:reconcile` runs it after the
 * unit ledger's check): each accrual is on an allocated buy of an account its referrer referred, for
 * floor(amount × bps / 10000) of that buy's amount; each reversal cancels an accrual of the same order exactly.
 * Answers the problems found (empty when all is well).
 */
export async function reconcileReferrals(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("referral_commissions as k")
    .leftJoin("fund_orders as o", "o.id", "k.order_id")
    .leftJoin("referrals as f", "f.user_id", "k.user_id")
    .select([
      "k.id",
      "k.kind",
      "k.order_id",
      "k.user_id",
      "k.referrer_id",
      "k.base_vnd",
      "k.bps",
      "k.amount",
      "o.type",
      "o.tinhtrang",
      "o.giatri",
      "o.user_id as order_user",
      "f.referrer_id as referred_by",
    ])
    .orderBy("k.id")
    .execute();
  const problems: string[] = [];
  const accrued = new Map<number, number>();
  for (const row of rows.filter((r) => r.kind === "accrual")) {
    const where = `commission ${row.id} (order ${row.order_id})`;
    const base = Number(row.base_vnd);
    if (!row.type || !earnsCommission({ type: row.type, tinhtrang: row.tinhtrang ?? -1 })) problems.push(`${where}: the order is not an allocated buy`);
    if (row.order_user !== row.user_id || row.referred_by !== row.referrer_id)
      problems.push(`${where}: the order's investor was not referred by ${row.referrer_id}`);
    if (base !== Number(row.giatri)) problems.push(`${where}: base ${base} is not the order's amount ${Number(row.giatri)}`);
    if (Number(row.amount) !== commissionOf(base, row.bps)) problems.push(`${where}: ${Number(row.amount)} is not floor(${base} × ${row.bps} / 10000)`);
    accrued.set(row.order_id, Number(row.amount));
  }
  for (const row of rows.filter((r) => r.kind === "reversal")) {
    const accrual = accrued.get(row.order_id);
    if (accrual === undefined) problems.push(`commission ${row.id}: a reversal of order ${row.order_id}, which has no accrual`);
    else if (Number(row.amount) !== -accrual) problems.push(`commission ${row.id}: reverses ${Number(row.amount)} of an accrual of ${accrual}`);
  }
  return problems;
}

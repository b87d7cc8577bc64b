import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Locale } from "#contracts/locale.ts";
import { commissionOf, earnsCommission, normalizeReferralCode, referralCodeFrom, reversalOf } from "#domain/referral-commission.ts";
import { isUniqueViolation } from "#server/db/dialect.ts";
import type { Database } from "#server/db/schema.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { webLink } from "#server/modules/identity/index.ts";
import {
  codeOfUser,
  commissionRate,
  commissionsOfOrder,
  insertCode,
  insertCommission,
  insertReferral,
  referralOf,
  referrerOfCode,
  saveCommissionRate,
} from "./referrals.repo.ts";

/**
 * The referral programme (docs/referrals.md): codes, the referrer recorded once at registration, and the append-only
 * commission ledger (an accrual when a referred investor's buy is allocated, a reversal when it is undone).
 */

/** The investor's code, issued the first time it is asked for (a collision, one in 31^8, draws again). */
export async function referralCodeOf(deps: Pick<Deps, "db" | "clock">, userId: number): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const found = await codeOfUser(deps.db, userId);
    if (found) return found.code;
    try {
      await insertCode(deps.db, userId, referralCodeFrom(randomBytes(8)), deps.clock.now().toISOString());
    } catch (error) {
      // Another request issued this account's code first (the next read finds it), or the code was taken.
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/** The registration page with the code, in `locale`. */
export const referralLink = (deps: Pick<Deps, "config">, locale: Locale, code: string) => webLink(deps, locale, `/user/register?ref=${code}`);

/**
 * At registration, in its transaction: records who referred the new account. A code that is not a live investor's
 * is refused (400 on `ref_code`, so the form shows it and the person can correct or clear it) rather than dropped
 * in silence. The account is new, so it cannot be its own referrer (the database refuses that too), and nothing
 * ever changes the row afterwards (triggers refuse UPDATE and DELETE).
 */
export async function recordReferral(trx: Kysely<Database>, clock: Deps["clock"], userId: number, typed: string) {
  const code = normalizeReferralCode(typed);
  const referrer = code ? await referrerOfCode(trx, code) : undefined;
  if (!code || !referrer || referrer.id === userId)
    throw new ApiError("VALIDATION_FAILED", { details: [{ path: "ref_code", messageKey: "referrals.validation.unknownCode" }] });
  await insertReferral(trx, { user_id: userId, referrer_id: referrer.id, code, created_at: clock.now().toISOString() });
  await recordAudit(trx, clock, { actorId: userId, action: "referrals.referred", subject: `user:${userId}`, after: { referrer_id: referrer.id, code } });
}

/**
 * The allocation event's part (`funds.order-allocated`, funds.jobs.ts): a referred investor's allocated buy accrues
 * floor(amount × rate / 10000) đồng to the referrer, at the rate in force now, once (the order's accrual is unique;
 * the job may run again after a failure). Nothing accrues at a rate of 0 or on a sale.
 */
export async function accrueCommission(deps: Pick<Deps, "db" | "clock">, orderId: number): Promise<void> {
  try {
    await deps.db.transaction().execute(async (trx) => {
      const order = await trx.selectFrom("fund_orders").select(["id", "user_id", "type", "tinhtrang", "giatri"]).where("id", "=", orderId).executeTakeFirst();
      if (!order || !earnsCommission(order)) return;
      const referral = await referralOf(trx, order.user_id);
      if (!referral || (await commissionsOfOrder(trx, orderId)).length) return;
      const bps = await commissionRate(trx);
      const base = Number(order.giatri);
      const amount = commissionOf(base, bps);
      if (amount === 0) return;
      await insertCommission(trx, {
        referrer_id: referral.referrer_id,
        user_id: order.user_id,
        order_id: orderId,
        kind: "accrual",
        base_vnd: base,
        bps,
        amount,
        created_at: deps.clock.now().toISOString(),
      });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/**
 * Reverses an order's commission with a negative row (the accrual's exact opposite) and an audit event. Funds I
 * cannot cancel an allocated buy; an allocation is undone by the recorded correction of docs/funds.md, and this
 * is its commission step (`POST /users/aff/reverse/{order_id}`). 404 without an accrual, 409 if already reversed.
 */
export async function reverseCommission(deps: Pick<Deps, "db" | "clock">, actorId: number, orderId: number, reason: string) {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const rows = await commissionsOfOrder(trx, orderId);
      const accrual = rows.find((row) => row.kind === "accrual");
      if (!accrual) throw new ApiError("NOT_FOUND", { messageKey: "referrals.noCommission" });
      if (rows.some((row) => row.kind === "reversal")) throw alreadyReversed();
      const now = deps.clock.now().toISOString();
      const reversal = {
        referrer_id: accrual.referrer_id,
        user_id: accrual.user_id,
        order_id: orderId,
        kind: "reversal" as const,
        ...reversalOf(accrual),
        reason,
        created_by: actorId,
        created_at: now,
      };
      await insertCommission(trx, reversal);
      await recordAudit(trx, deps.clock, {
        actorId,
        action: "referrals.commission.reverse",
        subject: `fund_order:${orderId}`,
        before: { amount: accrual.amount },
        after: { amount: 0, reversal: reversal.amount },
        reason,
      });
      return { order_id: orderId, amount: reversal.amount };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyReversed();
    throw error;
  }
}

const alreadyReversed = () => new ApiError("CONFLICT", { messageKey: "referrals.alreadyReversed" });

export async function referralRate(deps: Pick<Deps, "db">) {
  return { commission_bps: await commissionRate(deps.db) };
}

/** Changes the rate (0..500 bps, checked by the contract); commissions already accrued keep theirs. */
export async function saveReferralRate(deps: Pick<Deps, "db" | "clock">, actorId: number, bps: number) {
  await deps.db.transaction().execute(async (trx) => {
    const before = await commissionRate(trx);
    await saveCommissionRate(trx, bps, actorId, deps.clock.now().toISOString());
    await recordAudit(trx, deps.clock, {
      actorId,
      action: "referrals.rate",
      subject: "referral_settings:1",
      before: { commission_bps: before },
      after: { commission_bps: bps },
    });
  });
  return { commission_bps: bps };
}

/**
 * The referral programme's rules (docs/referrals.md), pure and exact: integer VND, never floating point.
 *
 * - A commission accrues only on a referred investor's **allocated buy** (state 3), at the rate in force when the
 *   allocation event runs: floor(amount × bps / 10000) whole đồng, rounded down (the fund never owes a fraction).
 * - A reversal is the accrual's exact negative, so a reversed order nets to zero.
 * - Codes are 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), typed in any case.
 */
import { BPS } from "./fund-money.ts";
import { TINHTRANG } from "./fund-orders.ts";

/** The highest commission rate an administrator may set: 500 bps = 5 % of the buy's amount. */
export const MAX_COMMISSION_BPS = 500;

/** The commission on an amount in whole đồng at `bps`, rounded down. */
export function commissionOf(amountVnd: number, bps: number): number {
  if (!Number.isSafeInteger(amountVnd) || amountVnd < 0) throw new RangeError(`amount ${amountVnd} must be a non-negative safe integer`);
  if (!Number.isInteger(bps) || bps < 0 || bps > MAX_COMMISSION_BPS) throw new RangeError(`commission rate ${bps} bps out of range`);
  return Number((BigInt(amountVnd) * BigInt(bps)) / BigInt(BPS));
}

/** Whether an order earns its referrer a commission: a buy that has been allocated units. */
export const earnsCommission = (order: { type: string; tinhtrang: number }) => order.type === "buy" && order.tinhtrang === TINHTRANG.priced;

/** The ledger row that cancels an accrual: the same base and rate, the negative amount. */
export const reversalOf = (accrual: { base_vnd: number; bps: number; amount: number }) => ({
  base_vnd: accrual.base_vnd,
  bps: accrual.bps,
  amount: -accrual.amount,
});

export interface CommissionTotals {
  /** Sum of the accruals (≥ 0). */
  accrued: number;
  /** Sum of the reversals (≤ 0). */
  reversed: number;
  /** What is owed: accrued + reversed. */
  net: number;
}

/** Totals of commission rows. */
export function commissionTotals(rows: readonly { kind: "accrual" | "reversal"; amount: number }[]): CommissionTotals {
  let accrued = 0;
  let reversed = 0;
  for (const row of rows) {
    if (row.kind === "accrual") accrued += row.amount;
    else reversed += row.amount;
  }
  return { accrued, reversed, net: accrued + reversed };
}

const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const REFERRAL_CODE_LENGTH = 8;
const CODE = new RegExp(`^[${ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/** A code from random bytes (one character per byte; the bias of 256 mod 31 is irrelevant for a lookup key). */
export function referralCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < REFERRAL_CODE_LENGTH) throw new RangeError(`need ${REFERRAL_CODE_LENGTH} bytes`);
  return Array.from(bytes.subarray(0, REFERRAL_CODE_LENGTH), (byte) => ALPHABET[byte % ALPHABET.length]).join("");
}

/** A code as typed ("ab cd-efgh") to its stored form ("ABCDEFGH"), or undefined when it cannot be one. */
export function normalizeReferralCode(text: string): string | undefined {
  const code = text.replace(/[\s-]/g, "").toUpperCase();
  return CODE.test(code) ? code : undefined;
}

/**
 * Exact money of the fund area (docs/funds.md). Three kinds of number, all integers, never floating point:
 * - VND amounts: whole đồng (`giatri`, fees, proceeds, remainders);
 * - NAV per unit (`giatri1`, `price`): hundredths of a đồng per unit ("10523.45" is 1_052_345);
 * - units (`model`, `soluongban`, ledger rows): hundredths of a unit ("12.34" is 1234).
 * Products are taken in bigint, then brought back to safe integers (a VND amount up to 10^13 keeps them safe).
 */

export const FUND_TYPES = [0, 1] as const;
export type FundType = (typeof FUND_TYPES)[number];
/** The spec's codes: 0 = TSTT (growth), 1 = TSBV (sustainable). */
export const FUND_CODES: Record<FundType, "tstt" | "tsbv"> = { 0: "tstt", 1: "tsbv" };

/** Largest order amount the rules accept, in VND (ten thousand billion đồng): every product below stays exact. */
export const MAX_AMOUNT_VND = 10_000_000_000_000;
/** Basis points: 10000 = 100 %. */
export const BPS = 10_000;

const TWO_DECIMALS = /^(0|[1-9]\d{0,15})(?:\.(\d{1,2}))?$/;

/** Text with at most two decimals ("10523.4", "12") to hundredths; undefined for anything else (signs, exponents, commas). */
export function parseHundredths(text: string): number | undefined {
  const match = TWO_DECIMALS.exec(text.trim());
  if (!match) return undefined;
  const value = BigInt(match[1]!) * 100n + BigInt((match[2] ?? "").padEnd(2, "0"));
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : undefined;
}

/** Hundredths back to text with exactly two decimals: 1_052_345 -> "10523.45". */
export function formatHundredths(value: number): string {
  assertSafeInteger(value, "hundredths");
  const sign = value < 0 ? "-" : "";
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

function assertSafeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${value}`);
}

function toSafe(value: bigint, what: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) throw new RangeError(`${what} overflows`);
  return Number(value);
}

/** A fee in basis points of an amount, rounded down to whole đồng (the rounding favours the investor). */
export function feeOf(amountVnd: number, bps: number): number {
  assertSafeInteger(amountVnd, "amount");
  if (!Number.isInteger(bps) || bps < 0 || bps > BPS) throw new RangeError(`fee rate ${bps} bps out of range`);
  return toSafe((BigInt(amountVnd) * BigInt(bps)) / BigInt(BPS), "fee");
}

/**
 * The value in VND of `units` (hundredths) at `navHundredths` (hundredths of VND per unit), rounded down to whole
 * đồng: units × price / 10000 in exact integer arithmetic.
 */
export function valueOfUnits(units: number, navHundredths: number): number {
  assertSafeInteger(units, "units");
  assertSafeInteger(navHundredths, "NAV");
  if (units < 0 || navHundredths < 0) throw new RangeError("units and NAV are not negative");
  return toSafe((BigInt(units) * BigInt(navHundredths)) / 10_000n, "value");
}

/** What the same units cost, rounded up to whole đồng (so the recorded remainder is never more than was left). */
export function costOfUnits(units: number, navHundredths: number): number {
  const exact = BigInt(units) * BigInt(navHundredths);
  return toSafe((exact + 9_999n) / 10_000n, "cost");
}

/** Units (hundredths) that `amountVnd` buys at `navHundredths`, rounded down: floor(amount × 10000 / price). */
export function unitsFor(amountVnd: number, navHundredths: number): number {
  assertSafeInteger(amountVnd, "amount");
  assertSafeInteger(navHundredths, "NAV");
  if (navHundredths <= 0) throw new RangeError("NAV must be positive");
  if (amountVnd < 0) throw new RangeError("amount is not negative");
  return toSafe((BigInt(amountVnd) * 10_000n) / BigInt(navHundredths), "units");
}

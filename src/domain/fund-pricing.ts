import { costOfUnits, feeOf, MAX_AMOUNT_VND, unitsFor, valueOfUnits } from "./fund-money.ts";

/** Caps of the fee settings (issue 15): a buy fee at most 5 %, a sell fee at most 3 %. */
export const MAX_BUY_FEE_BPS = 500;
export const MAX_SELL_FEE_BPS = 300;

export interface BuyAllocation {
  /** Fee in VND, deducted from the amount before units are bought. */
  fee: number;
  /** Units in hundredths, rounded down. */
  units: number;
  /** VND of the amount that bought no unit (the fraction below a hundredth), recorded on the order. */
  remainder: number;
}

/**
 * A buy at its dealing day's NAV: fee = floor(amount × bps / 10000); units = floor((amount − fee) / price) to two
 * decimals; remainder = amount − fee − ceil(units × price), a whole, non-negative number of đồng.
 */
export function allocateBuy(amountVnd: number, navHundredths: number, feeBps: number): BuyAllocation {
  if (!Number.isSafeInteger(amountVnd) || amountVnd <= 0 || amountVnd > MAX_AMOUNT_VND) throw new RangeError(`amount ${amountVnd} out of range`);
  if (feeBps > MAX_BUY_FEE_BPS) throw new RangeError(`buy fee ${feeBps} bps over the cap`);
  const fee = feeOf(amountVnd, feeBps);
  const net = amountVnd - fee;
  const units = unitsFor(net, navHundredths);
  return { fee, units, remainder: net - costOfUnits(units, navHundredths) };
}

export interface SaleProceeds {
  /** floor(units × price), VND. */
  gross: number;
  fee: number;
  /** gross − fee: what is paid to the investor's bank account. */
  net: number;
}

/** A sale at its dealing day's NAV: gross = floor(units × price); fee = floor(gross × bps / 10000); net = gross − fee. */
export function saleProceeds(units: number, navHundredths: number, feeBps: number): SaleProceeds {
  if (!Number.isSafeInteger(units) || units <= 0) throw new RangeError(`units ${units} out of range`);
  if (feeBps > MAX_SELL_FEE_BPS) throw new RangeError(`sell fee ${feeBps} bps over the cap`);
  const gross = valueOfUnits(units, navHundredths);
  const fee = feeOf(gross, feeBps);
  return { gross, fee, net: gross - fee };
}

/** One step of the sell-fee schedule: from `min_days` of holding on, the fee is `bps`. */
export interface SellFeeStep {
  min_days: number;
  bps: number;
}

/** Whether a schedule is usable: starts at day 0, days strictly ascending, every rate within 0..3 %. */
export function sellScheduleProblem(schedule: readonly SellFeeStep[]): string | undefined {
  if (schedule.length === 0 || schedule[0]!.min_days !== 0) return "starts-at-zero";
  for (let i = 0; i < schedule.length; i++) {
    const step = schedule[i]!;
    if (!Number.isInteger(step.bps) || step.bps < 0 || step.bps > MAX_SELL_FEE_BPS) return "rate";
    if (!Number.isInteger(step.min_days) || (i > 0 && step.min_days <= schedule[i - 1]!.min_days)) return "order";
  }
  return undefined;
}

/** The sell fee for units held `days` days (from the lot's dealing day to the sale's): the last step reached. */
export function sellFeeBps(schedule: readonly SellFeeStep[], days: number): number {
  let bps = schedule[0]?.bps ?? 0;
  for (const step of schedule) if (days >= step.min_days) bps = step.bps;
  return Math.min(bps, MAX_SELL_FEE_BPS);
}

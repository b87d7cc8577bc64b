import { dealingOf, parseCutoff, DEFAULT_CUTOFF_MINUTES, type Dealing } from "#domain/fund-dealing.ts";
import { feeOf, parseHundredths, unitsFor } from "#domain/fund-money.ts";
import { saleProceeds, sellFeeBps, type SellFeeStep } from "#domain/fund-pricing.ts";
import { daysBetween } from "#domain/fund-dealing.ts";
import type { RequiredRule } from "#domain/fund-opening.ts";

/** The rules an investor's estimate follows (the fund settings the API publishes). */
export interface FundRules {
  buy_fee_bps: number;
  sell_fee_schedule: SellFeeStep[];
  cutoff: string;
  min_buy_vnd: number;
  /** The market's holidays from today on (YYYY-MM-DD): the dealing day skips them as on the server. */
  holidays: string[];
  /** Rules still missing before the funds are open for sale (empty: open). */
  missing: readonly RequiredRule[];
}

const cutoffMinutes = (rules: FundRules) => parseCutoff(rules.cutoff) ?? DEFAULT_CUTOFF_MINUTES;

/**
 * What a buy placed now would give: the fee and the dealing day are exact (the same pure rules as the server);
 * the units are indicative, at the latest NAV, since the order is priced at its dealing day's NAV, not known yet.
 */
export function buyEstimate(amount: number, rules: FundRules, now: Date, latestNav: string | undefined) {
  const fee = feeOf(amount, rules.buy_fee_bps);
  const nav = latestNav === undefined ? undefined : parseHundredths(latestNav);
  return {
    fee,
    net: amount - fee,
    units: nav ? unitsFor(amount - fee, nav) : undefined,
    dealing: dealingOf(now, cutoffMinutes(rules), new Set(rules.holidays)),
  };
}

/** What selling `units` (hundredths) of a lot dealt on `lotNavDate` would give at the latest NAV, with the holding-period fee. */
export function sellEstimate(units: number, rules: FundRules, now: Date, latestNav: string | undefined, lotNavDate: string | null) {
  const dealing: Dealing = dealingOf(now, cutoffMinutes(rules), new Set(rules.holidays));
  const held = lotNavDate ? daysBetween(lotNavDate, dealing.dealingDate) : 0;
  const bps = sellFeeBps(rules.sell_fee_schedule, held);
  const nav = latestNav === undefined ? undefined : parseHundredths(latestNav);
  return { bps, held, dealing, proceeds: nav && units > 0 ? saleProceeds(units, nav, bps) : undefined };
}

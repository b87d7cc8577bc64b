/**
 * An investor's own performance (/user/dau-tu-tang-truong): the value of their units over time, their money-weighted
 * return (the rate that makes their cash flows and today's value worth nothing at the start, as XIRR), and the value
 * the same cash flows would have if invested in the VN-Index instead. Money in whole VND, rounded down; units in
 * integer hundredths; rates in 30-digit fixed point, rounded for display.
 */
import { expFixed, FIXED_ONE, fmul, floorRatio, fromFixed, parseDecimal, ratio, toFixed, toPercentString } from "./exact-ratio.ts";
import { daysBetween, type DatedValue } from "./fund-performance.ts";

export interface CashFlow {
  date: string;
  /** VND paid in by the investor (a buy) when positive, paid out to them (a sale) when negative. */
  invested: bigint;
}

export interface UnitChange {
  date: string;
  /** Units in hundredths: positive when allocated to the investor, negative when sold. */
  hundredths: bigint;
}

const DAYS_PER_YEAR = 365n;

/** Last value on or before a day in date-ascending points; null before the first. */
function valueOn(points: readonly DatedValue[], date: string): string | null {
  let found: string | null = null;
  for (const point of points) {
    if (point.date > date) break;
    found = point.value;
  }
  return found;
}

/** The holdings' value on each NAV day from the first unit change: floor(units × NAV) in VND. */
export function holdingsValue(changes: readonly UnitChange[], nav: readonly DatedValue[]): { date: string; units: bigint; value: bigint }[] {
  const sorted = [...changes].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  if (sorted.length === 0) return [];
  let units = 0n;
  let next = 0;
  const series: { date: string; units: bigint; value: bigint }[] = [];
  for (const point of nav) {
    if (point.date < sorted[0]!.date) continue;
    while (next < sorted.length && sorted[next]!.date <= point.date) units += sorted[next++]!.hundredths;
    const price = parseDecimal(point.value);
    series.push({ date: point.date, units, value: floorRatio(ratio(units * price.num, 100n * price.den)) });
  }
  return series;
}

/** The value on `endDate` of the same flows put into (taken out of) the index at each flow day's close, in VND. */
export function sameFlowsInIndex(flows: readonly CashFlow[], index: readonly DatedValue[], endDate: string): bigint | null {
  const end = valueOn(index, endDate);
  if (!end) return null;
  const endClose = parseDecimal(end);
  let num = 0n;
  let den = 1n;
  for (const flow of flows) {
    const close = valueOn(index, flow.date);
    if (!close) return null;
    const at = parseDecimal(close);
    // units += invested / close, kept as one exact fraction
    num = num * at.num + flow.invested * at.den * den;
    den *= at.num;
  }
  return floorRatio(ratio(num * endClose.num, den * endClose.den));
}

export interface MoneyWeightedReturn {
  /** Over the whole holding time, in percent (2 decimals). */
  period: string;
  /** Per year; only when the first flow is at least a year before the end. */
  annualised: string | null;
}

/**
 * The money-weighted return of flows ending in `finalValue` on `endDate`: the continuous rate x solving
 * Σ -invested·e^(-x·t) + finalValue·e^(-x·T) = 0 (t in years from the first flow), found by bisection between
 * -99% and +10000% a year; null when no rate in that interval balances the flows.
 */
export function moneyWeightedReturn(flows: readonly CashFlow[], finalValue: bigint, endDate: string): MoneyWeightedReturn | null {
  if (flows.length === 0) return null;
  const first = flows.reduce((earliest, flow) => (flow.date < earliest ? flow.date : earliest), flows[0]!.date);
  const totalDays = BigInt(daysBetween(first, endDate));
  const years = (days: bigint) => (days * FIXED_ONE) / DAYS_PER_YEAR;
  const terms = flows.map((flow) => ({ amount: -flow.invested, years: years(BigInt(daysBetween(first, flow.date))) }));
  terms.push({ amount: finalValue, years: years(totalDays) });
  const npv = (x: bigint) => terms.reduce((sum, term) => sum + term.amount * expFixed(-fmul(x, term.years)), 0n);
  let low = -toFixed(ratio(4605170186n, 1_000_000_000n)); // ln(0.01)
  let high = toFixed(ratio(4615120517n, 1_000_000_000n)); // ln(101)
  const lowSign = npv(low) > 0n;
  if (lowSign === npv(high) > 0n) return null;
  while (high - low > FIXED_ONE / 10n ** 14n) {
    const middle = (low + high) / 2n;
    if (npv(middle) > 0n === lowSign) low = middle;
    else high = middle;
  }
  const x = (low + high) / 2n;
  const period = fromFixed(expFixed(fmul(x, years(totalDays))) - FIXED_ONE);
  const annualised = totalDays >= DAYS_PER_YEAR ? toPercentString(fromFixed(expFixed(x) - FIXED_ONE)) : null;
  return { period: toPercentString(period), annualised };
}

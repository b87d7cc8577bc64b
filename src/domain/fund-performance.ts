/**
 * A fund's performance from its NAV-per-unit records and the VN-Index closes (docs/funds-data.md): ranges, rebasing
 * to 100, returns, annualised return, maximum drawdown, fund against index, and NAV change by week, month or period.
 * Dates are Vietnam calendar days "YYYY-MM-DD"; values are exact decimal strings. Everything is exact (`Ratio`) until
 * the display strings, rounded half away from zero to 2 decimals (`DISPLAY_PLACES`).
 */
import { compare, div, ONE, parseDecimal, powMinusOne, type Ratio, ratio, sub, toDecimalString, toPercentString } from "./exact-ratio.ts";

export interface DatedValue {
  date: string;
  value: string;
}

interface Parsed {
  date: string;
  value: Ratio;
}

export const RANGE_KEYS = ["1M", "3M", "6M", "YTD", "1Y", "3Y", "all"] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];
const DISPLAY_PLACES = 2;
const DAYS_PER_YEAR = 365;
const MONTHS: Record<Exclude<RangeKey, "YTD" | "all">, number> = { "1M": 1, "3M": 3, "6M": 6, "1Y": 12, "3Y": 36 };

const DAY_MS = 86_400_000;
const dayNumber = (date: string): number => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY_MS;
const fromDayNumber = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** The same day `months` earlier, clamped to the month's last day (31 March - 1 month = 28/29 February). */
export function monthsBefore(date: string, months: number): string {
  const total = +date.slice(0, 4) * 12 + (+date.slice(5, 7) - 1) - months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fromDayNumber(Date.UTC(year, month, Math.min(+date.slice(8, 10), lastDay)) / DAY_MS);
}

/** The day whose close the range is measured from; null for "all" (the first record). YTD starts at 31 December. */
export function rangeStart(key: RangeKey, endDate: string): string | null {
  if (key === "all") return null;
  if (key === "YTD") return `${+endDate.slice(0, 4) - 1}-12-31`;
  return monthsBefore(endDate, MONTHS[key]);
}

const parse = (points: readonly DatedValue[]): Parsed[] => points.map((point) => ({ date: point.date, value: parseDecimal(point.value) }));

/**
 * The records of a range, from its base record (the last one on or before the start day) to the last record.
 * Null when the history does not reach back to the start (a 3Y range of a two-year-old fund is not shown).
 */
function selectRange<T extends { date: string }>(points: readonly T[], key: RangeKey): T[] | null {
  if (points.length < 2) return null;
  const start = rangeStart(key, points[points.length - 1]!.date);
  if (start === null) return points.slice();
  const base = lastIndexOnOrBefore(points, start);
  return base < 0 ? null : points.slice(base);
}

/** Binary search in date-ascending points; -1 when every point is later. */
function lastIndexOnOrBefore(points: readonly { date: string }[], date: string): number {
  let low = 0;
  let high = points.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (points[middle]!.date <= date) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** end/start - 1. */
const simpleReturn = (start: Ratio, end: Ratio): Ratio => sub(div(end, start), ONE);

/** (end/start)^(365/days) - 1, only when the history is at least a year long (shorter ones would be extrapolations). */
function annualisedReturn(start: Ratio, end: Ratio, days: number): Ratio | null {
  if (days < DAYS_PER_YEAR) return null;
  return powMinusOne(div(end, start), ratio(BigInt(DAYS_PER_YEAR), BigInt(days)));
}

export interface Drawdown {
  /** (peak - trough) / peak, >= 0. */
  depth: Ratio;
  peakDate: string;
  troughDate: string;
}

/** The largest fall from a running peak to a later low; null with fewer than two records or no fall. */
export function maxDrawdown(points: readonly Parsed[]): Drawdown | null {
  let peak = points[0];
  // The deepest fall is the lowest trough/peak ratio, compared unreduced (a decade of daily records stays cheap).
  let worst: { peak: Parsed; trough: Parsed; ratio: Ratio } | null = null;
  for (const point of points) {
    if (!peak || compare(point.value, peak.value) >= 0) {
      peak = point;
      continue;
    }
    const fraction = ratio(point.value.num * peak.value.den, point.value.den * peak.value.num);
    if (!worst || compare(fraction, worst.ratio) < 0) worst = { peak, trough: point, ratio: fraction };
  }
  return worst && { depth: sub(ONE, worst.ratio), peakDate: worst.peak.date, troughDate: worst.trough.date };
}

/** For each fund date, the index close on that day or the last one before it (null before the first close). */
function alignIndex(fund: readonly { date: string }[], index: readonly DatedValue[]): (string | null)[] {
  return fund.map((point) => {
    const at = lastIndexOnOrBefore(index, point.date);
    return at < 0 ? null : index[at]!.value;
  });
}

export interface ChartPoint {
  date: string;
  /** NAV per unit, the record's own decimal. */
  nav: string;
  /** Both rebased to 100 at the range's base record, 2 decimals; index null before its first close. */
  fund: string;
  index: string | null;
}

/** Beyond this many records a chart shows one point per week (its last record), plus the base record. */
const DAILY_POINTS_MAX = 400;

/** Weekly points for long ranges: a decade of daily records is 3,650 points, more than a chart or table can show. */
function thin<T extends { date: string }>(points: readonly T[]): T[] {
  if (points.length <= DAILY_POINTS_MAX) return points.slice();
  const week = (date: string) => Math.floor((dayNumber(date) + 3) / 7); // day 0 (1 Jan 1970) was a Thursday: weeks from Monday
  return points.filter((point, at) => at === 0 || at === points.length - 1 || week(point.date) !== week(points[at + 1]!.date));
}

/**
 * The chart of a range: NAV per unit and the VN-Index, both 100 at the base record; daily up to DAILY_POINTS_MAX
 * records, else weekly. Null when the range is not available.
 */
export function rebasedChart(fund: readonly DatedValue[], index: readonly DatedValue[], key: RangeKey): ChartPoint[] | null {
  const selected = selectRange(fund, key);
  if (!selected) return null;
  const points = thin(selected);
  const closes = alignIndex(points, index);
  const fundBase = parseDecimal(points[0]!.value);
  const indexBaseText = closes.find((close) => close !== null);
  const indexBase = indexBaseText ? parseDecimal(indexBaseText) : null;
  // value/base·100 without reducing the fraction: a decade of daily points stays well under the bench budget.
  const rebase = (value: Ratio, base: Ratio) => toDecimalString(ratio(100n * value.num * base.den, value.den * base.num), DISPLAY_PLACES);
  return points.map((point, at) => {
    const close = closes[at];
    return {
      date: point.date,
      nav: point.value,
      fund: rebase(parseDecimal(point.value), fundBase),
      index: close && indexBase ? rebase(parseDecimal(close), indexBase) : null,
    };
  });
}

export interface RangeFigures {
  range: RangeKey;
  from: string;
  to: string;
  /** Percentages for display (2 decimals); null where not available. */
  fundReturn: string;
  indexReturn: string | null;
  /** fund minus index, in percentage points. */
  difference: string | null;
  annualised: string | null;
  maxDrawdown: string;
}

/** The figures of one range, or null when the history does not cover it. */
export function rangeFigures(fund: readonly DatedValue[], index: readonly DatedValue[], key: RangeKey): RangeFigures | null {
  return figuresOf(parse(fund), index, key);
}

function figuresOf(fund: readonly Parsed[], index: readonly DatedValue[], key: RangeKey): RangeFigures | null {
  const parsed = selectRange(fund, key);
  if (!parsed) return null;
  const first = parsed[0]!;
  const last = parsed[parsed.length - 1]!;
  const fundReturn = simpleReturn(first.value, last.value);
  const [startClose, endClose] = alignIndex([first, last], index);
  const indexReturn = startClose && endClose ? simpleReturn(parseDecimal(startClose), parseDecimal(endClose)) : null;
  const annualised = annualisedReturn(first.value, last.value, daysBetween(first.date, last.date));
  const drawdown = maxDrawdown(parsed);
  return {
    range: key,
    from: first.date,
    to: last.date,
    fundReturn: toPercentString(fundReturn),
    indexReturn: indexReturn ? toPercentString(indexReturn) : null,
    difference: indexReturn ? toPercentString(sub(fundReturn, indexReturn)) : null,
    annualised: annualised ? toPercentString(annualised) : null,
    maxDrawdown: drawdown ? toPercentString(drawdown.depth) : "0.00",
  };
}

/** Every range's figures (unavailable ranges left out). */
export function performanceFigures(fund: readonly DatedValue[], index: readonly DatedValue[]): RangeFigures[] {
  const parsed = parse(fund);
  return RANGE_KEYS.map((key) => figuresOf(parsed, index, key)).filter((figures): figures is RangeFigures => figures !== null);
}

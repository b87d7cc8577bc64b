/**
 * NAV-per-unit change by week, by month and by period (admin pages chi-so/bien-dong-nav-theo-tuan|theo-thang|
 * theo-giai-doan). A bucket opens at the record just before its first one (its own first record when there is none)
 * and closes at its last record; the change is exact, the percentage rounded for display.
 */
import { div, parseDecimal, sub, toDecimalString, toPercentString } from "./exact-ratio.ts";
import { daysBetween, type DatedValue } from "./fund-performance.ts";

export interface NavChange {
  /** "2026-W07", "2026-02" or the period's first day. */
  label: string;
  from: string;
  to: string;
  open: string;
  close: string;
  /** close - open, exact, with as many decimals as the more precise of the two. */
  change: string;
  /** change / open in percent, 2 decimals. */
  percent: string;
}

const decimals = (value: string): number => value.split(".")[1]?.length ?? 0;

/** ISO 8601 week of a calendar day: weeks start on Monday; week 1 holds the year's first Thursday. */
export function isoWeek(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = (day.getUTCDay() + 6) % 7;
  const thursday = new Date(day.getTime() + (3 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor(daysBetween(`${year}-01-01`, thursday.toISOString().slice(0, 10)) / 7);
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** Buckets of date-ascending records by a key; records for which the key is null are left out. */
function changes(points: readonly DatedValue[], keyOf: (date: string) => string | null): NavChange[] {
  const result: NavChange[] = [];
  let previousValue: string | null = null;
  // Widened on purpose: `flush` reads it from a closure, where TypeScript would otherwise narrow it to null.
  let current = null as { label: string; from: string; to: string; open: string; close: string } | null;
  const flush = () => {
    if (!current) return;
    const change = sub(parseDecimal(current.close), parseDecimal(current.open));
    result.push({
      ...current,
      change: toDecimalString(change, Math.max(decimals(current.open), decimals(current.close))),
      percent: toPercentString(div(change, parseDecimal(current.open))),
    });
  };
  for (const point of points) {
    const label = keyOf(point.date);
    if (label !== null && current?.label === label) {
      current.to = point.date;
      current.close = point.value;
    } else if (label !== null) {
      flush();
      current = { label, from: point.date, to: point.date, open: previousValue ?? point.value, close: point.value };
    }
    previousValue = point.value;
  }
  flush();
  return result;
}

export const navChangeByWeek = (points: readonly DatedValue[]): NavChange[] => changes(points, isoWeek);
export const navChangeByMonth = (points: readonly DatedValue[]): NavChange[] => changes(points, (date) => date.slice(0, 7));

/**
 * By period: each period starts on one of the given days and runs to the day before the next (the last one to the
 * latest record). Records before the first start only give the first period its opening value.
 */
export function navChangeByPeriod(points: readonly DatedValue[], starts: readonly string[]): NavChange[] {
  const sorted = [...new Set(starts)].sort();
  return changes(points, (date) => {
    let label: string | null = null;
    for (const start of sorted) if (start <= date) label = start;
    return label;
  });
}

/** The latest `count` buckets (the pages show the recent ones; the setting navtheothang says how many months). */
export const latest = (buckets: NavChange[], count: number): NavChange[] => buckets.slice(Math.max(0, buckets.length - count));

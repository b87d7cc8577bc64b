/**
 * Dealing days and forward pricing (docs/funds.md). Orders are matched at a NAV that did not exist when they were
 * placed: an order placed on business day D before the cut-off (Vietnam time) has trade date D and is dealt at the
 * first NAV dated after D; after the cut-off, or on a weekend, the trade date is the next business day, so the NAV
 * is the one after that. NAVs are published for business days (Monday to Friday), hence the expected dealing day.
 */

/** Vietnam has one offset all year (no daylight saving). */
const VIETNAM_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;
export const DEFAULT_CUTOFF_MINUTES = 14 * 60 + 30;

/** YYYY-MM-DD. */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The calendar date and minute of the day in Vietnam of an instant. */
export function vietnamDateTime(instant: Date): { date: IsoDate; minutes: number } {
  const shifted = new Date(instant.getTime() + VIETNAM_OFFSET_MS);
  return { date: shifted.toISOString().slice(0, 10), minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

export const vietnamDate = (instant: Date): IsoDate => vietnamDateTime(instant).date;

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function isBusinessDay(date: IsoDate): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The first business day strictly after `date`. */
export function nextBusinessDay(date: IsoDate): IsoDate {
  let next = addDays(date, 1);
  while (!isBusinessDay(next)) next = addDays(next, 1);
  return next;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export interface Dealing {
  /** The business day the order counts as placed on; it is priced at the first NAV dated strictly after it. */
  tradeDate: IsoDate;
  /** The NAV date expected to price it (the next business day after the trade date). */
  dealingDate: IsoDate;
  /** Why: placed before the cut-off on a business day, or after it / on a weekend. */
  rule: "before-cutoff" | "after-cutoff" | "non-business-day";
}

/** When an order placed at `placedAt` is dealt, with a cut-off at `cutoffMinutes` after midnight, Vietnam time. */
export function dealingOf(placedAt: Date, cutoffMinutes = DEFAULT_CUTOFF_MINUTES): Dealing {
  if (!Number.isInteger(cutoffMinutes) || cutoffMinutes < 0 || cutoffMinutes >= 24 * 60) throw new RangeError(`cut-off ${cutoffMinutes} out of range`);
  const { date, minutes } = vietnamDateTime(placedAt);
  let tradeDate = date;
  let rule: Dealing["rule"] = "before-cutoff";
  if (!isBusinessDay(date)) {
    tradeDate = nextBusinessDay(date);
    rule = "non-business-day";
  } else if (minutes >= cutoffMinutes) {
    tradeDate = nextBusinessDay(date);
    rule = "after-cutoff";
  }
  return { tradeDate, dealingDate: nextBusinessDay(tradeDate), rule };
}

/**
 * The NAV that prices an order of trade date `tradeDate`: the earliest of `navDates` strictly after it (a NAV on the
 * trade date itself or before was known, or could have been, when the order was placed). Undefined while none exists.
 */
export function pricingNavDate(tradeDate: IsoDate, navDates: readonly IsoDate[]): IsoDate | undefined {
  let best: IsoDate | undefined;
  for (const date of navDates) if (date > tradeDate && (best === undefined || date < best)) best = date;
  return best;
}

/** "HH:MM" of minutes after midnight, and back (undefined for anything else). */
export const formatCutoff = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export function parseCutoff(text: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/**
 * Dealing days and forward pricing (docs/funds.md). Orders are matched at a NAV that did not exist when they were
 * placed: an order placed on business day D before the cut-off (Vietnam time) has trade date D and is dealt at the
 * first NAV dated after D; after the cut-off, or on a weekend, the trade date is the next business day, so the NAV
 * is the one after that. NAVs are published for dealing days: Monday to Friday except the market's holidays (Tết,
 * 30/4, 1/5, 2/9, …; an administrator keeps the list), hence the expected dealing day.
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

/** Dates (YYYY-MM-DD) the market is closed on although they fall Monday to Friday. */
export type Holidays = ReadonlySet<IsoDate>;

const isWeekend = (date: IsoDate) => {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
};

/** A day orders are dealt on and a NAV is published for: Monday to Friday, not a holiday. */
export function isDealingDay(date: IsoDate, holidays: Holidays): boolean {
  return !isWeekend(date) && !holidays.has(date);
}

/** The first dealing day strictly after `date`. */
export function nextDealingDay(date: IsoDate, holidays: Holidays): IsoDate {
  let next = addDays(date, 1);
  // A holiday list is at most a few weeks in a row; a year bounds the walk whatever the list says.
  for (let step = 0; step < 366 && !isDealingDay(next, holidays); step++) next = addDays(next, 1);
  return next;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export interface Dealing {
  /** The dealing day the order counts as placed on; it is priced at the first NAV dated strictly after it. */
  tradeDate: IsoDate;
  /** The NAV date expected to price it (the next dealing day after the trade date). */
  dealingDate: IsoDate;
  /** Why: placed before the cut-off on a dealing day, after it, on a weekend, or on a holiday. */
  rule: "before-cutoff" | "after-cutoff" | "non-business-day" | "holiday";
}

/**
 * When an order placed at `placedAt` is dealt, with a cut-off at `cutoffMinutes` after midnight, Vietnam time, and
 * the market closed on `holidays` (and weekends).
 */
export function dealingOf(placedAt: Date, cutoffMinutes: number, holidays: Holidays): Dealing {
  if (!Number.isInteger(cutoffMinutes) || cutoffMinutes < 0 || cutoffMinutes >= 24 * 60) throw new RangeError(`cut-off ${cutoffMinutes} out of range`);
  const { date, minutes } = vietnamDateTime(placedAt);
  let tradeDate = date;
  let rule: Dealing["rule"] = "before-cutoff";
  if (!isDealingDay(date, holidays)) {
    tradeDate = nextDealingDay(date, holidays);
    rule = isWeekend(date) ? "non-business-day" : "holiday";
  } else if (minutes >= cutoffMinutes) {
    tradeDate = nextDealingDay(date, holidays);
    rule = "after-cutoff";
  }
  return { tradeDate, dealingDate: nextDealingDay(tradeDate, holidays), rule };
}

/** A NAV record as the pricing rule sees it: its date and when it was published (ISO instant, UTC). */
export interface PublishedNav {
  date: IsoDate;
  publishedAt: string;
}

/**
 * The NAV that prices an order of trade date `tradeDate` recorded at `recordedAt`: the earliest NAV dated strictly
 * after the trade date (one on the trade date or before was known, or could have been, when the order was placed)
 * and published after the order was recorded, whatever dates anyone typed on the order. Undefined while none exists.
 */
export function pricingNav<T extends PublishedNav>(tradeDate: IsoDate, recordedAt: Date, navs: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const nav of navs) {
    if (nav.date <= tradeDate || Date.parse(nav.publishedAt) <= recordedAt.getTime()) continue;
    if (best === undefined || nav.date < best.date) best = nav;
  }
  return best;
}

/** The last dealing day strictly before `date`. */
export function previousDealingDay(date: IsoDate, holidays: Holidays): IsoDate {
  let previous = addDays(date, -1);
  for (let step = 0; step < 366 && !isDealingDay(previous, holidays); step++) previous = addDays(previous, -1);
  return previous;
}

/** The instant of the cut-off on `date` (Vietnam time). */
export const cutoffInstant = (date: IsoDate, cutoffMinutes: number) => new Date(Date.parse(`${date}T00:00:00Z`) - VIETNAM_OFFSET_MS + cutoffMinutes * 60_000);

/** "HH:MM" of minutes after midnight, and back (undefined for anything else). */
export const formatCutoff = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export function parseCutoff(text: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

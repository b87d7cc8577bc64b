import { describe, expect, it } from "vitest";
import {
  daysBetween,
  dealingOf,
  formatCutoff,
  isDealingDay,
  isIsoDate,
  nextDealingDay,
  parseCutoff,
  previousDealingDay,
  cutoffInstant,
  pricingNav,
  vietnamDateTime,
} from "./fund-dealing.ts";

/** An instant given in Vietnam time (UTC+7). */
const vn = (local: string) => new Date(`${local}+07:00`);
const CUTOFF = 14 * 60 + 30;
const none: ReadonlySet<string> = new Set();

describe("Vietnam time", () => {
  it("shifts by seven hours, across midnight", () => {
    expect(vietnamDateTime(new Date("2026-11-23T16:59:00Z"))).toEqual({ date: "2026-11-23", minutes: 23 * 60 + 59 });
    expect(vietnamDateTime(new Date("2026-11-23T17:00:00Z"))).toEqual({ date: "2026-11-24", minutes: 0 });
  });
});

describe("the dealing day (cut-off 14:30 Vietnam time)", () => {
  it("deals an order placed before the cut-off on a business day at the next business day's NAV", () => {
    expect(dealingOf(vn("2026-11-23T09:00:00"), CUTOFF, none)).toEqual({ tradeDate: "2026-11-23", dealingDate: "2026-11-24", rule: "before-cutoff" });
    expect(dealingOf(vn("2026-11-23T14:29:59"), CUTOFF, none)).toMatchObject({ tradeDate: "2026-11-23", dealingDate: "2026-11-24" });
  });
  it("moves an order at or after the cut-off to the next business day", () => {
    expect(dealingOf(vn("2026-11-23T14:30:00"), CUTOFF, none)).toEqual({ tradeDate: "2026-11-24", dealingDate: "2026-11-25", rule: "after-cutoff" });
    expect(dealingOf(vn("2026-11-23T23:59:00"), CUTOFF, none)).toMatchObject({ tradeDate: "2026-11-24", dealingDate: "2026-11-25" });
  });
  it("crosses the weekend: Friday before the cut-off → Monday; Friday after → Tuesday", () => {
    expect(dealingOf(vn("2026-11-27T10:00:00"), CUTOFF, none)).toMatchObject({ tradeDate: "2026-11-27", dealingDate: "2026-11-30" });
    expect(dealingOf(vn("2026-11-27T15:00:00"), CUTOFF, none)).toMatchObject({ tradeDate: "2026-11-30", dealingDate: "2026-12-01" });
  });
  it("treats a weekend order like one after Friday's cut-off, whatever the hour", () => {
    expect(dealingOf(vn("2026-11-28T08:00:00"), CUTOFF, none)).toEqual({ tradeDate: "2026-11-30", dealingDate: "2026-12-01", rule: "non-business-day" });
    expect(dealingOf(vn("2026-11-29T23:00:00"), CUTOFF, none)).toMatchObject({ tradeDate: "2026-11-30", dealingDate: "2026-12-01" });
  });
  it("takes the date in Vietnam, not in UTC (Sunday 23:30 UTC is Monday 06:30 in Vietnam)", () => {
    expect(dealingOf(new Date("2026-11-29T23:30:00Z"), CUTOFF, none)).toMatchObject({ tradeDate: "2026-11-30", rule: "before-cutoff" });
  });
  it("honours another cut-off", () => {
    expect(dealingOf(vn("2026-11-23T10:00:00"), 10 * 60, none)).toMatchObject({ tradeDate: "2026-11-24" });
    expect(dealingOf(vn("2026-11-23T09:59:00"), 10 * 60, none)).toMatchObject({ tradeDate: "2026-11-23" });
    expect(() => dealingOf(vn("2026-11-23T09:59:00"), 24 * 60, none)).toThrow(RangeError);
  });
  it("crosses a year end", () => {
    expect(dealingOf(vn("2026-12-31T15:00:00"), CUTOFF, none)).toMatchObject({ tradeDate: "2027-01-01", dealingDate: "2027-01-04" });
  });
});

describe("the dealing day across the market's holidays", () => {
  // An example list: a Tết break of Monday 16 to Friday 20 February 2026 (with the weekends either side the market
  // is closed from Saturday 14 to Sunday 22), 30/4 and 1/5 on Thursday and Friday, the Hùng Kings' day kept on
  // Monday 27 April, and New Year's Day 2027 on a Friday.
  const holidays: ReadonlySet<string> = new Set([
    "2026-02-16",
    "2026-02-17",
    "2026-02-18",
    "2026-02-19",
    "2026-02-20",
    "2026-04-27",
    "2026-04-30",
    "2026-05-01",
    "2027-01-01",
  ]);

  it("deals an order of the last day before Tết at the first NAV after the break", () => {
    // Friday 13 before the cut-off: trade date 13; the next dealing day is Monday 23 (14-22 closed).
    expect(dealingOf(vn("2026-02-13T10:00:00"), CUTOFF, holidays)).toEqual({ tradeDate: "2026-02-13", dealingDate: "2026-02-23", rule: "before-cutoff" });
    expect(dealingOf(vn("2026-02-13T14:29:59"), CUTOFF, holidays)).toMatchObject({ tradeDate: "2026-02-13", dealingDate: "2026-02-23" });
  });
  it("moves an order at the cut-off of that day past the whole break", () => {
    expect(dealingOf(vn("2026-02-13T14:30:00"), CUTOFF, holidays)).toEqual({ tradeDate: "2026-02-23", dealingDate: "2026-02-24", rule: "after-cutoff" });
  });
  it("treats an order placed on a holiday like one on a weekend, whatever the hour", () => {
    expect(dealingOf(vn("2026-02-18T09:00:00"), CUTOFF, holidays)).toEqual({ tradeDate: "2026-02-23", dealingDate: "2026-02-24", rule: "holiday" });
    expect(dealingOf(vn("2026-02-14T09:00:00"), CUTOFF, holidays)).toEqual({ tradeDate: "2026-02-23", dealingDate: "2026-02-24", rule: "non-business-day" });
    // The last minute of the break (Sunday 22, 23:59) is still the break; a minute later is Monday before the cut-off.
    expect(dealingOf(vn("2026-02-22T23:59:00"), CUTOFF, holidays)).toMatchObject({ tradeDate: "2026-02-23", dealingDate: "2026-02-24" });
    expect(dealingOf(vn("2026-02-23T00:00:00"), CUTOFF, holidays)).toEqual({ tradeDate: "2026-02-23", dealingDate: "2026-02-24", rule: "before-cutoff" });
  });
  it("crosses two holidays and a weekend: Wednesday 29 April", () => {
    // Before the cut-off: trade date 29, the next dealing day Monday 4 May (30/4, 1/5, Saturday, Sunday closed).
    expect(dealingOf(vn("2026-04-29T14:29:00"), CUTOFF, holidays)).toMatchObject({ tradeDate: "2026-04-29", dealingDate: "2026-05-04" });
    // After it: trade date Monday 4 May, dealt Tuesday 5 May.
    expect(dealingOf(vn("2026-04-29T15:00:00"), CUTOFF, holidays)).toMatchObject({ tradeDate: "2026-05-04", dealingDate: "2026-05-05", rule: "after-cutoff" });
  });
  it("skips a Monday holiday after a weekend", () => {
    // Friday 24 April after the cut-off: Saturday, Sunday and Monday 27 closed, so trade date Tuesday 28, dealt Wednesday 29.
    expect(dealingOf(vn("2026-04-24T14:30:00"), CUTOFF, holidays)).toMatchObject({ tradeDate: "2026-04-28", dealingDate: "2026-04-29" });
    expect(dealingOf(vn("2026-04-24T14:29:00"), CUTOFF, holidays)).toMatchObject({ tradeDate: "2026-04-24", dealingDate: "2026-04-28" });
  });
  it("crosses a year end whose first day is a holiday", () => {
    // Thursday 31 December after the cut-off: 1 January (Friday) closed, then the weekend: trade date Monday 4, dealt Tuesday 5.
    expect(dealingOf(vn("2026-12-31T15:00:00"), CUTOFF, holidays)).toMatchObject({ tradeDate: "2027-01-04", dealingDate: "2027-01-05" });
  });
  it("knows dealing days", () => {
    expect(isDealingDay("2026-02-13", holidays)).toBe(true);
    expect(isDealingDay("2026-02-17", holidays)).toBe(false);
    expect(isDealingDay("2026-02-21", holidays)).toBe(false);
    expect(isDealingDay("2026-02-17", none)).toBe(true);
    expect(nextDealingDay("2026-02-13", holidays)).toBe("2026-02-23");
    expect(nextDealingDay("2026-02-13", none)).toBe("2026-02-16");
  });
});

describe("the NAV that prices an order", () => {
  // Published in the evening of their day (18:00 Vietnam time), except Wednesday's, typed in late on Friday.
  const navs = [
    { date: "2026-11-20", publishedAt: "2026-11-20T11:00:00Z" },
    { date: "2026-11-23", publishedAt: "2026-11-23T11:00:00Z" },
    { date: "2026-11-25", publishedAt: "2026-11-27T11:00:00Z" },
    { date: "2026-11-24", publishedAt: "2026-11-24T11:00:00Z" },
  ];
  const dates = (tradeDate: string, recordedAt: string) => pricingNav(tradeDate, new Date(recordedAt), navs)?.date;
  it("is the earliest NAV dated strictly after the trade date", () => {
    expect(dates("2026-11-23", "2026-11-23T02:00:00Z")).toBe("2026-11-24");
    expect(dates("2026-11-22", "2026-11-22T02:00:00Z")).toBe("2026-11-23");
    expect(dates("2026-11-25", "2026-11-25T02:00:00Z")).toBeUndefined();
  });
  it("skips every NAV published before the order was recorded, whatever its trade date says", () => {
    // Recorded on Tuesday 24 at 19:00 Vietnam time with a trade date of Friday 20: Monday's and Tuesday's NAVs were
    // out, so it takes Wednesday's, published on Friday 27.
    expect(dates("2026-11-20", "2026-11-24T12:00:00Z")).toBe("2026-11-25");
    // Recorded one second after Monday's NAV was published: not Monday's.
    expect(dates("2026-11-20", "2026-11-23T11:00:01Z")).toBe("2026-11-24");
    // Recorded at the very instant a NAV was published: that NAV counts as known.
    expect(dates("2026-11-20", "2026-11-23T11:00:00Z")).toBe("2026-11-24");
    expect(dates("2026-11-20", "2026-11-28T00:00:00Z")).toBeUndefined();
  });
});

describe("the previous dealing day and a day's cut-off", () => {
  it("steps back over weekends and holidays", () => {
    expect(previousDealingDay("2026-11-24", none)).toBe("2026-11-23");
    expect(previousDealingDay("2026-11-23", none)).toBe("2026-11-20");
    expect(previousDealingDay("2026-11-22", none)).toBe("2026-11-20");
    expect(previousDealingDay("2026-02-23", new Set(["2026-02-16", "2026-02-17", "2026-02-18", "2026-02-19", "2026-02-20"]))).toBe("2026-02-13");
  });
  it("places the cut-off in Vietnam time (14:30 is 07:30 UTC)", () => {
    expect(cutoffInstant("2026-11-23", CUTOFF).toISOString()).toBe("2026-11-23T07:30:00.000Z");
    expect(cutoffInstant("2026-11-23", 0).toISOString()).toBe("2026-11-22T17:00:00.000Z");
  });
});

describe("calendar helpers", () => {
  it("checks dates, counts days, skips weekends, reads cut-offs", () => {
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2028-02-29")).toBe(true);
    // Out-of-range months and days are refused, not thrown on (an invalid Date has no ISO string).
    expect(isIsoDate("2026-13-45")).toBe(false);
    expect(isIsoDate("2026-00-10")).toBe(false);
    expect(daysBetween("2026-11-24", "2027-11-24")).toBe(365);
    expect(nextDealingDay("2026-11-27", none)).toBe("2026-11-30");
    expect(parseCutoff("14:30")).toBe(870);
    expect(parseCutoff("24:00")).toBeUndefined();
    expect(formatCutoff(870)).toBe("14:30");
  });
});

import { describe, expect, it } from "vitest";
import { daysBetween, dealingOf, formatCutoff, isIsoDate, nextBusinessDay, parseCutoff, pricingNavDate, vietnamDateTime } from "./fund-dealing.ts";

/** An instant given in Vietnam time (UTC+7). */
const vn = (local: string) => new Date(`${local}+07:00`);

describe("Vietnam time", () => {
  it("shifts by seven hours, across midnight", () => {
    expect(vietnamDateTime(new Date("2026-11-23T16:59:00Z"))).toEqual({ date: "2026-11-23", minutes: 23 * 60 + 59 });
    expect(vietnamDateTime(new Date("2026-11-23T17:00:00Z"))).toEqual({ date: "2026-11-24", minutes: 0 });
  });
});

describe("the dealing day (cut-off 14:30 Vietnam time)", () => {
  it("deals an order placed before the cut-off on a business day at the next business day's NAV", () => {
    expect(dealingOf(vn("2026-11-23T09:00:00"))).toEqual({ tradeDate: "2026-11-23", dealingDate: "2026-11-24", rule: "before-cutoff" });
    expect(dealingOf(vn("2026-11-23T14:29:59"))).toMatchObject({ tradeDate: "2026-11-23", dealingDate: "2026-11-24" });
  });
  it("moves an order at or after the cut-off to the next business day", () => {
    expect(dealingOf(vn("2026-11-23T14:30:00"))).toEqual({ tradeDate: "2026-11-24", dealingDate: "2026-11-25", rule: "after-cutoff" });
    expect(dealingOf(vn("2026-11-23T23:59:00"))).toMatchObject({ tradeDate: "2026-11-24", dealingDate: "2026-11-25" });
  });
  it("crosses the weekend: Friday before the cut-off → Monday; Friday after → Tuesday", () => {
    expect(dealingOf(vn("2026-11-27T10:00:00"))).toMatchObject({ tradeDate: "2026-11-27", dealingDate: "2026-11-30" });
    expect(dealingOf(vn("2026-11-27T15:00:00"))).toMatchObject({ tradeDate: "2026-11-30", dealingDate: "2026-12-01" });
  });
  it("treats a weekend order like one after Friday's cut-off, whatever the hour", () => {
    expect(dealingOf(vn("2026-11-28T08:00:00"))).toEqual({ tradeDate: "2026-11-30", dealingDate: "2026-12-01", rule: "non-business-day" });
    expect(dealingOf(vn("2026-11-29T23:00:00"))).toMatchObject({ tradeDate: "2026-11-30", dealingDate: "2026-12-01" });
  });
  it("takes the date in Vietnam, not in UTC (Sunday 23:30 UTC is Monday 06:30 in Vietnam)", () => {
    expect(dealingOf(new Date("2026-11-29T23:30:00Z"))).toMatchObject({ tradeDate: "2026-11-30", rule: "before-cutoff" });
  });
  it("honours another cut-off", () => {
    expect(dealingOf(vn("2026-11-23T10:00:00"), 10 * 60)).toMatchObject({ tradeDate: "2026-11-24" });
    expect(dealingOf(vn("2026-11-23T09:59:00"), 10 * 60)).toMatchObject({ tradeDate: "2026-11-23" });
    expect(() => dealingOf(vn("2026-11-23T09:59:00"), 24 * 60)).toThrow(RangeError);
  });
  it("crosses a year end", () => {
    expect(dealingOf(vn("2026-12-31T15:00:00"))).toMatchObject({ tradeDate: "2027-01-01", dealingDate: "2027-01-04" });
  });
});

describe("the NAV that prices an order", () => {
  const navs = ["2026-11-20", "2026-11-23", "2026-11-25", "2026-11-24"];
  it("is the earliest NAV dated strictly after the trade date", () => {
    expect(pricingNavDate("2026-11-23", navs)).toBe("2026-11-24");
    expect(pricingNavDate("2026-11-22", navs)).toBe("2026-11-23");
    expect(pricingNavDate("2026-11-25", navs)).toBeUndefined();
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
    expect(nextBusinessDay("2026-11-27")).toBe("2026-11-30");
    expect(parseCutoff("14:30")).toBe(870);
    expect(parseCutoff("24:00")).toBeUndefined();
    expect(formatCutoff(870)).toBe("14:30");
  });
});

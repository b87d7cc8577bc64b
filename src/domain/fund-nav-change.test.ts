import { describe, expect, it } from "vitest";
import { isoWeek, latest, navChangeByMonth, navChangeByPeriod, navChangeByWeek } from "./fund-nav-change.ts";

const points = [
  { date: "2026-01-05", value: "100.0" },
  { date: "2026-01-07", value: "101.5" },
  { date: "2026-01-12", value: "99.75" },
  { date: "2026-02-02", value: "102.00" },
];

describe("ISO weeks", () => {
  it("starts weeks on Monday and gives the days around New Year to the Thursday's year", () => {
    expect(isoWeek("2026-01-01")).toBe("2026-W01");
    expect(isoWeek("2025-12-29")).toBe("2026-W01");
    expect(isoWeek("2026-01-05")).toBe("2026-W02");
    expect(isoWeek("2021-01-03")).toBe("2020-W53");
    expect(isoWeek("2024-12-30")).toBe("2025-W01");
  });
});

describe("NAV change", () => {
  it("by week: each week opens at the previous record", () => {
    expect(navChangeByWeek(points)).toEqual([
      { label: "2026-W02", from: "2026-01-05", to: "2026-01-07", open: "100.0", close: "101.5", change: "1.5", percent: "1.50" },
      { label: "2026-W03", from: "2026-01-12", to: "2026-01-12", open: "101.5", close: "99.75", change: "-1.75", percent: "-1.72" },
      { label: "2026-W06", from: "2026-02-02", to: "2026-02-02", open: "99.75", close: "102.00", change: "2.25", percent: "2.26" },
    ]);
  });
  it("by month", () => {
    expect(navChangeByMonth(points).map(({ label, open, close, change, percent }) => [label, open, close, change, percent])).toEqual([
      ["2026-01", "100.0", "99.75", "-0.25", "-0.25"],
      ["2026-02", "99.75", "102.00", "2.25", "2.26"],
    ]);
    expect(latest(navChangeByMonth(points), 1).map((bucket) => bucket.label)).toEqual(["2026-02"]);
  });
  it("by period: starts in any order; an earlier record gives the first period its opening value", () => {
    expect(navChangeByPeriod(points, ["2026-01-10", "2026-01-01"]).map(({ label, from, to, change, percent }) => [label, from, to, change, percent])).toEqual([
      ["2026-01-01", "2026-01-05", "2026-01-07", "1.5", "1.50"],
      ["2026-01-10", "2026-01-12", "2026-02-02", "0.50", "0.49"],
    ]);
    expect(navChangeByPeriod(points, ["2026-01-06"])).toEqual([
      { label: "2026-01-06", from: "2026-01-07", to: "2026-02-02", open: "100.0", close: "102.00", change: "2.00", percent: "2.00" },
    ]);
    expect(navChangeByPeriod(points, [])).toEqual([]);
  });
});

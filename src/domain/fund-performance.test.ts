import { describe, expect, it } from "vitest";
import { parseDecimal } from "./exact-ratio.ts";
import { maxDrawdown, monthsBefore, performanceFigures, rangeFigures, rangeStart, rebasedChart } from "./fund-performance.ts";

// Hand-worked example (docs/funds-data.md): NAV per unit of a fund and VN-Index closes.
const fund = [
  { date: "2025-01-01", value: "10000.00" },
  { date: "2025-06-30", value: "12000.00" },
  { date: "2025-12-31", value: "9000.00" },
  { date: "2026-02-28", value: "10800.00" },
  { date: "2026-03-31", value: "11250.00" },
];
const index = [
  { date: "2025-01-01", value: "1200.00" },
  { date: "2025-12-31", value: "1250.00" },
  { date: "2026-03-30", value: "1300.00" },
];

describe("range starts", () => {
  it("goes back whole months, clamped to the month's last day", () => {
    expect(monthsBefore("2026-03-31", 1)).toBe("2026-02-28");
    expect(monthsBefore("2024-03-31", 1)).toBe("2024-02-29");
    expect(monthsBefore("2026-01-15", 1)).toBe("2025-12-15");
    expect(monthsBefore("2026-05-10", 36)).toBe("2023-05-10");
    expect(rangeStart("YTD", "2026-05-10")).toBe("2025-12-31");
    expect(rangeStart("all", "2026-05-10")).toBeNull();
  });
});

describe("figures per range", () => {
  it("1M: from the record of 28 Feb; the index close is carried forward from 31 Dec and back from 30 Mar", () => {
    expect(rangeFigures(fund, index, "1M")).toEqual({
      range: "1M",
      from: "2026-02-28",
      to: "2026-03-31",
      fundReturn: "4.17",
      indexReturn: "4.00",
      difference: "0.17",
      annualised: null,
      maxDrawdown: "0.00",
    });
  });
  it("3M and YTD both start at 31 Dec: 11250/9000 - 1 = 25%", () => {
    for (const key of ["3M", "YTD"] as const) {
      expect(rangeFigures(fund, index, key)).toMatchObject({ from: "2025-12-31", fundReturn: "25.00", indexReturn: "4.00", difference: "21.00" });
    }
  });
  it("6M: base is the last record on or before 30 Sep (30 Jun), drawdown 12000 -> 9000 = 25%", () => {
    expect(rangeFigures(fund, index, "6M")).toEqual({
      range: "6M",
      from: "2025-06-30",
      to: "2026-03-31",
      fundReturn: "-6.25",
      indexReturn: "8.33",
      difference: "-14.58",
      annualised: null,
      maxDrawdown: "25.00",
    });
  });
  it("1Y and all: 454 days of history, so annualised 1.125^(365/454) - 1 = 9.93%", () => {
    const expected = { from: "2025-01-01", fundReturn: "12.50", indexReturn: "8.33", difference: "4.17", annualised: "9.93", maxDrawdown: "25.00" };
    expect(rangeFigures(fund, index, "1Y")).toMatchObject(expected);
    expect(rangeFigures(fund, index, "all")).toMatchObject(expected);
  });
  it("leaves out a range the history does not reach (3Y) and needs two records", () => {
    expect(rangeFigures(fund, index, "3Y")).toBeNull();
    expect(performanceFigures(fund, index).map((figures) => figures.range)).toEqual(["1M", "3M", "6M", "YTD", "1Y", "all"]);
    expect(performanceFigures(fund.slice(0, 1), index)).toEqual([]);
  });
  it("has no index figures before the first close", () => {
    expect(rangeFigures(fund, index.slice(1), "all")).toMatchObject({ fundReturn: "12.50", indexReturn: null, difference: null });
  });
});

describe("rebased chart", () => {
  it("puts the fund and the index at 100 at the range's base record", () => {
    expect(rebasedChart(fund, index, "6M")).toEqual([
      { date: "2025-06-30", nav: "12000.00", fund: "100.00", index: "100.00" },
      { date: "2025-12-31", nav: "9000.00", fund: "75.00", index: "104.17" },
      { date: "2026-02-28", nav: "10800.00", fund: "90.00", index: "104.17" },
      { date: "2026-03-31", nav: "11250.00", fund: "93.75", index: "108.33" },
    ]);
  });
  it("rebases the index at its first close when it starts after the fund", () => {
    const chart = rebasedChart(fund, index.slice(1), "all")!;
    expect(chart.map((point) => point.index)).toEqual([null, null, "100.00", "100.00", "104.00"]);
    expect(rebasedChart(fund, index, "3Y")).toBeNull();
  });
});

describe("maximum drawdown", () => {
  it("takes the deepest fall from a running peak, not from the first value", () => {
    const points = ["100", "80", "120", "90", "130", "117"].map((value, day) => ({ date: `2026-01-0${day + 1}`, value: parseDecimal(value) }));
    const drawdown = maxDrawdown(points)!;
    expect(drawdown).toMatchObject({ peakDate: "2026-01-03", troughDate: "2026-01-04" });
    expect(drawdown.depth.num * 4n).toBe(drawdown.depth.den); // 30/120 = 1/4
    expect(maxDrawdown(points.slice(0, 1))).toBeNull();
  });
});

describe("long ranges", () => {
  it("show one point per week (its last record) beyond 400 daily records, keeping the base and the last record", () => {
    // 2026-01-01 is a Thursday; 450 daily records run to 2027-03-26 (a Friday).
    const daily = Array.from({ length: 450 }, (_, i) => ({ date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10), value: String(100 + i) }));
    const chart = rebasedChart(daily, [], "all")!;
    expect(chart[0]).toMatchObject({ date: "2026-01-01", fund: "100.00", index: null });
    expect(chart[1]).toMatchObject({ date: "2026-01-04", fund: "103.00" }); // Sunday, the first week's last record
    expect(chart[2]!.date).toBe("2026-01-11");
    expect(chart[chart.length - 1]).toMatchObject({ date: "2027-03-26", fund: "549.00" });
    expect(chart.length).toBe(1 + 64 + 1);
    expect(rebasedChart(daily.slice(0, 400), [], "all")).toHaveLength(400);
  });
});

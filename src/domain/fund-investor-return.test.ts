import { describe, expect, it } from "vitest";
import { holdingsValue, moneyWeightedReturn, sameFlowsInIndex } from "./fund-investor-return.ts";

describe("money-weighted return", () => {
  it("is 10% for 1,000,000 growing to 1,100,000 in a year", () => {
    expect(moneyWeightedReturn([{ date: "2025-01-01", invested: 1_000_000n }], 1_100_000n, "2026-01-01")).toEqual({ period: "10.00", annualised: "10.00" });
  });
  it("weights by money and time: two yearly buys worth 1.21M + 1.1M after two years earn 10% a year, 21% overall", () => {
    const flows = [
      { date: "2025-01-01", invested: 1_000_000n },
      { date: "2026-01-01", invested: 1_000_000n },
    ];
    expect(moneyWeightedReturn(flows, 2_310_000n, "2027-01-01")).toEqual({ period: "21.00", annualised: "10.00" });
  });
  it("is not annualised under a year", () => {
    expect(moneyWeightedReturn([{ date: "2026-01-01", invested: 1_000_000n }], 1_050_000n, "2026-07-01")).toEqual({ period: "5.00", annualised: null });
  });
  it("counts sales as money taken out", () => {
    const flows = [
      { date: "2025-01-01", invested: 1_000_000n },
      { date: "2026-01-01", invested: -550_000n },
    ];
    // 1,000,000·1.1 = 1,100,000 a year later; 550,000 out leaves 550,000, worth 605,000 after another 10% year.
    expect(moneyWeightedReturn(flows, 605_000n, "2027-01-01")).toMatchObject({ annualised: "10.00" });
  });
  it("is null without flows or without a balancing rate", () => {
    expect(moneyWeightedReturn([], 0n, "2026-01-01")).toBeNull();
    expect(moneyWeightedReturn([{ date: "2026-01-01", invested: -5n }], 10n, "2027-01-01")).toBeNull();
  });
});

describe("the same flows in the VN-Index", () => {
  const index = [
    { date: "2025-01-01", value: "1000.00" },
    { date: "2026-01-01", value: "1100.00" },
    { date: "2027-01-01", value: "1210.00" },
  ];
  it("buys index units at each flow's close and values them at the end", () => {
    const flows = [
      { date: "2025-01-01", invested: 1_000_000n },
      { date: "2026-01-01", invested: 1_000_000n },
    ];
    expect(sameFlowsInIndex(flows, index, "2027-01-01")).toBe(2_310_000n);
    expect(
      sameFlowsInIndex(
        [
          { date: "2025-01-01", invested: 1_000_000n },
          { date: "2026-01-01", invested: -550_000n },
        ],
        index,
        "2027-06-01",
      ),
    ).toBe(605_000n);
  });
  it("rounds the value down to whole VND and needs a close on or before every flow", () => {
    const thirds = [
      { date: "2026-01-01", value: "3.00" },
      { date: "2026-02-01", value: "4.00" },
    ];
    expect(sameFlowsInIndex([{ date: "2026-01-01", invested: 1_000_000n }], thirds, "2026-02-01")).toBe(1_333_333n);
    expect(sameFlowsInIndex([{ date: "2025-12-31", invested: 1n }], thirds, "2026-02-01")).toBeNull();
  });
});

describe("holdings value", () => {
  it("values units (hundredths) at each NAV, rounded down, from the first allocation", () => {
    const nav = [
      { date: "2026-01-01", value: "10000.00" },
      { date: "2026-01-02", value: "10000.55" },
      { date: "2026-01-03", value: "10001.009" },
    ];
    const changes = [
      { date: "2026-01-03", hundredths: -2345n },
      { date: "2026-01-02", hundredths: 12345n },
    ];
    expect(holdingsValue(changes, nav)).toEqual([
      { date: "2026-01-02", units: 12345n, value: 1_234_567n },
      { date: "2026-01-03", units: 10000n, value: 1_000_100n },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { allocateBuy, saleProceeds, sellFeeBps, sellScheduleProblem } from "./fund-pricing.ts";

describe("a buy at its NAV", () => {
  it("deducts the fee, buys units rounded down to the hundredth and records the remainder in đồng", () => {
    // 10 000 000 ₫ at 10 523,45 ₫/unit, no fee: 950.25 units cost 9 999 908.7… → 9 999 909; remainder 91
    expect(allocateBuy(10_000_000, 1_052_345, 0)).toEqual({ fee: 0, units: 95_025, remainder: 91 });
    // 1 % fee: 9 900 000 buys 940.75 units costing 9 899 935.6… → 9 899 936; remainder 64
    expect(allocateBuy(10_000_000, 1_052_345, 100)).toEqual({ fee: 100_000, units: 94_075, remainder: 64 });
    // an exact price leaves nothing over
    expect(allocateBuy(1_000_000, 1_000_000, 0)).toEqual({ fee: 0, units: 10_000, remainder: 0 });
  });
  it("never leaves a negative remainder nor more than one hundredth of a unit unbought", () => {
    for (const [amount, nav] of [
      [1_000_001, 333_333],
      [7_777_777, 1_234_567],
      [5_000_000, 99],
      [123_456_789, 2_718_281],
    ] as const) {
      const { units, remainder } = allocateBuy(amount, nav, 0);
      expect(remainder).toBeGreaterThanOrEqual(0);
      expect(remainder * 10_000).toBeLessThan(nav + 10_000);
      expect(units).toBe(Math.floor((amount * 10_000) / nav));
    }
  });
  it("refuses a fee above 5 % and amounts out of range", () => {
    expect(() => allocateBuy(1_000_000, 1_000_000, 501)).toThrow(RangeError);
    expect(() => allocateBuy(0, 1_000_000, 0)).toThrow(RangeError);
    expect(() => allocateBuy(1.5, 1_000_000, 0)).toThrow(RangeError);
  });
});

describe("a sale at its NAV", () => {
  it("pays floor(units × price) less the fee", () => {
    // 12.34 units × 11 000 ₫ = 135 740; 2 % = 2 714.8 → 2 714; net 133 026
    expect(saleProceeds(1234, 1_100_000, 200)).toEqual({ gross: 135_740, fee: 2714, net: 133_026 });
    // 0.01 unit × 10 523,45 = 105.2345 → 105
    expect(saleProceeds(1, 1_052_345, 0)).toEqual({ gross: 105, fee: 0, net: 105 });
  });
  it("refuses a fee above 3 % and no units", () => {
    expect(() => saleProceeds(1, 1_000_000, 301)).toThrow(RangeError);
    expect(() => saleProceeds(0, 1_000_000, 0)).toThrow(RangeError);
  });
});

describe("the sell fee by holding period", () => {
  const schedule = [
    { min_days: 0, bps: 300 },
    { min_days: 180, bps: 150 },
    { min_days: 365, bps: 0 },
  ];
  it("takes the last step reached", () => {
    expect(sellFeeBps(schedule, 0)).toBe(300);
    expect(sellFeeBps(schedule, 179)).toBe(300);
    expect(sellFeeBps(schedule, 180)).toBe(150);
    expect(sellFeeBps(schedule, 364)).toBe(150);
    expect(sellFeeBps(schedule, 365)).toBe(0);
    expect(sellFeeBps(schedule, 4000)).toBe(0);
  });
  it("accepts only schedules from day 0, ascending, within 3 %", () => {
    expect(sellScheduleProblem(schedule)).toBeUndefined();
    expect(sellScheduleProblem([])).toBe("starts-at-zero");
    expect(sellScheduleProblem([{ min_days: 1, bps: 0 }])).toBe("starts-at-zero");
    expect(sellScheduleProblem([{ min_days: 0, bps: 301 }])).toBe("rate");
    expect(
      sellScheduleProblem([
        { min_days: 0, bps: 100 },
        { min_days: 0, bps: 50 },
      ]),
    ).toBe("order");
  });
});

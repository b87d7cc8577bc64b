import { describe, expect, it } from "vitest";
import { costOfUnits, feeOf, formatHundredths, parseHundredths, unitsFor, valueOfUnits } from "./fund-money.ts";

describe("decimal text to hundredths and back", () => {
  it("reads at most two decimals exactly", () => {
    expect(parseHundredths("10523.45")).toBe(1_052_345);
    expect(parseHundredths("10523.4")).toBe(1_052_340);
    expect(parseHundredths("12")).toBe(1200);
    expect(parseHundredths(" 0.01 ")).toBe(1);
    expect(parseHundredths("0.1")).toBe(10);
  });
  it("refuses signs, three decimals, exponents, separators and leading zeros", () => {
    for (const text of ["-1", "1.234", "1e3", "1,5", "1.000,50", "", ".5", "01", "NaN", "99999999999999999"]) expect(parseHundredths(text)).toBeUndefined();
  });
  it("writes exactly two decimals", () => {
    expect(formatHundredths(1_052_345)).toBe("10523.45");
    expect(formatHundredths(5)).toBe("0.05");
    expect(formatHundredths(0)).toBe("0.00");
    expect(formatHundredths(-1234)).toBe("-12.34");
  });
});

describe("fees, units and values in integers", () => {
  it("takes a fee in basis points, rounded down", () => {
    expect(feeOf(10_000_000, 100)).toBe(100_000);
    expect(feeOf(999, 150)).toBe(14); // 14.985
    expect(feeOf(1_000_000, 0)).toBe(0);
    expect(() => feeOf(1, 10_001)).toThrow(RangeError);
  });
  it("buys units to the hundredth, rounded down", () => {
    // 10 000 000 / 10 523.45 = 950.259…
    expect(unitsFor(10_000_000, 1_052_345)).toBe(95_025);
    // 0.1 + 0.2 style traps: 3 / 0.3 is exactly 10 units
    expect(unitsFor(3, 30)).toBe(1000);
    expect(() => unitsFor(1, 0)).toThrow(RangeError);
  });
  it("values units rounded down and costs them rounded up", () => {
    expect(valueOfUnits(95_025, 1_052_345)).toBe(9_999_908); // 9 999 908.73…
    expect(costOfUnits(95_025, 1_052_345)).toBe(9_999_909);
    expect(costOfUnits(1000, 1_000_000)).toBe(100_000);
  });
  it("stays exact where floating point would not (ten thousand billion đồng)", () => {
    expect(unitsFor(10_000_000_000_000, 1_052_347)).toBe(95_025_690_195);
    expect(valueOfUnits(95_025_690_195, 1_052_347)).toBe(9_999_999_999_963);
    // the float product is already inexact: 95 025 690 195 × 1 052 347 > 2^53
    expect(95_025_690_195 * 1_052_347 > Number.MAX_SAFE_INTEGER).toBe(true);
  });
});

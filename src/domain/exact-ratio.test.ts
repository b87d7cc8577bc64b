import { describe, expect, it } from "vitest";
import {
  expFixed,
  FIXED_ONE,
  floorRatio,
  fromFixed,
  isDecimal,
  lnFixed,
  parseDecimal,
  powMinusOne,
  ratio,
  toDecimalString,
  toPercentString,
} from "./exact-ratio.ts";

describe("decimals", () => {
  it("parses plain decimals exactly and refuses anything else", () => {
    expect(parseDecimal("12.50")).toEqual({ num: 1250n, den: 100n });
    expect(parseDecimal("-0.5")).toEqual({ num: -5n, den: 10n });
    for (const bad of ["1e3", "", "12.", ".5", "1,5", " 1", "0x10"]) {
      expect(isDecimal(bad)).toBe(false);
      expect(() => parseDecimal(bad)).toThrow(RangeError);
    }
  });
  it("rounds half away from zero for display", () => {
    expect(toDecimalString(ratio(1n, 8n), 2)).toBe("0.13");
    expect(toDecimalString(ratio(-1n, 8n), 2)).toBe("-0.13");
    expect(toDecimalString(ratio(2n, 3n), 4)).toBe("0.6667");
    expect(toDecimalString(ratio(-1n, 1000n), 2)).toBe("0.00");
    expect(toDecimalString(ratio(5n, 2n), 0)).toBe("3");
    expect(toPercentString(ratio(1n, 3n))).toBe("33.33");
  });
  it("floors money toward minus infinity", () => {
    expect(floorRatio(ratio(7n, 2n))).toBe(3n);
    expect(floorRatio(ratio(-7n, 2n))).toBe(-4n);
    expect(floorRatio(ratio(6n, 2n))).toBe(3n);
  });
});

describe("fixed-point powers", () => {
  it("knows ln 2 and e to 20 places", () => {
    expect(toDecimalString(fromFixed(lnFixed(2n * FIXED_ONE)), 20)).toBe("0.69314718055994530942");
    expect(toDecimalString(fromFixed(expFixed(FIXED_ONE)), 20)).toBe("2.71828182845904523536");
    expect(toDecimalString(fromFixed(lnFixed(FIXED_ONE / 4n)), 12)).toBe("-1.386294361120");
  });
  it("takes fractional powers: 1.21^(1/2) - 1 = 0.1, 0.81^(1/2) - 1 = -0.1", () => {
    expect(toDecimalString(powMinusOne(parseDecimal("1.21"), ratio(1n, 2n)), 12)).toBe("0.100000000000");
    expect(toDecimalString(powMinusOne(parseDecimal("0.81"), ratio(1n, 2n)), 12)).toBe("-0.100000000000");
  });
});

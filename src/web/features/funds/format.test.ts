import { describe, expect, it } from "vitest";
import { formatDay, formatHundredths, formatNav, parseUnits } from "./format.ts";

describe("fund figures for people", () => {
  it("writes hundredths with two decimals in each language, without floating point", () => {
    expect(formatHundredths(123_456, "vi")).toBe("1.234,56");
    expect(formatHundredths(123_456, "en")).toBe("1,234.56");
    expect(formatHundredths(5, "vi")).toBe("0,05");
    expect(formatHundredths(-250, "en")).toBe("-2.50");
    // 2^53 - 1 hundredths: a float division would lose the last digits.
    expect(formatHundredths(9_007_199_254_740_991, "en")).toBe("90,071,992,547,409.91");
  });

  it("writes a NAV per unit as VND with two decimals", () => {
    expect(formatNav(1_234_567, "vi")).toBe("12.345,67\u00a0₫");
    expect(formatNav(1_000_000, "en")).toBe("VND\u00a010,000.00");
  });

  it("writes a calendar day as dd/mm/yyyy", () => {
    expect(formatDay("2026-11-02")).toBe("02/11/2026");
  });

  it("reads units typed either way, at most two decimals", () => {
    expect(parseUnits("12,5", "vi")).toBe(1250);
    expect(parseUnits("12.5", "vi")).toBe(1250);
    expect(parseUnits("1.234,56", "vi")).toBe(123_456);
    expect(parseUnits("1,234.56", "en")).toBe(123_456);
    expect(parseUnits("7", "en")).toBe(700);
    expect(parseUnits("1.234", "en")).toBeUndefined();
    expect(parseUnits("abc", "vi")).toBeUndefined();
    expect(parseUnits("", "vi")).toBeUndefined();
  });
});

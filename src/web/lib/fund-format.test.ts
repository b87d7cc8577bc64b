import { describe, expect, it } from "vitest";
import { formatDay, parseUnits } from "./fund-format.ts";

describe("fund figures for people", () => {
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

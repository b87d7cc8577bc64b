import { describe, expect, it } from "vitest";
import { parseUnits } from "#web/lib/fund-format.ts";
import { postedDecimal } from "./DecimalField.tsx";

describe("DecimalField's posted value", () => {
  it.each([
    ["10.523,45", "vi", 2, "10523.45"],
    ["10523,45", "vi", 2, "10523.45"],
    ["12.5", "vi", 2, "12.5"],
    ["1.234", "vi", 2, "1234"],
    ["0,1234", "vi", 4, "0.1234"],
    ["3.1416", "vi", 4, "3.1416"],
    ["10,523.45", "en", 2, "10523.45"],
    [" 007 ", "en", 2, "7"],
  ] as const)("posts %j (%s, %i places) as %j", (typed, locale, places, posted) => expect(postedDecimal(typed, locale, places)).toBe(posted));

  it.each([
    ["12,345", "vi", 2],
    ["1.234", "en", 2],
    ["mười", "vi", 2],
    ["-5", "en", 2],
    ["", "vi", 2],
  ] as const)("posts %j (%s) as typed, for the schema to refuse", (typed, locale, places) => expect(postedDecimal(typed, locale, places)).toBe(typed.trim()));

  it("reads units as the sell form estimates them, in hundredths", () => {
    expect(parseUnits("1.234,56", "vi")).toBe(123_456);
    expect(parseUnits("12.3456", "vi")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { prizeTableInput } from "#contracts/results.ts";
import { readForm } from "#web/lib/form-input.ts";
import { digitsOf } from "./WholeNumberField.tsx";

describe("WholeNumberField's posted value", () => {
  it.each([
    ["7.000.000.000", "7000000000"],
    ["7,000,000,000", "7000000000"],
    [" 70 000 000 ", "70000000"],
    ["0", "0"],
  ])("posts %j as the digits %j", (typed, posted) => expect(digitsOf(typed)).toBe(posted));

  it.each(["bảy tỷ", "1.5e3", "-200", ""])("posts %j as typed, for the schema to refuse", (typed) => expect(digitsOf(typed)).toBe(typed.trim()));

  it("reads the prize table as whole numbers, and refuses words under their fields", () => {
    const form = [
      ["prizes.0.rank", "special"],
      ["prizes.0.count", digitsOf("1")],
      ["prizes.0.amount_vnd", digitsOf("7.000.000.000")],
      ["prizes.1.rank", "first"],
      ["prizes.1.count", digitsOf("bảy")],
      ["prizes.1.amount_vnd", digitsOf("bảy tỷ")],
    ] as [string, string][];
    const body = readForm(form, prizeTableInput);
    expect(body).toEqual({
      prizes: [
        { rank: "special", count: 1, amount_vnd: "7000000000" },
        { rank: "first", count: "bảy", amount_vnd: "bảy tỷ" },
      ],
    });
    const parsed = prizeTableInput.safeParse(body);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["prizes.1.count", "prizes.1.amount_vnd"]);
  });
});

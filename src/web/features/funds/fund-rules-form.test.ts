import { describe, expect, it } from "vitest";
import { holidayInput } from "#contracts/fund-holidays.ts";
import { fundSettings } from "#contracts/funds.ts";
import { readForm } from "#web/lib/form-input.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

const rules = {
  buy_fee_bps: "100",
  cutoff: "15:00",
  // WholeNumberField posts the digits of "1.000.000".
  min_buy_vnd: "1000000",
  bank_bin: " 970436 ",
  bank_account: "0071000123456",
  bank_holder: "",
  bank_branch: "",
};

describe("the fund rules page's fields as the API reads them (readForm)", () => {
  it("reads the sell-fee steps in the order shown, and the minimum buy's digits", () => {
    const body = readForm(
      form({
        ...rules,
        "sell_fee_schedule.0.min_days": "0",
        "sell_fee_schedule.0.bps": "200",
        "sell_fee_schedule.2.min_days": "365",
        "sell_fee_schedule.2.bps": "0",
      }),
      fundSettings,
    );
    expect(body).toMatchObject({
      buy_fee_bps: "100",
      min_buy_vnd: "1000000",
      bank_bin: " 970436 ",
      sell_fee_schedule: [
        { min_days: "0", bps: "200" },
        { min_days: "365", bps: "0" },
      ],
    });
    expect(fundSettings.parse(body)).toMatchObject({
      buy_fee_bps: 100,
      bank_bin: "970436",
      min_buy_vnd: 1_000_000,
      sell_fee_schedule: [
        { min_days: 0, bps: 200 },
        { min_days: 365, bps: 0 },
      ],
    });
  });
  it("refuses what the server refuses, with the same message keys: over 5 % to buy, over 3 % to sell, an empty fee", () => {
    const problems = (fields: Record<string, string>) =>
      fundSettings
        .safeParse(readForm(form({ ...rules, "sell_fee_schedule.0.min_days": "0", "sell_fee_schedule.0.bps": "0", ...fields }), fundSettings))
        .error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(problems({ buy_fee_bps: "501" })).toEqual([["buy_fee_bps", "funds.validation.buyFee"]]);
    expect(problems({ buy_fee_bps: "500" })).toBeUndefined();
    // Left empty: the catalogue's "not a number" message, not a silent 0.
    expect(problems({ buy_fee_bps: "" })).toEqual([["buy_fee_bps", "validation.number"]]);
    expect(problems({ "sell_fee_schedule.0.bps": "301" })).toEqual([
      ["sell_fee_schedule.0.bps", "funds.validation.sellFee"],
      ["sell_fee_schedule", "funds.validation.sellFee"],
    ]);
    expect(problems({ cutoff: "24:00" })).toEqual([["cutoff", "funds.validation.cutoff"]]);
  });
  it("sends a holiday's last day only when it is filled in", () => {
    expect(readForm(form({ from: "2027-02-08", to: "", name: "Tết" }), holidayInput)).toEqual({ from: "2027-02-08", name: "Tết" });
    expect(readForm(form({ from: "2027-02-08", to: "2027-02-12", name: "Tết" }), holidayInput)).toEqual({ from: "2027-02-08", to: "2027-02-12", name: "Tết" });
  });
});

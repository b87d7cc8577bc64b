import { describe, expect, it } from "vitest";
import { missingRules } from "./fund-opening.ts";

const complete = { bank_holder: "CÔNG TY QUẢN LÝ QUỸ", bank_account: "0071000123456", bank_bin: "970436", bank_branch: "Hà Nội", confirmed: true };

describe("the funds are open for sale", () => {
  it("once every rule is there", () => {
    expect(missingRules(complete)).toEqual([]);
  });
  it("not on a fresh install: no account, and the default cut-off and minimum not saved by anyone", () => {
    expect(missingRules({ bank_holder: "", bank_account: "", bank_bin: "", bank_branch: "", confirmed: false })).toEqual([
      "bank_holder",
      "bank_account",
      "bank_bin",
      "bank_branch",
      "cutoff",
      "min_buy_vnd",
    ]);
  });
  it("not while one field is blank or only spaces", () => {
    expect(missingRules({ ...complete, bank_branch: "   " })).toEqual(["bank_branch"]);
    expect(missingRules({ ...complete, bank_account: "", confirmed: false })).toEqual(["bank_account", "cutoff", "min_buy_vnd"]);
  });
  it("not while the bank is not one of the list, or the account is one a VietQR code cannot carry", () => {
    expect(missingRules({ ...complete, bank_bin: "123456" })).toEqual(["bank_bin"]);
    expect(missingRules({ ...complete, bank_account: "0071 000 123456" })).toEqual(["bank_account"]);
  });
});

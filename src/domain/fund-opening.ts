import { isVietQrAccount } from "./vietqr.ts";
import { bankOfBin } from "./vietnam-banks.ts";

/**
 * When the funds are open for sale (docs/funds.md, "Open for sale"): only once the rules an investor relies on are
 * all there: the account they pay into (holder, number, bank, branch), the cut-off and the minimum buy. The cut-off
 * and the minimum have defaults, a proposal that counts only once an administrator has saved the rules.
 */

/** Every rule a buy needs, in the order the fund rules page shows them. */
export const REQUIRED_RULES = ["bank_holder", "bank_account", "bank_bin", "bank_branch", "cutoff", "min_buy_vnd"] as const;
export type RequiredRule = (typeof REQUIRED_RULES)[number];

export interface RulesState {
  bank_holder: string;
  bank_account: string;
  /** The bank's NAPAS BIN; one not in the list (or none, as migration 0049 leaves a typed name it could not match) is missing. */
  bank_bin: string;
  bank_branch: string;
  /** Whether an administrator has saved the rules (and with them the cut-off and the minimum). */
  confirmed: boolean;
}

/**
 * The rules still missing; the funds are open for sale when there are none. The bank and the account go into every
 * buy's VietQR code, so a BIN outside the list or an account the code cannot carry counts as missing too.
 */
export function missingRules(rules: RulesState): RequiredRule[] {
  return REQUIRED_RULES.filter((rule) => {
    if (rule === "cutoff" || rule === "min_buy_vnd") return !rules.confirmed;
    if (rule === "bank_bin") return bankOfBin(rules.bank_bin) === undefined;
    if (rule === "bank_account") return !isVietQrAccount(rules.bank_account);
    return rules[rule].trim() === "";
  });
}

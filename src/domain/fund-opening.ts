/**
 * When the funds are open for sale (docs/funds.md, "Open for sale"): only once the rules an investor relies on are
 * all there: the account they pay into (holder, number, bank, branch), the cut-off and the minimum buy. The cut-off
 * and the minimum have defaults, a proposal that counts only once an administrator has saved the rules.
 */

/** Every rule a buy needs, in the order the fund rules page shows them. */
export const REQUIRED_RULES = ["bank_holder", "bank_account", "bank_name", "bank_branch", "cutoff", "min_buy_vnd"] as const;
export type RequiredRule = (typeof REQUIRED_RULES)[number];

export interface RulesState {
  bank_holder: string;
  bank_account: string;
  bank_name: string;
  bank_branch: string;
  /** Whether an administrator has saved the rules (and with them the cut-off and the minimum). */
  confirmed: boolean;
}

/** The rules still missing; the funds are open for sale when there are none. */
export function missingRules(rules: RulesState): RequiredRule[] {
  return REQUIRED_RULES.filter((rule) => (rule === "cutoff" || rule === "min_buy_vnd" ? !rules.confirmed : rules[rule].trim() === ""));
}

import type { FundSettings, FundSettingsView } from "#contracts/funds.ts";
import type { Locale } from "#contracts/locale.ts";
import { formatCutoff, parseCutoff } from "#domain/fund-dealing.ts";
import { missingRules, type RequiredRule } from "#domain/fund-opening.ts";
import type { SellFeeStep } from "#domain/fund-pricing.ts";
import { bankName } from "#domain/vietnam-banks.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { readFundSettingsRow, writeFundSettingsRow } from "./fund-settings.repo.ts";

/** The rules as the services use them (cut-off in minutes after midnight, Vietnam time). */
export interface FundRules {
  buyFeeBps: number;
  sellFeeSchedule: SellFeeStep[];
  cutoffMinutes: number;
  minBuyVnd: number;
  /** The account investors pay into; the bank by its NAPAS BIN (src/domain/vietnam-banks.ts). */
  bank: { bank_bin: string; bank_account: string; bank_holder: string; bank_branch: string };
  /** A bank name typed before the bank list that matched no bank (migration 0049): shown until a bank is picked. */
  bankUnmatched: string;
  /** The rules a buy needs that are not set yet (src/domain/fund-opening.ts): open for sale when empty. */
  missing: RequiredRule[];
}

export async function fundRules(db: Deps["db"]): Promise<FundRules> {
  const row = await readFundSettingsRow(db);
  const bank = { bank_bin: row.bank_bin, bank_account: row.bank_account, bank_holder: row.bank_holder, bank_branch: row.bank_branch };
  return {
    buyFeeBps: row.buy_fee_bps,
    sellFeeSchedule: JSON.parse(row.sell_fee_schedule) as SellFeeStep[],
    cutoffMinutes: row.cutoff_minutes,
    minBuyVnd: Number(row.min_buy_vnd),
    bank,
    bankUnmatched: row.bank_unmatched,
    missing: missingRules({ ...bank, confirmed: row.updated_by !== null }),
  };
}

function toFundSettings(rules: FundRules): FundSettings {
  return {
    buy_fee_bps: rules.buyFeeBps,
    sell_fee_schedule: rules.sellFeeSchedule,
    cutoff: formatCutoff(rules.cutoffMinutes),
    min_buy_vnd: rules.minBuyVnd,
    ...rules.bank,
  };
}

/** The rules as published: the settings, the bank's name in `locale`, and what is still missing before the funds are open for sale. */
export const toFundSettingsView = (rules: FundRules, locale: Locale): FundSettingsView => ({
  ...toFundSettings(rules),
  missing: rules.missing,
  bank_name: bankName(rules.bank.bank_bin, locale),
  bank_unmatched: rules.bankUnmatched,
});

/** A buy (online or on paper) is refused while the rules are incomplete: 422 naming each missing rule. */
export function assertOpenForSale(rules: FundRules) {
  if (rules.missing.length === 0) return;
  throw new ApiError("UNPROCESSABLE", {
    messageKey: "funds.order.notOpen",
    details: rules.missing.map((rule) => ({ path: `fund_rules.${rule}`, messageKey: `funds.rules.missing.${rule}` })),
  });
}

export async function saveFundSettings(deps: Deps, actorId: number, input: FundSettings, locale: Locale): Promise<FundSettingsView> {
  await deps.db.transaction().execute(async (trx) => {
    const earlier = await fundRules(trx);
    const before = toFundSettings(earlier);
    await writeFundSettingsRow(trx, {
      buy_fee_bps: input.buy_fee_bps,
      sell_fee_schedule: JSON.stringify(input.sell_fee_schedule.map(({ min_days, bps }) => ({ min_days, bps }))),
      cutoff_minutes: parseCutoff(input.cutoff)!,
      min_buy_vnd: input.min_buy_vnd,
      bank_bin: input.bank_bin,
      // The typed name stays on the page until a bank is picked in its place.
      bank_unmatched: input.bank_bin === "" ? earlier.bankUnmatched : "",
      bank_account: input.bank_account,
      bank_holder: input.bank_holder,
      bank_branch: input.bank_branch,
      updated_by: actorId,
      updated_at: deps.clock.now().toISOString(),
    });
    await recordAudit(trx, deps.clock, { actorId, action: "funds.settings.update", subject: "fund_settings:1", before, after: input });
  });
  return toFundSettingsView(await fundRules(deps.db), locale);
}

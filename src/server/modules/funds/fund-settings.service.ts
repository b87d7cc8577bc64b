import type { FundSettings } from "#contracts/funds.ts";
import { formatCutoff, parseCutoff } from "#domain/fund-dealing.ts";
import type { SellFeeStep } from "#domain/fund-pricing.ts";
import type { Deps } from "#server/deps.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { readFundSettingsRow, writeFundSettingsRow } from "./fund-settings.repo.ts";

/** The rules as the services use them (cut-off in minutes after midnight, Vietnam time). */
export interface FundRules {
  buyFeeBps: number;
  sellFeeSchedule: SellFeeStep[];
  cutoffMinutes: number;
  minBuyVnd: number;
  bank: { bank_name: string; bank_account: string; bank_holder: string; bank_branch: string };
}

export async function fundRules(db: Deps["db"]): Promise<FundRules> {
  const row = await readFundSettingsRow(db);
  return {
    buyFeeBps: row.buy_fee_bps,
    sellFeeSchedule: JSON.parse(row.sell_fee_schedule) as SellFeeStep[],
    cutoffMinutes: row.cutoff_minutes,
    minBuyVnd: Number(row.min_buy_vnd),
    bank: { bank_name: row.bank_name, bank_account: row.bank_account, bank_holder: row.bank_holder, bank_branch: row.bank_branch },
  };
}

export function toFundSettings(rules: FundRules): FundSettings {
  return { buy_fee_bps: rules.buyFeeBps, sell_fee_schedule: rules.sellFeeSchedule, cutoff: formatCutoff(rules.cutoffMinutes), min_buy_vnd: rules.minBuyVnd, ...rules.bank };
}

export async function saveFundSettings(deps: Deps, actorId: number, input: FundSettings): Promise<FundSettings> {
  await deps.db.transaction().execute(async (trx) => {
    const before = toFundSettings(await fundRules(trx));
    await writeFundSettingsRow(trx, {
      buy_fee_bps: input.buy_fee_bps,
      sell_fee_schedule: JSON.stringify(input.sell_fee_schedule.map(({ min_days, bps }) => ({ min_days, bps }))),
      cutoff_minutes: parseCutoff(input.cutoff)!,
      min_buy_vnd: input.min_buy_vnd,
      bank_name: input.bank_name,
      bank_account: input.bank_account,
      bank_holder: input.bank_holder,
      bank_branch: input.bank_branch,
      updated_by: actorId,
      updated_at: deps.clock.now().toISOString(),
    });
    await recordAudit(trx, deps.clock, { actorId, action: "funds.settings.update", subject: "fund_settings:1", before, after: input });
  });
  return toFundSettings(await fundRules(deps.db));
}

import type { Locale } from "#contracts/locale.ts";
import { dealingOf, vietnamDate, type Dealing } from "#domain/fund-dealing.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { fundRules, type FundRules } from "./fund-settings.service.ts";
import { holidaySet } from "./holidays.repo.ts";
import type { InvestorRow } from "./investors.repo.ts";
import { transactingInvestor } from "./order-steps.ts";

/** The dealing day of an order placed at `at`: the cut-off and the market's holidays from that day on. */
export async function dealingAt(db: Deps["db"], cutoffMinutes: number, at: Date): Promise<Dealing> {
  return dealingOf(at, cutoffMinutes, await holidaySet(db, vietnamDate(at)));
}

export interface TradeTerms {
  investor: InvestorRow;
  rules: FundRules;
  dealing: Dealing;
}

/**
 * What every order (a buy or sale on the site, an offline buy) checks and reads before it is placed: the KYC gate
 * (422 listing the missing fields), the fund rules of now, and the dealing day of when the investor placed it.
 */
export async function assertCanTrade(db: Deps["db"], userId: number, placedAt: Date): Promise<TradeTerms> {
  const investor = await transactingInvestor(db, userId);
  const rules = await fundRules(db);
  return { investor, rules, dealing: await dealingAt(db, rules.cutoffMinutes, placedAt) };
}

/** A buy below the minimum of the settings is refused (422 on `giatri`). */
export function assertMinimumBuy(rules: FundRules, giatri: number) {
  if (giatri < rules.minBuyVnd) {
    throw new ApiError("UNPROCESSABLE", {
      messageKey: "funds.order.belowMinimum",
      vars: { minimum: rules.minBuyVnd },
      details: [{ path: "giatri", messageKey: "funds.order.belowMinimum" }],
    });
  }
}

/** The columns every order placed on the site shares: who, when, its dealing day, language and idempotency key. */
export function placedColumns(terms: TradeTerms, placedAt: Date, locale: Locale, key: string | undefined, hash: string) {
  return {
    user_id: terms.investor.id,
    date_create: placedAt.toISOString(),
    recorded_at: placedAt.toISOString(),
    trade_date: terms.dealing.tradeDate,
    dealing_date: terms.dealing.dealingDate,
    source: "web" as const,
    locale,
    idempotency_key: key ?? null,
    request_hash: hash,
    created_by: terms.investor.id,
    updated_at: placedAt.toISOString(),
  };
}

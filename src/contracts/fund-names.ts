import { FUND_CODES, type FundType } from "#domain/fund-money.ts";
import type { Locale } from "./locale.ts";

/**
 * The two funds' names, the one source for every place that names them: the contracts, the e-mails, and the web
 * catalogue's entries (funds.fund, funds.menu, fundsData.funds, the footer), which a test holds equal to these.
 */
export const FUND_NAMES = {
  tstt: { vi: "Đầu tư tăng trưởng (TSTT)", en: "Growth investment (TSTT)" },
  tsbv: { vi: "Đầu tư bền vững (TSBV)", en: "Sustainable investment (TSBV)" },
} as const;

export const fundName = (loai: number, locale: Locale): string => FUND_NAMES[FUND_CODES[loai as FundType]][locale];

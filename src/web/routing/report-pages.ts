import type { ReportCategoryKey } from "#contracts/funds-reports.ts";
import type { PageName } from "#web/routing/site-map.ts";

/** Each report category's administrator pages (spec §2: bao-cao-dau-tu and bao-cao-danh-muc-nav). */
export const reportPages = {
  investment: { catID: 1, list: "adminReportsInvestment", create: "adminReportInvestmentCreate", edit: "adminReportInvestmentEdit" },
  portfolioNav: { catID: 2, list: "adminReportsPortfolioNav", create: "adminReportPortfolioNavCreate", edit: "adminReportPortfolioNavEdit" },
} as const satisfies Record<ReportCategoryKey, { catID: number; list: PageName; create: PageName; edit: PageName }>;

/** The category an admin report page belongs to, from its address. */
export const reportKindOfPath = (pathname: string): ReportCategoryKey => (/\/bao-cao-danh-muc-nav(\/|$)/.test(pathname) ? "portfolioNav" : "investment");

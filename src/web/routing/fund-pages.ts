import { TINHTRANG } from "#domain/fund-orders.ts";
import type { PageName } from "#web/routing/site-map.ts";

/** The two funds (spec §3: loai 0 = TSTT, growth; 1 = TSBV, sustainable) and their dashboard group (dttt, dtbv). */
export const fundTypes = [0, 1] as const;
export type FundType = (typeof fundTypes)[number];
export const fundCode = { 0: "tstt", 1: "tsbv" } as const satisfies Record<FundType, string>;
export const fundGroup = { 0: "dttt", 1: "dtbv" } as const satisfies Record<FundType, string>;

/** The fund of a group in an address ("dttt" -> 0, "dtbv" -> 1); anything else is not a fund group. */
export const fundOfGroup = (group: string | undefined): FundType | undefined => fundTypes.find((loai) => fundGroup[loai] === group);

/** Each fund group's administrator pages. */
export const fundPages = {
  0: {
    overview: "adminFundOverviewTstt",
    nav: "adminFundNavTstt",
    buys: "adminFundBuysTstt",
    sells: "adminFundSellsTstt",
    buyCreate: "adminFundBuyCreateTstt",
    buyEdit: "adminFundBuyEditTstt",
  },
  1: {
    overview: "adminFundOverviewTsbv",
    nav: "adminFundNavTsbv",
    buys: "adminFundBuysTsbv",
    sells: "adminFundSellsTsbv",
    buyCreate: "adminFundBuyCreateTsbv",
    buyEdit: "adminFundBuyEditTsbv",
  },
} as const satisfies Record<FundType, Record<string, PageName>>;

/** The fund a group page belongs to, from its address ("/dashboard/admin/dtbv/…" and its data request "…/dtbv.data" are TSBV). */
export function fundOfPath(pathname: string): FundType {
  return /\/dtbv(\/|\.data$|$)/.test(pathname) ? 1 : 0;
}

/** The states an administrator filters each list by; "all" shows every one. */
export const listStates = {
  buy: [TINHTRANG.pending, TINHTRANG.approved, TINHTRANG.priced, TINHTRANG.cancelled],
  sell: [TINHTRANG.unconfirmed, TINHTRANG.pending, TINHTRANG.approved, TINHTRANG.priced, TINHTRANG.paid, TINHTRANG.cancelled],
} as const;

import { successBody } from "./envelope.ts";
import { orderList } from "./funds.ts";
import { XLSX_TYPE } from "./media-types.ts";
import { defineOperation } from "./operation.ts";
import { idParams } from "./path-params.ts";
import {
  adminCommissionList,
  adminCommissionsQuery,
  affiliateOrdersList,
  affiliateOrdersQuery,
  affiliateUsersList,
  affiliateUsersQuery,
  commissionList,
  commissionReversed,
  myAffiliate,
  myCommissionsQuery,
  referralSettings,
  referrersList,
  referrersQuery,
  reverseInput,
  userOrdersQuery,
} from "./referrals.ts";
import { z } from "./zod.ts";

const investors = { tag: "Referrals", access: ["investor"] } as const;
const administrators = { tag: "Referrals", access: ["administrator"] } as const;

export const getOrderUserAff = defineOperation({
  ...investors,
  method: "get",
  paths: ["/order/user/aff"],
  summary:
    "The investor's referral code and link (issued on first use), the commission rate (bps), their commission totals (accrued, reversed, net VND), and the accounts they referred — by name only — with each one's allocated buys and the commission on each.",
  response: successBody(myAffiliate),
});

export const getOrderOrderafff = defineOperation({
  ...investors,
  method: "get",
  paths: ["/order/orderafff"],
  summary: "The investor's commission ledger, newest first, paged: accruals (an order of someone they referred was allocated) and reversals (negative).",
  query: myCommissionsQuery,
  response: commissionList,
});

export const getOrderUserAffadmin = defineOperation({
  ...administrators,
  method: "get",
  paths: ["/order/user/affadmin"],
  summary: "Every commission ledger row with both parties, newest first, paged; filter by referrer_id and kind (accrual or reversal).",
  query: adminCommissionsQuery,
  response: adminCommissionList,
});

export const getOrderUserAffadminindex = defineOperation({
  ...administrators,
  method: "get",
  paths: ["/order/user/affadminindex"],
  summary:
    "Totals per referrer (accounts referred, orders that accrued, accrued, reversed and net VND), by name, paged, q searches the referrer; with the rate and the programme's totals.",
  query: referrersQuery,
  response: referrersList,
});

export const getUsersAff = defineOperation({
  ...administrators,
  method: "get",
  paths: ["/users/aff"],
  summary: "Affiliate users: who referred whom, with the code used and when, newest first, paged; filter by referrer_id, q searches either party.",
  query: affiliateUsersQuery,
  response: affiliateUsersList,
});

export const getUsersAffSettings = defineOperation({
  ...administrators,
  method: "get",
  paths: ["/users/aff/settings"],
  summary: "The commission rate in basis points (100 = 1 %).",
  response: successBody(referralSettings),
});

export const putUsersAffSettings = defineOperation({
  ...administrators,
  method: "put",
  paths: ["/users/aff/settings"],
  summary: "Change the commission rate (0 to 500 bps). It applies to buys allocated from now on; commissions already accrued keep their rate.",
  body: referralSettings,
  response: successBody(referralSettings),
});

export const postUsersAffReverseId = defineOperation({
  ...administrators,
  method: "post",
  paths: ["/users/aff/reverse/:id"],
  summary:
    "Reverse the commission of an order (its id) with a reason: a negative ledger row equal to the accrual, and an audit event. The commission step of an allocation's correction (docs/funds.md). 404 without a commission, 409 if already reversed.",
  params: idParams,
  body: reverseInput,
  response: successBody(commissionReversed),
  errors: ["NOT_FOUND", "CONFLICT"],
});

export const getUsersAffExport = defineOperation({
  ...administrators,
  method: "get",
  paths: ["/users/aff/export"],
  summary: "Totals per referrer and the commission ledger as a spreadsheet (.xlsx), in the caller's language.",
  response: z.string(),
  responseTypes: [XLSX_TYPE],
});

export const getUsersGetorderaff = defineOperation({
  ...administrators,
  method: "get",
  paths: ["/users/getorderaff"],
  summary:
    "Allocated buys of referred investors with the commission on each, newest first, paged; filter by referrer_id, user_id (the referred investor) and loai.",
  query: affiliateOrdersQuery,
  response: affiliateOrdersList,
});

/** One investor's orders of one type: the buy and sell lists are the same operation on two paths. */
const userOrders = <T extends "buy" | "sell">(type: T) =>
  defineOperation({
    ...administrators,
    method: "get",
    paths: [`/users/getorder${type}`],
    summary: `One investor's ${type} orders in a fund (user_id required; loai 0, tinhtrang all, page, limit, from/to, q as GET /order), newest first.`,
    query: userOrdersQuery,
    response: orderList,
  });

export const getUsersGetorderbuy = userOrders("buy");
export const getUsersGetordersell = userOrders("sell");

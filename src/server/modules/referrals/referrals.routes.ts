import { z } from "zod";
import { orderList } from "#contracts/funds.ts";
import { successBody } from "#contracts/envelope.ts";
import { idParams } from "#contracts/path-params.ts";
import {
  adminCommissionList,
  adminCommissionsQuery,
  affiliateOrdersList,
  affiliateOrdersQuery,
  affiliateUsersList,
  affiliateUsersQuery,
  commissionList,
  commissionReversed,
  myAffiliate as myAffiliateBody,
  myCommissionsQuery,
  referralSettings,
  referrersList,
  referrersQuery,
  reverseInput,
  userOrdersQuery,
} from "#contracts/referrals.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { XLSX_TYPE, xlsxHeaders } from "#server/lib/xlsx.ts";
import { adminOrderList } from "#server/modules/funds/index.ts";
import { referralRate, reverseCommission, saveReferralRate } from "./referrals.service.ts";
import { adminCommissions, affiliateOrders, affiliateUsers, myAffiliate, myCommissions, referralsWorkbook, referrerIndex } from "./views.service.ts";

const investors = ["investor"] as const;
const administrators = ["administrator"] as const;
const tag = "Referrals";

/**
 * The referral programme's calls (spec §7: Orders (user) aff calls and Users aff calls; docs/referrals.md).
 * Registered before `/order/:id` and `/users/:id`, so their static paths win.
 */
export function referralRoutes(api: ApiRouter) {
  api.route(
    {
      method: "get",
      paths: ["/order/user/aff"],
      tag,
      access: investors,
      summary: "The investor's referral code and link (issued on first use), the commission rate (bps), their commission totals (accrued, reversed, net VND), and the accounts they referred — by name only — with each one's allocated buys and the commission on each.",
      response: successBody(myAffiliateBody),
    },
    async ({ user, c }) => ({ data: await myAffiliate(c.var.deps, user.id, c.var.locale) }),
  );
  api.route(
    { method: "get", paths: ["/order/orderafff"], tag, access: investors, summary: "The investor's commission ledger, newest first, paged: accruals (an order of someone they referred was allocated) and reversals (negative).", query: myCommissionsQuery, response: commissionList },
    async ({ query, user, c }) => myCommissions(c.var.deps, user.id, query),
  );
  api.route(
    { method: "get", paths: ["/order/user/affadmin"], tag, access: administrators, summary: "Every commission ledger row with both parties, newest first, paged; filter by referrer_id and kind (accrual or reversal).", query: adminCommissionsQuery, response: adminCommissionList },
    async ({ query, c }) => adminCommissions(c.var.deps, query),
  );
  api.route(
    {
      method: "get",
      paths: ["/order/user/affadminindex"],
      tag,
      access: administrators,
      summary: "Totals per referrer (accounts referred, orders that accrued, accrued, reversed and net VND), by name, paged, q searches the referrer; with the rate and the programme's totals.",
      query: referrersQuery,
      response: referrersList,
    },
    async ({ query, c }) => referrerIndex(c.var.deps, query),
  );
  api.route(
    { method: "get", paths: ["/users/aff"], tag, access: administrators, summary: "Affiliate users: who referred whom, with the code used and when, newest first, paged; filter by referrer_id, q searches either party.", query: affiliateUsersQuery, response: affiliateUsersList },
    async ({ query, c }) => affiliateUsers(c.var.deps, query),
  );
  api.route(
    { method: "get", paths: ["/users/aff/settings"], tag, access: administrators, summary: "The commission rate in basis points (100 = 1 %).", response: successBody(referralSettings) },
    async ({ c }) => ({ data: await referralRate(c.var.deps) }),
  );
  api.route(
    {
      method: "put",
      paths: ["/users/aff/settings"],
      tag,
      access: administrators,
      summary: "Change the commission rate (0 to 500 bps). It applies to buys allocated from now on; commissions already accrued keep their rate.",
      body: referralSettings,
      response: successBody(referralSettings),
    },
    async ({ body, user, c }) => ({ data: await saveReferralRate(c.var.deps, user.id, body.commission_bps), messageKey: "referrals.rateSaved" }),
  );
  api.route(
    {
      method: "post",
      paths: ["/users/aff/reverse/:id"],
      tag,
      access: administrators,
      summary: "Reverse the commission of an order (its id) with a reason: a negative ledger row equal to the accrual, and an audit event. The commission step of an allocation's correction (docs/funds.md). 404 without a commission, 409 if already reversed.",
      params: idParams,
      body: reverseInput,
      response: successBody(commissionReversed),
      errors: ["NOT_FOUND", "CONFLICT"],
    },
    async ({ params, body, user, c }) => ({ data: await reverseCommission(c.var.deps, user.id, params.id, body.reason), messageKey: "referrals.reversed" }),
  );
  api.route(
    { method: "get", paths: ["/users/aff/export"], tag, access: administrators, summary: "Totals per referrer and the commission ledger as a spreadsheet (.xlsx), in the caller's language.", response: z.string(), responseTypes: [XLSX_TYPE] },
    async ({ c }) => c.body(await referralsWorkbook(c.var.deps, c.var.locale), 200, xlsxHeaders("referrals")),
  );
  api.route(
    { method: "get", paths: ["/users/getorderaff"], tag, access: administrators, summary: "Allocated buys of referred investors with the commission on each, newest first, paged; filter by referrer_id, user_id (the referred investor) and loai.", query: affiliateOrdersQuery, response: affiliateOrdersList },
    async ({ query, c }) => affiliateOrders(c.var.deps, query),
  );
  for (const type of ["buy", "sell"] as const) {
    api.route(
      {
        method: "get",
        paths: [`/users/getorder${type}`],
        tag,
        access: administrators,
        summary: `One investor's ${type} orders in a fund (user_id required; loai 0, tinhtrang all, page, limit, from/to, q as GET /order), newest first.`,
        query: userOrdersQuery,
        response: orderList,
      },
      async ({ query, c }) => adminOrderList(c.var.deps, { ...query, type }),
    );
  }
}

import {
  getOrderOrderafff,
  getOrderUserAff,
  getOrderUserAffadmin,
  getOrderUserAffadminindex,
  getUsersAff,
  getUsersAffExport,
  getUsersAffSettings,
  getUsersGetorderaff,
  getUsersGetorderbuy,
  getUsersGetordersell,
  postUsersAffReverseId,
  putUsersAffSettings,
} from "#contracts/referrals.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { xlsxHeaders } from "#server/lib/xlsx.ts";
import { adminOrderList } from "#server/modules/funds/index.ts";
import { referralRate, reverseCommission, saveReferralRate } from "./referrals.service.ts";
import { adminCommissions, affiliateOrders, affiliateUsers, myAffiliate, myCommissions, referralsWorkbook, referrerIndex } from "./views.service.ts";

/**
 * The referral programme's calls (spec §7: Orders (user) aff calls and Users aff calls; docs/referrals.md).
 * Registered before `/order/:id` and `/users/:id`, so their static paths win.
 */
export function referralRoutes(api: ApiRouter) {
  api.handle(getOrderUserAff, async ({ user, c }) => ({ data: await myAffiliate(c.var.deps, user.id, c.var.locale) }));
  api.handle(getOrderOrderafff, async ({ query, user, c }) => myCommissions(c.var.deps, user.id, query));
  api.handle(getOrderUserAffadmin, async ({ query, c }) => adminCommissions(c.var.deps, query));
  api.handle(getOrderUserAffadminindex, async ({ query, c }) => referrerIndex(c.var.deps, query));
  api.handle(getUsersAff, async ({ query, c }) => affiliateUsers(c.var.deps, query));
  api.handle(getUsersAffSettings, async ({ c }) => ({ data: await referralRate(c.var.deps) }));
  api.handle(putUsersAffSettings, async ({ body, user, c }) => ({
    data: await saveReferralRate(c.var.deps, user.id, body.commission_bps),
    messageKey: "referrals.rateSaved",
  }));
  api.handle(postUsersAffReverseId, async ({ params, body, user, c }) => ({
    data: await reverseCommission(c.var.deps, user.id, params.id, body.reason),
    messageKey: "referrals.reversed",
  }));
  api.handle(getUsersAffExport, async ({ c }) => c.body(await referralsWorkbook(c.var.deps, c.var.locale), 200, xlsxHeaders("referrals")));
  api.handle(getUsersGetorderaff, async ({ query, c }) => affiliateOrders(c.var.deps, query));
  for (const [operation, type] of [
    [getUsersGetorderbuy, "buy"],
    [getUsersGetordersell, "sell"],
  ] as const) {
    api.handle(operation, async ({ query, c }) => adminOrderList(c.var.deps, { ...query, type }));
  }
}

import { data } from "react-router";
import { getOrderUserAffadminindex, getUsersAff, getUsersGetorderaff, postUsersAffReverseId, putUsersAffSettings } from "#contracts/referrals.operations.ts";
import type { apiClient } from "#web/lib/api.server.ts";
import { unwrap } from "#web/lib/api.server.ts";
import { actionResult as fundsResult } from "#web/lib/action-result.ts";
import { readForm } from "#web/lib/form-input.ts";
import type { FundsActionResult } from "#web/components/ConfirmDialog.tsx";

type Api = ReturnType<typeof apiClient>;
const PER_PAGE = 20;

/** The list's position from the address: the referrers' search and page, and the orders' page. */
export function affiliateFilters(request: Request) {
  const url = new URL(request.url);
  const pageOf = (name: string) => Math.max(1, Math.floor(Number(url.searchParams.get(name))) || 1);
  return { q: (url.searchParams.get("q") ?? "").trim().slice(0, 100), page: pageOf("page"), opage: pageOf("opage") };
}

/** The admin page `users/aff`: totals per referrer (with the rate and the programme's totals), the referred investors' allocated buys, who referred whom. */
export async function loadAffiliates(api: Api, filters: ReturnType<typeof affiliateFilters>) {
  const [index, orders, pairs] = await Promise.all([
    api.call(getOrderUserAffadminindex, { query: { page: filters.page, limit: PER_PAGE, ...(filters.q ? { q: filters.q } : {}) } }),
    api.call(getUsersGetorderaff, { query: { page: filters.opage, limit: PER_PAGE } }),
    api.call(getUsersAff, { query: { limit: 50 } }),
  ]);
  return { index: unwrap(index), orders: unwrap(orders), pairs: unwrap(pairs).data };
}

/** The page's forms: the rate, and reversing an order's commission (with its reason). */
export async function affiliateAction(api: Api, form: FormData): Promise<FundsActionResult & { intent: string }> {
  const intent = String(form.get("intent"));
  if (intent === "rate") return { intent, ...fundsResult(await api.call(putUsersAffSettings, { body: readForm(form, putUsersAffSettings.body) })) };
  if (intent === "reverse")
    return {
      intent,
      ...fundsResult(
        await api.call(postUsersAffReverseId, { params: readForm(form, postUsersAffReverseId.params), body: readForm(form, postUsersAffReverseId.body) }),
      ),
    };
  throw data(null, { status: 400 });
}

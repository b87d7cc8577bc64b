import { data } from "react-router";
import { deleteOrderId, putFundsSettings, putOrderAdminBackdatedId, putOrderId } from "#contracts/funds-orders.operations.ts";
import { navValues } from "#contracts/fund-nav.ts";
import { deleteFundsHolidaysDate, deleteHieuquaId, postFundsHolidays, postHieuqua, putHieuquaId } from "#contracts/funds.operations.ts";
import { TINHTRANG } from "#domain/fund-orders.ts";
import type { apiClient } from "#web/lib/api.server.ts";
import { actionResult } from "#web/lib/action-result.ts";
import type { FundsActionResult } from "#web/components/ConfirmDialog.tsx";
import { listStates, type FundType } from "#web/routing/fund-pages.ts";
import { readForm } from "#web/lib/form-input.ts";
import { pageNumber } from "#web/lib/page-number.ts";

type Api = ReturnType<typeof apiClient>;

/** The fund pages' name for the one form answer (FundsActionResult is the same shape). */
export const fundsResult = actionResult;

/**
 * The NAV page's forms: publish, correct, delete. A NAV that priced orders is refused by the API (409), shown as is.
 * The fund is the page's.
 */
export async function navAction(api: Api, form: FormData, loai: FundType): Promise<FundsActionResult & { intent: string }> {
  const intent = String(form.get("intent"));
  const body = () => ({ ...readForm(form, navValues), loai });
  if (intent === "create") return { intent, ...fundsResult(await api.call(postHieuqua, { body: body() })) };
  if (intent === "update") return { intent, ...fundsResult(await api.call(putHieuquaId, { params: readForm(form, putHieuquaId.params), body: body() })) };
  if (intent === "delete") return { intent, ...fundsResult(await api.call(deleteHieuquaId, { params: readForm(form, deleteHieuquaId.params) })) };
  throw data(null, { status: 400 });
}

/** The fund rules page's forms: save the rules (after the confirmation), add a holiday, remove one. */
export async function fundRulesAction(api: Api, form: FormData): Promise<FundsActionResult & { intent: string }> {
  const intent = String(form.get("intent"));
  if (intent === "settings") return { intent, ...fundsResult(await api.call(putFundsSettings, { body: readForm(form, putFundsSettings.body) })) };
  if (intent === "holiday-add") return { intent, ...fundsResult(await api.call(postFundsHolidays, { body: readForm(form, postFundsHolidays.body) })) };
  if (intent === "holiday-delete")
    return { intent, ...fundsResult(await api.call(deleteFundsHolidaysDate, { params: readForm(form, deleteFundsHolidaysDate.params) })) };
  throw data(null, { status: 400 });
}

/**
 * The order decisions (spec: `PUT /order/{id}` with ctrl), a second administrator's decision on a back-dated paper
 * order, and deleting an order before it is priced.
 */
export async function orderDecision(api: Api, form: FormData): Promise<FundsActionResult> {
  const intent = String(form.get("intent"));
  if (intent === "move") return fundsResult(await api.call(putOrderId, { params: readForm(form, putOrderId.params), body: readForm(form, putOrderId.body) }));
  if (intent === "backdate")
    return fundsResult(
      await api.call(putOrderAdminBackdatedId, {
        params: readForm(form, putOrderAdminBackdatedId.params),
        body: readForm(form, putOrderAdminBackdatedId.body),
      }),
    );
  if (intent === "delete") return fundsResult(await api.call(deleteOrderId, { params: readForm(form, deleteOrderId.params) }));
  throw data(null, { status: 400 });
}

/** The orders list's filters from the address, bounded like the API's query (spec defaults: page 1, state 1). */
export function orderFilters(request: Request, type: "buy" | "sell") {
  const url = new URL(request.url);
  const requested = url.searchParams.get("tinhtrang") ?? String(TINHTRANG.pending);
  const tinhtrang =
    requested === "all"
      ? "all"
      : ((listStates[type] as readonly number[]).find((state) => String(state) === requested)?.toString() ?? String(TINHTRANG.pending));
  const day = (name: string) => (/^\d{4}-\d{2}-\d{2}$/.test(url.searchParams.get(name) ?? "") ? url.searchParams.get(name)! : "");
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = pageNumber(url.searchParams.get("page"));
  return { tinhtrang, q, from: day("from"), to: day("to"), page };
}

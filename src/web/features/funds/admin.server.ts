import { data } from "react-router";
import { deleteOrderId, putFundsSettings, putOrderAdminBackdatedId, putOrderId } from "#contracts/funds-orders.operations.ts";
import type { offlineOrderInput } from "#contracts/funds.ts";
import { deleteFundsHolidaysDate, deleteHieuquaId, postFundsHolidays, postHieuqua, putHieuquaId } from "#contracts/funds.operations.ts";
import type { Locale } from "#contracts/locale.ts";
import type { z } from "#contracts/zod.ts";
import { formatHundredths } from "#domain/fund-money.ts";
import { CTRL, TINHTRANG } from "#domain/fund-orders.ts";
import type { apiClient } from "#web/lib/api.server.ts";
import { actionResult } from "#web/lib/action-result.ts";
import { fromVietnamLocalInput } from "#web/lib/locale.ts";
import type { FundsActionResult } from "#web/components/ConfirmDialog.tsx";
import { listStates } from "#web/routing/fund-pages.ts";
import { readForm } from "#web/lib/form-input.ts";
import { parseUnits } from "#web/lib/fund-format.ts";
import { pageNumber } from "#web/lib/page-number.ts";

type Api = ReturnType<typeof apiClient>;

/** The fund pages' name for the one form answer (FundsActionResult is the same shape). */
export const fundsResult = actionResult;

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
const idOf = (form: FormData) => Number(text(form, "id")) || 0;

/** A number with two decimals as typed in the page's language, sent to the API as exact text ("10523.45"). */
function decimalField(value: string, locale: Locale): string | undefined {
  if (value === "") return undefined;
  const parsed = parseUnits(value, locale);
  return parsed === undefined ? value : formatHundredths(parsed);
}

const wholeVnd = (value: string) => (value === "" ? undefined : /^[\d.,\s]+$/.test(value) ? Number(value.replace(/\D/g, "")) : value);

/** The NAV form's fields as the API reads them. */
function navBody(form: FormData, loai: number, locale: Locale) {
  return {
    loai,
    date_create: text(form, "date_create"),
    giatri1: decimalField(text(form, "giatri1"), locale) ?? "",
    giatri2: wholeVnd(text(form, "giatri2")) ?? null,
    giatri3: decimalField(text(form, "giatri3"), locale) ?? null,
  };
}

/** The NAV page's forms: publish, correct, delete. A NAV that priced orders is refused by the API (409), shown as is. */
export async function navAction(api: Api, form: FormData, loai: number, locale: Locale): Promise<FundsActionResult & { intent: string }> {
  const intent = text(form, "intent");
  if (intent === "create") return { intent, ...fundsResult(await api.call(postHieuqua, { body: navBody(form, loai, locale) })) };
  if (intent === "update") return { intent, ...fundsResult(await api.call(putHieuquaId, { params: { id: idOf(form) }, body: navBody(form, loai, locale) })) };
  if (intent === "delete") return { intent, ...fundsResult(await api.call(deleteHieuquaId, { params: { id: idOf(form) } })) };
  throw data(null, { status: 400 });
}

/** The fund rules page's forms: save the rules (after the confirmation), add a holiday, remove one. */
export async function fundRulesAction(api: Api, form: FormData): Promise<FundsActionResult & { intent: string }> {
  const intent = text(form, "intent");
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
  const intent = text(form, "intent");
  const id = idOf(form);
  if (intent === "backdate-approve" || intent === "backdate-refuse") {
    const reason = text(form, "reason");
    return fundsResult(
      await api.call(putOrderAdminBackdatedId, {
        params: { id },
        body: { decision: intent === "backdate-approve" ? "approve" : "refuse", ...(reason ? { reason } : {}) },
      }),
    );
  }
  const ctrl = { approve: CTRL.approve, pay: CTRL.pay, cancel: CTRL.cancel }[intent];
  if (ctrl !== undefined) {
    const reason = text(form, "reason");
    return fundsResult(await api.call(putOrderId, { params: { id }, body: { ctrl, ...(ctrl === CTRL.cancel && reason ? { reason } : {}) } }));
  }
  if (intent === "delete") return fundsResult(await api.call(deleteOrderId, { params: { id } }));
  throw data(null, { status: 400 });
}

/**
 * A paper buy's fields (`addorder` / `updateorder`). A new one was received when saved unless "received earlier" is
 * ticked: then the time typed (Vietnam time) and the reason go along. An edit sends the stored time back unchanged.
 */
export function offlineOrderBody(form: FormData, loai: number, locale: Locale): z.input<typeof offlineOrderInput> {
  const stored = text(form, "stored_date_create");
  const typed = text(form, "date_create");
  const earlier = form.get("received_earlier") !== null;
  return {
    user_id: Number(text(form, "user_id")) || text(form, "user_id"),
    userid: Number(text(form, "user_id")) || undefined,
    loai,
    giatri: wholeVnd(text(form, "giatri")) ?? "",
    type: "buy",
    date_create: stored || (earlier ? fromVietnamLocalInput(typed) : undefined),
    reason: earlier ? text(form, "reason") : undefined,
    price: decimalField(text(form, "price"), locale) ?? null,
    model: decimalField(text(form, "model"), locale) ?? null,
  };
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

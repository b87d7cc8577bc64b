import { data, redirect, type RouterContextProvider } from "react-router";
import { getPerformanceMine } from "#contracts/funds-data.operations.ts";
import {
  getFundsSettings,
  getOrderHistory,
  getOrderHistoryservice,
  getOrderIdPayment,
  getOrderListhd,
  postOrder,
  putOrderId,
} from "#contracts/funds-orders.operations.ts";
import { getFundsHolidays } from "#contracts/funds.operations.ts";
import type { z } from "#contracts/zod.ts";
import type { orderPlaced } from "#contracts/funds.ts";
import { kycFields, type KycField } from "#contracts/profile.ts";
import { vietnamDate } from "#domain/fund-dealing.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { serverFieldErrors } from "#web/lib/forms.ts";
import { landingPage, loadProfile } from "#web/lib/session.server.ts";
import { localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import { fundTypes } from "#web/routing/fund-pages.ts";
import { readForm } from "#web/lib/form-input.ts";
import { saleConfirmation } from "./sale-confirmation.ts";

type Api = ReturnType<typeof apiClient>;

/** The investor's page is for investors: other roles of the user area go to their own page (the API would answer 403). */
export async function investorApi(context: Readonly<RouterContextProvider>, request: Request) {
  const locale = localeOfRequest(request);
  const user = await loadProfile(context, locale);
  if (user && user.role !== "investor") throw redirect(pathTo(locale, landingPage[user.role]));
  return { api: apiClient(context, locale), locale };
}

/** Everything the page shows: each fund's position and latest NAV, the lots, the orders, and the rules of the estimate. */
export async function loadInvestorPage(api: Api) {
  const today = vietnamDate(new Date());
  const [holdings, lots, history, rules, holidays, ...performance] = await Promise.all([
    api.call(getOrderHistoryservice),
    api.call(getOrderListhd),
    api.call(getOrderHistory, { query: { limit: 200 } }),
    api.call(getFundsSettings),
    api.call(getFundsHolidays, { query: { from: today } }),
    ...fundTypes.map((loai) => api.call(getPerformanceMine, { query: { loai } })),
  ]);
  return {
    holdings: unwrap(holdings),
    lots: unwrap(lots),
    history: unwrap(history).data,
    performance: performance.map(unwrap),
    rules: { ...unwrap(rules), holidays: unwrap(holidays).map((holiday) => holiday.date) },
    // The estimate's dealing day is computed for this instant on the server and in the browser alike.
    now: new Date().toISOString(),
    // A new key per page view: a retried or double-clicked submission of this form never places a second order.
    idempotencyKey: crypto.randomUUID(),
  };
}

/**
 * The payment instructions of one awaiting buy (`?order=<id>` on the investor's page, linked from the history), so
 * an investor who did not pay right after buying can see them, and the VietQR code, again. An order that no longer
 * waits (paid, cancelled, another's) shows the API's message instead.
 */
export async function loadAwaitingPayment(api: Api, url: URL) {
  const id = Number(url.searchParams.get("order"));
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const result = await api.call(getOrderIdPayment, { params: { id } });
  return result.ok ? { ok: true as const, ...result.data } : { ok: false as const, message: result.error.message };
}

export type InvestorActionResult = {
  intent: "buy" | "sell" | "confirm";
  ok: boolean;
  message: string;
  fieldErrors: Record<string, string>;
  /** KYC fields the API says are missing (its 422). */
  missing?: KycField[];
  placed?: z.infer<typeof orderPlaced>;
};

const isKycField = (path: string): path is KycField => (kycFields as readonly string[]).includes(path);

function failure(intent: InvestorActionResult["intent"], result: { status: number; error: Parameters<typeof serverFieldErrors>[0] }): InvestorActionResult {
  const paths = (result.error.details ?? []).map((detail) => detail.path);
  const missing = result.status === 422 && paths.length > 0 && paths.every(isKycField) ? (paths as KycField[]) : undefined;
  // The funds not open for sale (details on the fund rules, not on a field of the form): the message says it all.
  const fieldErrors = missing || paths.some((path) => path.startsWith("fund_rules.")) ? {} : serverFieldErrors(result.error);
  return { intent, ok: false, message: result.error.message, fieldErrors, ...(missing ? { missing } : {}) };
}

/**
 * The page's three forms, told apart by `intent`: buy and sell (`POST /order`, its body's option named by `type`) and
 * the sale's confirmation code. The Idempotency-Key header is the form's key for this page view.
 */
export async function investorAction(api: Api, form: FormData): Promise<InvestorActionResult> {
  const intent = form.get("intent");
  const headers = { "idempotency-key": String(form.get("idempotency_key") ?? "").slice(0, 100) };
  if (intent === "buy" || intent === "sell") {
    const result = await api.call(postOrder, { body: readForm(form, postOrder.body), headers });
    return result.ok ? { intent, ok: true, message: result.message ?? "", fieldErrors: {}, placed: result.data } : failure(intent, result);
  }
  if (intent === "confirm") {
    const result = await api.call(putOrderId, { params: readForm(form, putOrderId.params), body: readForm(form, saleConfirmation) });
    return result.ok ? { intent, ok: true, message: result.message ?? "", fieldErrors: {} } : failure(intent, result);
  }
  throw data(null, { status: 400 });
}

import { z } from "zod";
import { adminOrderQuery, backdateDecision, fundSettings, fundSettingsView, offlineOrderInput, orderDeleted, orderList, orderUpdate, orderView } from "#contracts/funds.ts";
import { successBody } from "#contracts/envelope.ts";
import { idParams } from "#contracts/path-params.ts";
import type { Ctrl } from "#domain/fund-orders.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { ApiError } from "#server/http/errors.ts";
import { fundRules, saveFundSettings, toFundSettingsView } from "./fund-settings.service.ts";
import { decideBackdated, listAwaitingBackdated } from "./backdating.service.ts";
import { addOfflineOrder, updateOfflineOrder } from "./offline.service.ts";
import { toOrderView } from "./order-view.ts";
import { confirmSale } from "./sell.service.ts";
import { deleteOrder, moveOrder } from "./transitions.service.ts";
import { ordersWorkbook } from "./orders-export.ts";
import { adminOrderList, orderDetail } from "./views.service.ts";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const exportQuery = adminOrderQuery.extend({ limit: z.coerce.number().int().min(1).max(5000).default(5000) });

const administrators = ["administrator"] as const;
const tag = "Funds: orders";

/** The administrators' order calls (spec §7, Orders (admin)), the sale confirmation, and the fund rules. */
export function orderRoutes(api: ApiRouter) {
  api.route(
    {
      method: "get",
      paths: ["/funds/settings"],
      tag,
      access: "public",
      summary: "The fund rules: buy fee and sell-fee schedule by holding days (basis points), cut-off (HH:MM Vietnam time), minimum buy (VND), the bank account investors pay to (the bank by its NAPAS BIN, `bank_bin`, with its name from the list in the request's language, `bank_name`; `bank_unmatched`: a bank name typed before the list that named no bank, to be replaced by a pick), and `missing`: the rules still to set before the funds are open for sale (buying answers 422 until it is empty).",
      response: successBody(fundSettingsView),
    },
    async ({ c }) => ({ data: toFundSettingsView(await fundRules(c.var.deps.db), c.var.locale) }),
  );
  api.route(
    {
      method: "put",
      paths: ["/funds/settings"],
      tag,
      access: administrators,
      summary: "Change the fund rules (buy fee at most 500 bps, sell fees at most 300 bps; `bank_bin` one of the list of Vietnamese banks or empty, `bank_account` letters and digits, at most 19: 400 otherwise). Orders keep the fee of when they were placed; a sale's fee is read from the schedule when it is priced.",
      body: fundSettings,
      response: successBody(fundSettingsView),
    },
    async ({ body, user, c }) => ({ data: await saveFundSettings(c.var.deps, user.id, body, c.var.locale), messageKey: "funds.settings.saved" }),
  );
  api.route(
    {
      method: "get",
      paths: ["/order"],
      tag,
      access: administrators,
      summary: "Orders of a fund, newest first: page (1), limit (20), loai (0), tinhtrang (1, or all), type (sell, buy or all), user_id, from/to (trade dates), q (reference or investor). Answers data, current_page and totalOrder.",
      query: adminOrderQuery,
      response: orderList,
    },
    async ({ query, c }) => adminOrderList(c.var.deps, query),
  );
  api.route(
    {
      method: "post",
      paths: ["/order/admin/addorder"],
      tag,
      access: administrators,
      summary:
        "Record a buy taken on paper ({user_id, loai, giatri, type: buy, date_create: when the instruction was received (default now), reason; price and model optional checks}). The time may go back to the previous dealing day's cut-off at most (422 otherwise); earlier than the minute it is recorded in, it needs a reason and waits, pending, for a second administrator (PUT /order/admin/backdated/{id}); otherwise it starts approved. It is priced at the first NAV dated after its trade date and published after it was recorded.",
      body: offlineOrderInput,
      response: successBody(orderView),
      status: 201,
      errors: ["NOT_FOUND", "FORBIDDEN", "UNPROCESSABLE"],
    },
    async ({ body, user, c }) => ({ data: toOrderView(await addOfflineOrder(c.var.deps, user.id, body)), messageKey: "funds.order.saved" }),
  );
  api.route(
    {
      method: "put",
      paths: ["/order/admin/updateorder/:id"],
      tag,
      access: administrators,
      summary: "Correct the investor or amount of a buy before it is priced (same body as addorder; the spec's userid is accepted for user_id). date_create, when sent, must be the stored time: an order's time is never moved (422). A priced order is 409.",
      params: idParams,
      body: offlineOrderInput,
      response: successBody(orderView),
      errors: ["NOT_FOUND", "CONFLICT", "UNPROCESSABLE"],
    },
    async ({ params, body, user, c }) => ({ data: toOrderView(await updateOfflineOrder(c.var.deps, user.id, params.id, body)), messageKey: "funds.order.saved" }),
  );
  api.route(
    {
      method: "get",
      paths: ["/order/admin/backdated"],
      tag,
      access: administrators,
      summary: "Back-dated paper orders waiting for a second administrator's approval, oldest first, with their investors.",
      response: successBody(z.array(orderView)),
    },
    async ({ c }) => ({ data: (await listAwaitingBackdated(c.var.deps)).map((row) => toOrderView(row)) }),
  );
  api.route(
    {
      method: "put",
      paths: ["/order/admin/backdated/:id"],
      tag,
      access: administrators,
      summary: "A second administrator approves a back-dated paper order (it is dealt from the time received and priced at a NAV published after it was recorded) or refuses it (it is cancelled, with the reason). The administrator who recorded it cannot decide (422: four eyes); an order not awaiting a decision is 409.",
      params: idParams,
      body: backdateDecision,
      response: successBody(orderView),
      errors: ["NOT_FOUND", "CONFLICT", "UNPROCESSABLE"],
    },
    async ({ params, body, user, c }) => ({ data: toOrderView(await decideBackdated(c.var.deps, user.id, params.id, body)), messageKey: `funds.backdate.${body.decision}d` }),
  );
  api.route(
    {
      method: "get",
      paths: ["/order/admin/exportorder"],
      tag,
      access: administrators,
      summary: "The orders the list's filters select (page of up to 5000, same filters as GET /order) as a spreadsheet (.xlsx) with VND and unit formats.",
      query: exportQuery,
      response: z.string(),
      responseTypes: [XLSX],
    },
    async ({ query, c }) =>
      c.body(await ordersWorkbook(c.var.deps, query, c.var.locale), 200, {
        "Content-Type": XLSX,
        "Content-Disposition": `attachment; filename="orders-${query.loai === 0 ? "tstt" : "tsbv"}-page-${query.page}.xlsx"`,
      }),
  );
  api.route(
    { method: "get", paths: ["/order/:id"], tag, access: ["administrator", "investor"], summary: "One order (an investor sees only their own; anyone else's is 404).", params: idParams, response: successBody(orderView), errors: ["NOT_FOUND"] },
    async ({ params, user, c }) => ({ data: await orderDetail(c.var.deps, user, params.id) }),
  );
  api.route(
    {
      method: "put",
      paths: ["/order/:id"],
      tag,
      access: ["administrator", "investor"],
      summary: "An administrator moves the order with ctrl (2 approve, 4 mark a priced sale paid, 5 cancel, with an optional reason); the investor confirms their sale with its 6-digit code. Any other move is 409 (docs/glossary.md).",
      params: idParams,
      body: orderUpdate,
      response: successBody(orderView),
      errors: ["NOT_FOUND", "CONFLICT", "UNPROCESSABLE"],
    },
    async ({ params, body, user, c }) => {
      const deps = c.var.deps;
      if (user.role === "administrator") {
        if (body.ctrl === undefined) throw new ApiError("VALIDATION_FAILED", { details: [{ path: "ctrl", messageKey: "funds.validation.ctrl" }] });
        return { data: toOrderView(await moveOrder(deps, user.id, params.id, body.ctrl as Ctrl, body.reason)), messageKey: `funds.order.moved.${body.ctrl}` };
      }
      if (body.code === undefined) throw new ApiError("VALIDATION_FAILED", { details: [{ path: "code", messageKey: "funds.validation.code" }] });
      return { data: toOrderView(await confirmSale(deps, user.id, params.id, body.code)), messageKey: "funds.order.saleConfirmed" };
    },
  );
  api.route(
    { method: "delete", paths: ["/order/:id"], tag, access: administrators, summary: "Delete a buy that is not priced yet (a sale is cancelled with ctrl 5 instead; a priced order stays: 409).", params: idParams, response: successBody(orderDeleted), errors: ["NOT_FOUND", "CONFLICT"] },
    async ({ params, user, c }) => ({ data: await deleteOrder(c.var.deps, user.id, params.id), messageKey: "funds.order.deleted" }),
  );
}

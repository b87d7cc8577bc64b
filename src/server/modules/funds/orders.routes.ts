import {
  deleteOrderId,
  getFundsSettings,
  getOrder,
  getOrderAdminBackdated,
  getOrderAdminExportorder,
  getOrderId,
  postOrderAdminAddorder,
  putFundsSettings,
  putOrderAdminBackdatedId,
  putOrderAdminUpdateorderId,
  putOrderId,
} from "#contracts/funds-orders.operations.ts";
import { XLSX_TYPE } from "#contracts/media-types.ts";
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

/** The administrators' order calls (spec §7, Orders (admin)), the sale confirmation, and the fund rules. */
export function orderRoutes(api: ApiRouter) {
  api.handle(getFundsSettings, async ({ c }) => ({ data: toFundSettingsView(await fundRules(c.var.deps.db), c.var.locale) }));
  api.handle(putFundsSettings, async ({ body, user, c }) => ({
    data: await saveFundSettings(c.var.deps, user.id, body, c.var.locale),
    messageKey: "funds.settings.saved",
  }));
  api.handle(getOrder, async ({ query, c }) => adminOrderList(c.var.deps, query));
  api.handle(postOrderAdminAddorder, async ({ body, user, c }) => ({
    data: toOrderView(await addOfflineOrder(c.var.deps, user.id, body)),
    messageKey: "funds.order.saved",
  }));
  api.handle(putOrderAdminUpdateorderId, async ({ params, body, user, c }) => ({
    data: toOrderView(await updateOfflineOrder(c.var.deps, user.id, params.id, body)),
    messageKey: "funds.order.saved",
  }));
  api.handle(getOrderAdminBackdated, async ({ c }) => ({ data: (await listAwaitingBackdated(c.var.deps)).map((row) => toOrderView(row)) }));
  api.handle(putOrderAdminBackdatedId, async ({ params, body, user, c }) => ({
    data: toOrderView(await decideBackdated(c.var.deps, user.id, params.id, body)),
    messageKey: `funds.backdate.${body.decision}d`,
  }));
  api.handle(getOrderAdminExportorder, async ({ query, c }) =>
    c.body(await ordersWorkbook(c.var.deps, query, c.var.locale), 200, {
      "Content-Type": XLSX_TYPE,
      "Content-Disposition": `attachment; filename="orders-${query.loai === 0 ? "tstt" : "tsbv"}-page-${query.page}.xlsx"`,
    }),
  );
  api.handle(getOrderId, async ({ params, user, c }) => ({ data: await orderDetail(c.var.deps, user, params.id) }));
  api.handle(putOrderId, async ({ params, body, user, c }) => {
    const deps = c.var.deps;
    if (user.role === "administrator") {
      if (body.ctrl === undefined) throw new ApiError("VALIDATION_FAILED", { details: [{ path: "ctrl", messageKey: "funds.validation.ctrl" }] });
      return { data: toOrderView(await moveOrder(deps, user.id, params.id, body.ctrl as Ctrl, body.reason)), messageKey: `funds.order.moved.${body.ctrl}` };
    }
    if (body.code === undefined) throw new ApiError("VALIDATION_FAILED", { details: [{ path: "code", messageKey: "funds.validation.code" }] });
    return { data: toOrderView(await confirmSale(deps, user.id, params.id, body.code)), messageKey: "funds.order.saleConfirmed" };
  });
  api.handle(deleteOrderId, async ({ params, user, c }) => ({ data: await deleteOrder(c.var.deps, user.id, params.id), messageKey: "funds.order.deleted" }));
}

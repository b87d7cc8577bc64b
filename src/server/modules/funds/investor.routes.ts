import {
  getOrderHistory,
  getOrderHistoryservice,
  getOrderIdPayment,
  getOrderListhd,
  getOrderOrdersell,
  postOrder,
} from "#contracts/funds-orders.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { awaitingPayment, placeOrder } from "./orders.service.ts";
import { holdings, lots, orderHistory, sellOrders } from "./views.service.ts";

/** The investor's calls (spec §7, Orders (user)). Registered before `/order/:id` so their static paths win. */
export function investorOrderRoutes(api: ApiRouter) {
  api.handle(postOrder, async ({ body, user, c }) => ({
    data: await placeOrder(c.var.deps, user.id, body, c.var.locale, c.req.header("idempotency-key")),
    messageKey: body.type === "buy" ? "funds.order.buyPlaced" : "funds.order.sellRequested",
  }));
  api.handle(getOrderIdPayment, async ({ params, user, c }) => ({ data: await awaitingPayment(c.var.deps, user.id, params.id, c.var.locale) }));
  api.handle(getOrderHistory, async ({ query, user, c }) => orderHistory(c.var.deps, user.id, query));
  api.handle(getOrderHistoryservice, async ({ user, c }) => ({ data: await holdings(c.var.deps, user.id) }));
  api.handle(getOrderOrdersell, async ({ query, user, c }) => ({ data: await sellOrders(c.var.deps, user.id, query) }));
  api.handle(getOrderListhd, async ({ query, user, c }) => ({ data: await lots(c.var.deps, user.id, query.loai) }));
}

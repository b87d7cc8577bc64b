import { z } from "zod";
import { fundHolding, historyQuery, lotView, orderInput, orderPayment, orderPlaced, orderView, sellListQuery } from "#contracts/funds.ts";
import { idParams } from "#contracts/path-params.ts";
import { listBody, successBody } from "#contracts/envelope.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { awaitingPayment, placeOrder } from "./orders.service.ts";
import { holdings, lots, orderHistory, sellOrders } from "./views.service.ts";

const investors = ["investor"] as const;
const tag = "Funds: orders";

/** The investor's calls (spec §7, Orders (user)). Registered before `/order/:id` so their static paths win. */
export function investorOrderRoutes(api: ApiRouter) {
  api.route(
    {
      method: "post",
      paths: ["/order"],
      tag,
      access: investors,
      summary:
        "Buy ({loai, giatri, type: buy, soluongban: 0}: integer VND, at least the minimum; answers with the bank-transfer instructions and the order's reference) or request a sale ({loai, soluongban: units with two decimals, order_id: the lot, type: sell}: the units are reserved at once and a 6-digit code is sent by SMS and e-mail; confirm with PUT /order/{id}). Needs an activated account and complete KYC (422 lists the missing fields in details). Send an Idempotency-Key header: a retry answers with the same order (replayed: true).",
      body: orderInput,
      response: successBody(orderPlaced),
      status: 201,
      errors: ["FORBIDDEN", "NOT_FOUND", "CONFLICT", "UNPROCESSABLE"],
    },
    async ({ body, user, c }) => ({
      data: await placeOrder(c.var.deps, user.id, body, c.var.locale, c.req.header("idempotency-key")),
      messageKey: body.type === "buy" ? "funds.order.buyPlaced" : "funds.order.sellRequested",
    }),
  );
  api.route(
    {
      method: "get",
      paths: ["/order/:id/payment"],
      tag,
      access: investors,
      summary:
        "How to pay one of the investor's own buys that waits for its transfer (pending, placed online): the same payment instructions and VietQR code as the answer to POST /order. Another's order or a sale is 404; an order no longer waiting for a transfer is 409.",
      params: idParams,
      response: successBody(orderPayment),
      errors: ["NOT_FOUND", "CONFLICT"],
    },
    async ({ params, user, c }) => ({ data: await awaitingPayment(c.var.deps, user.id, params.id, c.var.locale) }),
  );
  api.route(
    { method: "get", paths: ["/order/history"], tag, access: investors, summary: "The investor's own orders, newest first, paged (optionally one fund).", query: historyQuery, response: listBody(orderView) },
    async ({ query, user, c }) => orderHistory(c.var.deps, user.id, query),
  );
  api.route(
    {
      method: "get",
      paths: ["/order/historyservice"],
      tag,
      access: investors,
      summary: "The investor's position in each fund: units and reserved units (sums of the unit ledger), latest NAV, value, cost and gain in VND.",
      response: successBody(z.array(fundHolding)),
    },
    async ({ user, c }) => ({ data: await holdings(c.var.deps, user.id) }),
  );
  api.route(
    { method: "get", paths: ["/order/ordersell"], tag, access: investors, summary: "The investor's sell orders in a fund (loai, default 0), newest first (limit 1000).", query: sellListQuery, response: successBody(z.array(orderView)) },
    async ({ query, user, c }) => ({ data: await sellOrders(c.var.deps, user.id, query) }),
  );
  api.route(
    {
      method: "get",
      paths: ["/order/listhd"],
      tag,
      access: investors,
      summary: "The investor's purchase lots (allocated buys, each with a buy contract) with the units left and reserved, and their priced sales (each with a sell contract).",
      query: z.object({ loai: historyQuery.shape.loai }),
      response: successBody(z.array(lotView)),
    },
    async ({ query, user, c }) => ({ data: await lots(c.var.deps, user.id, query.loai) }),
  );
}

import { listBody, successBody } from "./envelope.ts";
import {
  adminOrderQuery,
  backdateDecision,
  fundHolding,
  fundSettings,
  fundSettingsView,
  historyQuery,
  lotView,
  offlineOrderInput,
  orderDeleted,
  orderInput,
  orderList,
  orderPayment,
  orderPlaced,
  orderUpdate,
  orderView,
  sellListQuery,
} from "./funds.ts";
import { XLSX_TYPE } from "./media-types.ts";
import { defineOperation } from "./operation.ts";
import { idParams } from "./path-params.ts";
import { z } from "./zod.ts";

// Spec §7, Orders (user) and Orders (admin), the sale confirmation and the fund rules. The investor's operations are
// bound before `/order/:id` so their static paths win.

const common = { tag: "Funds: orders" } as const;
const investors = ["investor"] as const;
const administrators = ["administrator"] as const;

export const postOrder = defineOperation({
  ...common,
  method: "post",
  paths: ["/order"],
  access: investors,
  summary:
    "Buy ({loai, giatri, type: buy, soluongban: 0}: integer VND, at least the minimum; answers with the bank-transfer instructions and the order's reference) or request a sale ({loai, soluongban: units with two decimals, order_id: the lot, type: sell}: the units are reserved at once and a 6-digit code is sent by SMS and e-mail; confirm with PUT /order/{id}). Needs an activated account and complete KYC (422 lists the missing fields in details). Send an Idempotency-Key header: a retry answers with the same order (replayed: true).",
  body: orderInput,
  response: successBody(orderPlaced),
  status: 201,
  errors: ["FORBIDDEN", "NOT_FOUND", "CONFLICT", "UNPROCESSABLE"],
});

export const getOrderIdPayment = defineOperation({
  ...common,
  method: "get",
  paths: ["/order/:id/payment"],
  access: investors,
  summary:
    "How to pay one of the investor's own buys that waits for its transfer (pending, placed online): the same payment instructions and VietQR code as the answer to POST /order. Another's order or a sale is 404; an order no longer waiting for a transfer is 409.",
  params: idParams,
  response: successBody(orderPayment),
  errors: ["NOT_FOUND", "CONFLICT"],
});

export const getOrderHistory = defineOperation({
  ...common,
  method: "get",
  paths: ["/order/history"],
  access: investors,
  summary: "The investor's own orders, newest first, paged (optionally one fund).",
  query: historyQuery,
  response: listBody(orderView),
});

export const getOrderHistoryservice = defineOperation({
  ...common,
  method: "get",
  paths: ["/order/historyservice"],
  access: investors,
  summary: "The investor's position in each fund: units and reserved units (sums of the unit ledger), latest NAV, value, cost and gain in VND.",
  response: successBody(z.array(fundHolding)),
});

export const getOrderOrdersell = defineOperation({
  ...common,
  method: "get",
  paths: ["/order/ordersell"],
  access: investors,
  summary: "The investor's sell orders in a fund (loai, default 0), newest first (limit 1000).",
  query: sellListQuery,
  response: successBody(z.array(orderView)),
});

export const getOrderListhd = defineOperation({
  ...common,
  method: "get",
  paths: ["/order/listhd"],
  access: investors,
  summary:
    "The investor's purchase lots (allocated buys, each with a buy contract) with the units left and reserved, and their priced sales (each with a sell contract).",
  query: z.object({ loai: historyQuery.shape.loai }),
  response: successBody(z.array(lotView)),
});

export const getFundsSettings = defineOperation({
  ...common,
  method: "get",
  paths: ["/funds/settings"],
  access: "public",
  summary:
    "The fund rules: buy fee and sell-fee schedule by holding days (basis points), cut-off (HH:MM Vietnam time), minimum buy (VND), the bank account investors pay to (the bank by its NAPAS BIN, `bank_bin`, with its name from the list in the request's language, `bank_name`; `bank_unmatched`: a bank name typed before the list that named no bank, to be replaced by a pick), and `missing`: the rules still to set before the funds are open for sale (buying answers 422 until it is empty).",
  response: successBody(fundSettingsView),
});

export const putFundsSettings = defineOperation({
  ...common,
  method: "put",
  paths: ["/funds/settings"],
  access: administrators,
  summary:
    "Change the fund rules (buy fee at most 500 bps, sell fees at most 300 bps; `bank_bin` one of the list of Vietnamese banks or empty, `bank_account` letters and digits, at most 19: 400 otherwise). Orders keep the fee of when they were placed; a sale's fee is read from the schedule when it is priced.",
  body: fundSettings,
  response: successBody(fundSettingsView),
});

export const getOrder = defineOperation({
  ...common,
  method: "get",
  paths: ["/order"],
  access: administrators,
  summary:
    "Orders of a fund, newest first: page (1), limit (20), loai (0), tinhtrang (1, or all), type (sell, buy or all), user_id, from/to (trade dates), q (reference or investor). Answers data, current_page and totalOrder.",
  query: adminOrderQuery,
  response: orderList,
});

export const postOrderAdminAddorder = defineOperation({
  ...common,
  method: "post",
  paths: ["/order/admin/addorder"],
  access: administrators,
  summary:
    "Record a buy taken on paper ({user_id, loai, giatri, type: buy, date_create: when the instruction was received (default now), reason; price and model optional checks}). The time may go back to the previous dealing day's cut-off at most (422 otherwise); earlier than the minute it is recorded in, it needs a reason and waits, pending, for a second administrator (PUT /order/admin/backdated/{id}); otherwise it starts approved. It is priced at the first NAV dated after its trade date and published after it was recorded.",
  body: offlineOrderInput,
  response: successBody(orderView),
  status: 201,
  errors: ["NOT_FOUND", "FORBIDDEN", "UNPROCESSABLE"],
});

export const putOrderAdminUpdateorderId = defineOperation({
  ...common,
  method: "put",
  paths: ["/order/admin/updateorder/:id"],
  access: administrators,
  summary:
    "Correct the investor or amount of a buy before it is priced (same body as addorder; the spec's userid is accepted for user_id). date_create, when sent, must be the stored time: an order's time is never moved (422). A priced order is 409.",
  params: idParams,
  body: offlineOrderInput,
  response: successBody(orderView),
  errors: ["NOT_FOUND", "CONFLICT", "UNPROCESSABLE"],
});

export const getOrderAdminBackdated = defineOperation({
  ...common,
  method: "get",
  paths: ["/order/admin/backdated"],
  access: administrators,
  summary: "Back-dated paper orders waiting for a second administrator's approval, oldest first, with their investors.",
  response: successBody(z.array(orderView)),
});

export const putOrderAdminBackdatedId = defineOperation({
  ...common,
  method: "put",
  paths: ["/order/admin/backdated/:id"],
  access: administrators,
  summary:
    "A second administrator approves a back-dated paper order (it is dealt from the time received and priced at a NAV published after it was recorded) or refuses it (it is cancelled, with the reason). The administrator who recorded it cannot decide (422: four eyes); an order not awaiting a decision is 409.",
  params: idParams,
  body: backdateDecision,
  response: successBody(orderView),
  errors: ["NOT_FOUND", "CONFLICT", "UNPROCESSABLE"],
});

export const getOrderAdminExportorder = defineOperation({
  ...common,
  method: "get",
  paths: ["/order/admin/exportorder"],
  access: administrators,
  summary: "The orders the list's filters select (page of up to 5000, same filters as GET /order) as a spreadsheet (.xlsx) with VND and unit formats.",
  query: adminOrderQuery.extend({ limit: z.coerce.number().int().min(1).max(5000).default(5000) }),
  response: z.string(),
  responseTypes: [XLSX_TYPE],
});

export const getOrderId = defineOperation({
  ...common,
  method: "get",
  paths: ["/order/:id"],
  access: ["administrator", "investor"],
  summary: "One order (an investor sees only their own; anyone else's is 404).",
  params: idParams,
  response: successBody(orderView),
  errors: ["NOT_FOUND"],
});

export const putOrderId = defineOperation({
  ...common,
  method: "put",
  paths: ["/order/:id"],
  access: ["administrator", "investor"],
  summary:
    "An administrator moves the order with ctrl (2 approve, 4 mark a priced sale paid, 5 cancel, with an optional reason); the investor confirms their sale with its 6-digit code. Any other move is 409 (docs/glossary.md).",
  params: idParams,
  body: orderUpdate,
  response: successBody(orderView),
  errors: ["NOT_FOUND", "CONFLICT", "UNPROCESSABLE"],
});

export const deleteOrderId = defineOperation({
  ...common,
  method: "delete",
  paths: ["/order/:id"],
  access: administrators,
  summary: "Delete a buy that is not priced yet (a sale is cancelled with ctrl 5 instead; a priced order stays: 409).",
  params: idParams,
  response: successBody(orderDeleted),
  errors: ["NOT_FOUND", "CONFLICT"],
});

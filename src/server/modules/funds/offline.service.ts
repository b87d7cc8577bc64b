import type { OfflineOrderInput } from "#contracts/funds.ts";
import { feeOf } from "#domain/fund-money.ts";
import { isEditable, TINHTRANG } from "#domain/fund-orders.ts";
import { allocateBuy } from "#domain/fund-pricing.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { allocateOrder } from "./allocation.service.ts";
import { pricingNav } from "./nav.repo.ts";
import { orderNotFound } from "./order-steps.ts";
import { findOrder, insertOrder, lockOrder, updateOrderFrom, type OrderRow } from "./orders.repo.ts";
import { assertCanTrade, assertMinimumBuy } from "./trade-terms.ts";

/**
 * Orders taken offline (`POST /order/admin/addorder`, `PUT /order/admin/updateorder/{id}`): buys an administrator
 * records after seeing the payment, so they start approved. The same rules apply as online: the investor's KYC,
 * the minimum, the fee, the dealing day of when the investor placed it, the NAV of that day and the ledger. A
 * `price` or `model` sent along must equal what the rules give (the form shows them; the server decides).
 */
async function checkedColumns(deps: Deps, input: OfflineOrderInput) {
  const userId = (input.user_id ?? input.userid)!;
  const placedAt = new Date(input.date_create);
  const { rules, dealing } = await assertCanTrade(deps.db, userId, placedAt);
  assertMinimumBuy(rules, input.giatri);
  if (placedAt > deps.clock.now()) throw new ApiError("UNPROCESSABLE", { messageKey: "funds.offline.future", details: [{ path: "date_create", messageKey: "funds.offline.future" }] });
  if (input.price != null || input.model != null) {
    const nav = await pricingNav(deps.db, input.loai, dealing.tradeDate);
    if (input.price != null && nav?.giatri1 !== input.price) {
      throw new ApiError("UNPROCESSABLE", { messageKey: "funds.offline.priceMismatch", details: [{ path: "price", messageKey: "funds.offline.priceMismatch" }] });
    }
    if (input.model != null && (!nav || allocateBuy(input.giatri, nav.giatri1, rules.buyFeeBps).units !== input.model)) {
      throw new ApiError("UNPROCESSABLE", { messageKey: "funds.offline.modelMismatch", details: [{ path: "model", messageKey: "funds.offline.modelMismatch" }] });
    }
  }
  return {
    user_id: userId,
    loai: input.loai,
    giatri: input.giatri,
    fee: feeOf(input.giatri, rules.buyFeeBps),
    fee_bps: rules.buyFeeBps,
    date_create: placedAt.toISOString(),
    trade_date: dealing.tradeDate,
    dealing_date: dealing.dealingDate,
  };
}

export async function addOfflineOrder(deps: Deps, actorId: number, input: OfflineOrderInput): Promise<OrderRow> {
  const columns = await checkedColumns(deps, input);
  const now = deps.clock.now().toISOString();
  const id = await deps.db.transaction().execute(async (trx) => {
    const id = await insertOrder(trx, { ...columns, type: "buy", tinhtrang: TINHTRANG.approved, source: "offline", locale: "vi", created_by: actorId, approved_at: now, approved_by: actorId, updated_at: now });
    await recordAudit(trx, deps.clock, { actorId, action: "funds.order.addOffline", subject: `fund_order:${id}`, after: columns });
    return id;
  });
  await allocateOrder(deps, id);
  return (await findOrder(deps.db, id))!;
}

export async function updateOfflineOrder(deps: Deps, actorId: number, id: number, input: OfflineOrderInput): Promise<OrderRow> {
  const columns = await checkedColumns(deps, input);
  await deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, deps.database.dialect, id);
    if (!order) throw orderNotFound();
    if (!isEditable(order.type, order.tinhtrang)) throw new ApiError("CONFLICT", { messageKey: "funds.order.pricedKeep" });
    await updateOrderFrom(trx, id, order.tinhtrang, { ...columns, updated_at: deps.clock.now().toISOString() });
    await recordAudit(trx, deps.clock, { actorId, action: "funds.order.updateOffline", subject: `fund_order:${id}`, before: { ...order }, after: columns });
  });
  await allocateOrder(deps, id);
  return (await findOrder(deps.db, id))!;
}

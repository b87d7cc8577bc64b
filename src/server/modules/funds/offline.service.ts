import type { OfflineOrderInput } from "#contracts/funds.ts";
import { receiptOf } from "#domain/fund-backdating.ts";
import { addDays, vietnamDate } from "#domain/fund-dealing.ts";
import { feeOf } from "#domain/fund-money.ts";
import { isEditable, TINHTRANG } from "#domain/fund-orders.ts";
import { allocateBuy } from "#domain/fund-pricing.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { allocateOrder } from "./allocation.service.ts";
import { assertOpenForSale, fundRules, type FundRules } from "./fund-settings.service.ts";
import { holidaySet } from "./holidays.repo.ts";
import { pricingNav } from "./nav.repo.ts";
import { orderNotFound, transactingInvestor } from "./order-steps.ts";
import { findOrder, insertOrder, lockOrder, updateOrderFrom, type OrderRow } from "./orders.repo.ts";
import { assertMinimumBuy } from "./trade-terms.ts";

/**
 * Orders taken on paper (`POST /order/admin/addorder`, `PUT /order/admin/updateorder/{id}`): buys an administrator
 * records after seeing the payment. The same rules apply as online (KYC, open for sale, minimum, fee, ledger). The
 * time the instruction was received (`date_create`) decides the dealing day, within the bounds of
 * src/domain/fund-backdating.ts; a back-dated one waits, pending, for a second administrator (backdating.service.ts).
 * Whatever its time, it is priced only at a NAV published after it was recorded. A `price` or `model` sent along
 * must equal what the rules give now (the form shows them; the server decides).
 */
const refuse = (path: string, messageKey: string) => new ApiError("UNPROCESSABLE", { messageKey, details: [{ path, messageKey }] });

async function checkedAmount(deps: Deps, input: OfflineOrderInput) {
  const userId = (input.user_id ?? input.userid)!;
  await transactingInvestor(deps.db, userId);
  const rules = await fundRules(deps.db);
  assertOpenForSale(rules);
  assertMinimumBuy(rules, input.giatri);
  return { rules, columns: { user_id: userId, loai: input.loai, giatri: input.giatri, fee: feeOf(input.giatri, rules.buyFeeBps), fee_bps: rules.buyFeeBps } };
}

/** The optional checks of the form: the NAV and units the order would get if that NAV priced it now. */
async function checkPriceAndUnits(deps: Deps, input: OfflineOrderInput, rules: FundRules, tradeDate: string, recordedAt: string) {
  if (input.price == null && input.model == null) return;
  const nav = await pricingNav(deps.db, input.loai, tradeDate, recordedAt);
  if (input.price != null && nav?.giatri1 !== input.price) throw refuse("price", "funds.offline.priceMismatch");
  if (input.model != null && (!nav || allocateBuy(input.giatri, nav.giatri1, rules.buyFeeBps).units !== input.model))
    throw refuse("model", "funds.offline.modelMismatch");
}

export async function addOfflineOrder(deps: Deps, actorId: number, input: OfflineOrderInput): Promise<OrderRow> {
  const { rules, columns } = await checkedAmount(deps, input);
  const recordedAt = deps.clock.now();
  // A year of holidays covers any walk back to the previous dealing day.
  const holidays = await holidaySet(deps.db, addDays(vietnamDate(recordedAt), -366));
  const receivedAt = input.date_create === undefined ? recordedAt : new Date(input.date_create);
  const receipt = receiptOf(receivedAt, recordedAt, rules.cutoffMinutes, holidays);
  if (receipt.kind === "future") throw refuse("date_create", "funds.offline.future");
  if (receipt.kind === "too-early") throw refuse("date_create", "funds.offline.tooEarly");
  const reason = input.reason?.trim() ?? "";
  const backDated = receipt.kind === "back-dated";
  if (backDated && reason === "") throw refuse("reason", "funds.offline.reasonNeeded");
  const now = recordedAt.toISOString();
  await checkPriceAndUnits(deps, input, rules, receipt.dealing.tradeDate, now);
  const placed = {
    ...columns,
    date_create: receivedAt.toISOString(),
    recorded_at: now,
    trade_date: receipt.dealing.tradeDate,
    dealing_date: receipt.dealing.dealingDate,
    ...(backDated ? { backdate_reason: reason, backdate_state: "awaiting" as const } : {}),
  };
  const decided = backDated ? { tinhtrang: TINHTRANG.pending } : { tinhtrang: TINHTRANG.approved, approved_at: now, approved_by: actorId };
  const id = await deps.db.transaction().execute(async (trx) => {
    const id = await insertOrder(trx, { ...placed, ...decided, type: "buy", source: "offline", locale: "vi", created_by: actorId, updated_at: now });
    await recordAudit(trx, deps.clock, {
      actorId,
      action: "funds.order.addOffline",
      subject: `fund_order:${id}`,
      after: { ...placed, ...decided },
      ...(backDated ? { reason } : {}),
    });
    return id;
  });
  if (!backDated) await allocateOrder(deps, id);
  return (await findOrder(deps.db, id))!;
}

/**
 * Corrects the investor or amount of a buy not priced yet. Its time stays what the server recorded (an online
 * order's placement, a paper order's receipt): a `date_create` other than the stored one is refused. Its terms
 * (investor, fund, amount) change only while the NAV that prices it is unknown, and never on a back-dated order, waiting
 * for its second administrator or approved by them: either would let someone choose an order with the price, or the
 * approval, in hand.
 */
export async function updateOfflineOrder(deps: Deps, actorId: number, id: number, input: OfflineOrderInput): Promise<OrderRow> {
  const { rules, columns } = await checkedAmount(deps, input);
  const stored = await findOrder(deps.db, id);
  if (!stored) throw orderNotFound();
  if (input.date_create !== undefined && Date.parse(input.date_create) !== Date.parse(stored.date_create)) throw refuse("date_create", "funds.order.timeFixed");
  await checkPriceAndUnits(deps, input, rules, stored.trade_date, stored.recorded_at);
  await deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, deps.database.dialect, id);
    if (!order) throw orderNotFound();
    if (!isEditable(order.type, order.tinhtrang)) throw new ApiError("CONFLICT", { messageKey: "funds.order.pricedKeep" });
    const termsChange = Number(order.user_id) !== columns.user_id || Number(order.loai) !== columns.loai || Number(order.giatri) !== columns.giatri;
    if (termsChange && order.backdate_state === "awaiting") throw new ApiError("CONFLICT", { messageKey: "funds.backdate.awaitingFixed" });
    if (termsChange && order.backdate_state === "approved") throw new ApiError("CONFLICT", { messageKey: "funds.backdate.approvedFixed" });
    const priceKnown = async (loai: number) => (await pricingNav(trx, loai, order.trade_date, order.recorded_at)) !== undefined;
    if (termsChange && ((await priceKnown(order.loai)) || (await priceKnown(columns.loai))))
      throw new ApiError("CONFLICT", { messageKey: "funds.order.priceKnown" });
    await updateOrderFrom(trx, id, order.tinhtrang, { ...columns, updated_at: deps.clock.now().toISOString() });
    await recordAudit(trx, deps.clock, { actorId, action: "funds.order.updateOffline", subject: `fund_order:${id}`, before: { ...order }, after: columns });
  });
  await allocateOrder(deps, id);
  return (await findOrder(deps.db, id))!;
}

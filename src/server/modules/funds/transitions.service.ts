import { eventOfCtrl, isEditable, nextState, TINHTRANG, type Ctrl, type OrderEvent } from "#domain/fund-orders.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { allocateOrder } from "./allocation.service.ts";
import type { OrderMailKind } from "./funds-mail.ts";
import { illegalMove, investorOf, orderNotFound, queueOrderMail } from "./order-steps.ts";
import { deleteOrderRow, findOrder, lockOrder, updateOrderFrom, type OrderRow } from "./orders.repo.ts";
import { releaseReservation } from "./sell.service.ts";
import { hasMatchedPayment } from "./statements.repo.ts";

const mailOf: Partial<Record<OrderEvent, OrderMailKind>> = { approve: "approved", unapprove: "awaitingPayment", pay: "paid", cancel: "cancelled" };

/**
 * `PUT /order/{id}` with `ctrl` (docs/glossary.md): 2 approves (a buy once its payment is seen, a confirmed sale),
 * 4 marks a priced sale paid, 5 cancels (a sale's reserved units return). Any other move is 409. An approved
 * order whose NAV is already published is priced at once; otherwise the NAV's publication prices it.
 */
export async function moveOrder(deps: Deps, actorId: number | null, id: number, ctrl: Ctrl, reason?: string): Promise<OrderRow> {
  const event = eventOfCtrl[ctrl];
  await applyEvent(deps, actorId, id, event, reason);
  if (event === "approve") await allocateOrder(deps, id);
  return (await findOrder(deps.db, id))!;
}

async function applyEvent(deps: Deps, actorId: number | null, id: number, event: OrderEvent, reason?: string) {
  await deps.db.transaction().execute((trx) => applyEventIn(trx, deps, actorId, id, event, reason));
}

/**
 * One move of an order inside the caller's transaction: locked, checked against the state machine, stamped, audited
 * (`funds.order.<event>`) and mailed. A bank statement's match (statements.service.ts) approves through here, so it
 * obeys the same rules and leaves the same trail as `ctrl: 2`.
 */
export async function applyEventIn(trx: Deps["db"], deps: Deps, actorId: number | null, id: number, event: OrderEvent, reason?: string) {
  const { clock } = deps;
  const order = await lockOrder(trx, deps.database.dialect, id);
  if (!order) throw orderNotFound();
  const to = nextState(order.type, order.tinhtrang, event);
  if (to === undefined) throw illegalMove(order, event);
  // A back-dated paper order is approved by a second administrator only (backdating.service.ts).
  if (event === "approve" && order.backdate_state === "awaiting") throw new ApiError("CONFLICT", { messageKey: "funds.backdate.useApproval" });
  // A payment matched from a statement would be left on no list: its match is undone first (it then waits for a decision).
  if (event === "cancel" && (await hasMatchedPayment(trx, id))) throw new ApiError("CONFLICT", { messageKey: "funds.order.statementMatched" });
  const now = clock.now().toISOString();
  const stamp =
    event === "approve"
      ? { approved_at: now, approved_by: actorId }
      : event === "unapprove"
        ? { approved_at: null, approved_by: null }
        : event === "pay"
          ? { paid_at: now, paid_by: actorId }
          : { cancelled_at: now, cancelled_by: actorId, cancel_reason: reason ?? null };
  if (!(await updateOrderFrom(trx, id, order.tinhtrang, { tinhtrang: to, ...stamp, updated_at: now }))) throw illegalMove(order, event);
  if (event === "cancel" && order.type === "sell") await releaseReservation(trx, order, actorId, now);
  await recordAudit(trx, clock, {
    actorId,
    action: `funds.order.${event}`,
    subject: `fund_order:${id}`,
    before: { tinhtrang: order.tinhtrang },
    after: { tinhtrang: to },
    ...(reason ? { reason } : {}),
  });
  const moved = (await findOrder(trx, id))!;
  const mail = mailOf[event];
  if (mail) await queueOrderMail(trx, deps, mail, await investorOf(trx, moved), moved);
}

/** The job at a sale code's expiry: a sale still unconfirmed is cancelled and its units return. */
export async function expireSale(deps: Deps, orderId: number): Promise<void> {
  const order = await findOrder(deps.db, orderId);
  if (order?.tinhtrang !== TINHTRANG.unconfirmed) return;
  await applyEvent(
    deps,
    null,
    orderId,
    "cancel",
    order.locale === "en" ? "The confirmation code was not entered in time." : "Mã xác nhận không được nhập kịp thời hạn.",
  );
}

/** `DELETE /order/{id}`: only a buy not yet priced (it has no ledger rows); sales are cancelled instead (ctrl 5). */
export async function deleteOrder(deps: Deps, actorId: number, id: number) {
  await deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, deps.database.dialect, id);
    if (!order) throw orderNotFound();
    if (!isEditable(order.type, order.tinhtrang))
      throw new ApiError("CONFLICT", { messageKey: order.type === "sell" ? "funds.order.cancelSaleInstead" : "funds.order.pricedKeep" });
    if (await hasMatchedPayment(trx, id)) throw new ApiError("CONFLICT", { messageKey: "funds.order.statementMatched" });
    await deleteOrderRow(trx, id);
    await recordAudit(trx, deps.clock, { actorId, action: "funds.order.delete", subject: `fund_order:${id}`, before: { ...order } });
  });
  return { id, deleted: true as const };
}

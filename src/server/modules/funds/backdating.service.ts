import type { z } from "zod";
import type { backdateDecision } from "#contracts/funds.ts";
import { TINHTRANG } from "#domain/fund-orders.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { allocateOrder } from "./allocation.service.ts";
import { pricingNav } from "./nav.repo.ts";
import { investorOf, orderNotFound, queueOrderMail } from "./order-steps.ts";
import { awaitingBackdated, findOrder, lockOrder, updateOrderFrom, type OrderRow } from "./orders.repo.ts";

/**
 * The second pair of eyes on a back-dated paper order (docs/funds.md, "Paper orders"): another administrator than
 * the one who recorded it approves it before the NAV that would price it is out (it is then dealt from the time
 * received, and priced by the first NAV published after its recording) or refuses it (it is cancelled, with the reason). Both are audited.
 */
export const listAwaitingBackdated = (deps: Deps) => awaitingBackdated(deps.db);

export async function decideBackdated(deps: Deps, actorId: number, id: number, input: z.infer<typeof backdateDecision>): Promise<OrderRow> {
  const { clock } = deps;
  await deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, deps.database.dialect, id);
    if (!order) throw orderNotFound();
    if (order.backdate_state !== "awaiting" || order.tinhtrang !== TINHTRANG.pending)
      throw new ApiError("CONFLICT", { messageKey: "funds.backdate.notAwaiting" });
    if (order.created_by === actorId) throw new ApiError("UNPROCESSABLE", { messageKey: "funds.backdate.sameAdministrator" });
    // Approving once the price is out would be choosing with it known: approve before, or refuse and record again.
    if (input.decision === "approve" && (await pricingNav(trx, order.loai, order.trade_date, order.recorded_at)))
      throw new ApiError("CONFLICT", { messageKey: "funds.backdate.priceKnown" });
    const now = clock.now().toISOString();
    const decided = { backdate_decided_by: actorId, backdate_decided_at: now, updated_at: now };
    const approve = input.decision === "approve";
    const changes = approve
      ? { ...decided, backdate_state: "approved" as const, tinhtrang: TINHTRANG.approved, approved_at: now, approved_by: actorId }
      : {
          ...decided,
          backdate_state: "refused" as const,
          tinhtrang: TINHTRANG.cancelled,
          cancelled_at: now,
          cancelled_by: actorId,
          cancel_reason: input.reason ?? null,
        };
    if (!(await updateOrderFrom(trx, id, order.tinhtrang, changes))) throw new ApiError("CONFLICT", { messageKey: "funds.backdate.notAwaiting" });
    await recordAudit(trx, clock, {
      actorId,
      action: approve ? "funds.order.backdateApprove" : "funds.order.backdateRefuse",
      subject: `fund_order:${id}`,
      before: {
        tinhtrang: order.tinhtrang,
        backdate_state: order.backdate_state,
        date_create: order.date_create,
        recorded_at: order.recorded_at,
        recorded_by: order.created_by,
      },
      after: { tinhtrang: changes.tinhtrang, backdate_state: changes.backdate_state },
      ...(input.reason ? { reason: input.reason } : {}),
    });
    const moved = (await findOrder(trx, id))!;
    await queueOrderMail(trx, deps, approve ? "approved" : "cancelled", await investorOf(trx, moved), moved);
  });
  if (input.decision === "approve") await allocateOrder(deps, id);
  return (await findOrder(deps.db, id))!;
}

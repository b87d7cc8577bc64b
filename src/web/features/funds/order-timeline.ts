import type { OrderView } from "#contracts/funds.ts";
import { TINHTRANG } from "#domain/fund-orders.ts";

/** Steps an order may still wait for. */
export type WaitingStep = "paid" | "approved" | "priced" | "allocated" | "proceedsPaid";

/** One step of an order's life as the investor follows it: done at `at` (ISO, shown in Vietnam time), or still to come. */
export type TimelineStep = { step: "placed" | "received" | "cancelled"; at: string } | { step: WaitingStep; at: string | null };

/** A step not done yet (only the waiting kinds can be). */
export const isWaiting = (entry: TimelineStep): entry is { step: WaitingStep; at: null } => entry.at === null;

/**
 * An order's timeline. A buy: placed (or, on paper, received), paid (the administrator saw the transfer and approved
 * it), priced at its NAV and its units allocated (one step on the ledger, shown as two: the NAV, then the units). A
 * sale: placed, approved, priced, proceeds paid. A cancelled order ends at its cancellation.
 */
export function orderTimeline(
  order: Pick<OrderView, "type" | "source" | "tinhtrang" | "date_create" | "approved_at" | "priced_at" | "paid_at" | "cancelled_at">,
): TimelineStep[] {
  const placed: TimelineStep = { step: order.source === "offline" ? "received" : "placed", at: order.date_create };
  const rest: TimelineStep[] =
    order.type === "buy"
      ? [
          { step: "paid", at: order.approved_at },
          { step: "priced", at: order.priced_at },
          { step: "allocated", at: order.priced_at },
        ]
      : [
          { step: "approved", at: order.approved_at },
          { step: "priced", at: order.priced_at },
          { step: "proceedsPaid", at: order.paid_at },
        ];
  if (order.tinhtrang !== TINHTRANG.cancelled) return [placed, ...rest];
  return [placed, ...rest.filter((step) => step.at !== null), { step: "cancelled", at: order.cancelled_at ?? order.date_create }];
}

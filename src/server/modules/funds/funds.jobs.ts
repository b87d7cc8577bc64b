import { z } from "#contracts/zod.ts";
import { defineJob } from "#server/lib/jobs.ts";

/** The funds' jobs (docs/funds.md). Handlers load their service when they run (lib/jobs.ts, `defineJob`). */
const orderPayload = z.object({ order_id: z.number().int() });

/** Prices a fund's approved orders once their dealing day's NAV is published (queued with the NAV). */
export const allocateJob = defineJob({
  name: "funds.allocate",
  payload: z.object({ loai: z.number().int() }),
  handler: async (deps, { loai }) => (await import("./allocation.service.ts")).allocateDue(deps, loai),
});

/**
 * The event of an order priced at its NAV, queued in the same transaction as the allocation, so it runs exactly when
 * the allocation committed: the referrer's commission (once per order), then the investor's e-mail.
 */
export const orderAllocatedJob = defineJob({
  name: "funds.order-allocated",
  payload: orderPayload,
  handler: async (deps, { order_id }, run) => {
    await deps.hooks.funds.orderAllocated(deps, order_id);
    await (await import("./allocation.service.ts")).onOrderAllocated(deps, order_id, run.id);
  },
});

/**
 * The "order received" e-mail of a buy placed on the site, with its VietQR code as a PNG: queued in the buy's
 * transaction with the account the investor was told to pay into, drawn and sent here (in job order, so before the
 * order's later e-mails), so placing a buy does not encode an image while it holds the database (issue 30).
 */
export const orderReceivedJob = defineJob({
  name: "funds.order-received",
  payload: orderPayload.extend({ bank: z.object({ bank_bin: z.string(), bank_account: z.string(), bank_holder: z.string(), bank_branch: z.string() }) }),
  handler: async (deps, { order_id, bank }, run) => (await import("./orders.service.ts")).mailOrderReceived(deps, order_id, bank, run.id),
});

/** At a sale code's expiry: a sale still unconfirmed is cancelled and its units return. */
export const expireSellJob = defineJob({
  name: "funds.expire-sell",
  payload: orderPayload,
  handler: async (deps, { order_id }) => (await import("./transitions.service.ts")).expireSale(deps, order_id),
});

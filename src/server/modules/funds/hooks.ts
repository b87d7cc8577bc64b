import type { Deps } from "#server/deps.ts";

/**
 * What an allocated order asks of referrals, which builds on funds (commissions on orders): deps.ts, the
 * composition root, hands it in as `deps.hooks.funds`, so funds imports no module above it.
 */
export interface FundsHooks {
  /** The referrer's commission on an allocated buy (once per order; the job may run again). */
  orderAllocated(deps: Pick<Deps, "db" | "clock">, orderId: number): Promise<void>;
}

import type { Clock } from "#server/lib/clock.ts";
import type { Db } from "#server/db/database.ts";

/**
 * What a registration asks of referrals, which builds on identity: deps.ts, the composition root, hands it in as
 * `deps.hooks.identity`, so identity imports no module above it.
 */
export interface IdentityHooks {
  /** Records who referred the new account, inside its registration's transaction; 400 for an unknown code. */
  recordReferral(trx: Db, clock: Clock, userId: number, code: string): Promise<void>;
}

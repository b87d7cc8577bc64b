import { getOrderOrderafff, getOrderUserAff } from "#contracts/referrals.operations.ts";
import type { apiClient } from "#web/lib/api.server.ts";
import { unwrap } from "#web/lib/api.server.ts";

type Api = ReturnType<typeof apiClient>;

/** The investor's referral panel: their code, link, referrals and the latest rows of their commission ledger. */
export async function loadMyReferrals(api: Api) {
  const [mine, ledger] = await Promise.all([api.call(getOrderUserAff), api.call(getOrderOrderafff, { query: { limit: 50 } })]);
  return { affiliate: unwrap(mine), commissions: unwrap(ledger).data };
}

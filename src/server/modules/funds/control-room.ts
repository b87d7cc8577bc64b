import type { z } from "zod";
import type { fundsPending } from "#contracts/funds.ts";
import { TINHTRANG } from "#domain/fund-orders.ts";
import type { Deps } from "#server/deps.ts";
import { waitingCounts } from "./orders.repo.ts";

/**
 * What waits for an administrator in the fund area, for the control room (the merger wires it into its page):
 * orders to approve (buys whose payment is to be checked, confirmed sales), approved orders waiting for their NAV
 * to be published, and priced sales to pay; with the oldest waiting order's placement time.
 */
export async function fundsPendingWork(deps: Pick<Deps, "db">): Promise<z.infer<typeof fundsPending>> {
  const rows = await waitingCounts(deps.db);
  const count = (match: (row: (typeof rows)[number]) => boolean) => rows.filter(match).reduce((sum, row) => sum + Number(row.n), 0);
  const oldest =
    rows
      .map((row) => row.oldest)
      .filter((value): value is string => typeof value === "string")
      .sort()[0] ?? null;
  return {
    to_approve: count((row) => row.tinhtrang === TINHTRANG.pending),
    to_allocate: count((row) => row.tinhtrang === TINHTRANG.approved),
    to_pay: count((row) => row.tinhtrang === TINHTRANG.priced && row.type === "sell"),
    oldest_waiting_since: oldest,
  };
}

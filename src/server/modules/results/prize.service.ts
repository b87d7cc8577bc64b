import { prizeTotal } from "#contracts/contest.ts";
import type { PrizeTable, PrizeTableInput } from "#contracts/results.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { currentEdition, replacePrizeTable } from "#server/modules/contest/index.ts";
import { prizesLocked } from "./standing.ts";

/** The edition's prize table (GET /prize); locked once the final results are published. */
export async function prizeTable(deps: Pick<Deps, "db">): Promise<PrizeTable> {
  const edition = await currentEdition(deps);
  const locked = await prizesLocked(deps.db, edition.id);
  return { prizes: edition.prizes, total_vnd: prizeTotal(edition.prizes), locked };
}

export async function savePrizeTable(deps: Deps, actorId: number, input: PrizeTableInput): Promise<PrizeTable> {
  const { db, clock } = deps;
  const edition = await currentEdition(deps);
  await db.transaction().execute(async (trx) => {
    if (await prizesLocked(trx, edition.id)) throw new ApiError("CONFLICT", { messageKey: "results.prizesLocked" });
    await replacePrizeTable(trx, edition.id, input.prizes);
    await recordAudit(trx, clock, {
      actorId,
      action: "results.prize_table",
      subject: `contest_edition:${edition.id}`,
      before: edition.prizes,
      after: input.prizes,
    });
  });
  return prizeTable(deps);
}

import type { Edition } from "#contracts/contest.ts";
import { judgingRounds, type JudgingRound, type RoundSettings, type RoundSettingsInput, type RoundsView } from "#contracts/judging.ts";
import type { Db } from "#server/db/database.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { currentEdition } from "#server/modules/contest/index.ts";
import { findRoundRows, upsertRound } from "./rounds.repo.ts";

/** Without settings of its own, a round is marked between the edition's milestones around it. */
function timelineWindow(edition: Edition, round: JudgingRound) {
  return round === "semi_final"
    ? { marking_starts_at: edition.submission_closes_at, marking_deadline: edition.semi_final_results_at }
    : { marking_starts_at: edition.semi_final_results_at, marking_deadline: edition.final_results_at };
}

function windowState(round: { marking_starts_at: string; marking_deadline: string }, now: Date): RoundSettings["window"] {
  const time = now.getTime();
  if (time < Date.parse(round.marking_starts_at)) return "before";
  return time < Date.parse(round.marking_deadline) ? "open" : "closed";
}

/** Both rounds' marking windows for the edition, as they stand now. */
export async function roundsOf(deps: Pick<Deps, "clock">, db: Db, edition: Edition): Promise<Record<JudgingRound, RoundSettings>> {
  const rows = await findRoundRows(db, edition.id);
  const now = deps.clock.now();
  const entries = judgingRounds.map((round) => {
    const row = rows.find((r) => r.round === round);
    const dates = row ? { marking_starts_at: row.marking_starts_at, marking_deadline: row.marking_deadline } : timelineWindow(edition, round);
    return [round, { round, ...dates, window: windowState(dates, now) }] as const;
  });
  return Object.fromEntries(entries) as Record<JudgingRound, RoundSettings>;
}

/** Marks are accepted only inside the round's window; outside it the API answers 422 with the reason. */
export function assertMarkingOpen(round: RoundSettings): void {
  if (round.window === "before") throw new ApiError("UNPROCESSABLE", { messageKey: "judging.windowBefore" });
  if (round.window === "closed") throw new ApiError("UNPROCESSABLE", { messageKey: "judging.windowClosed" });
}

export async function listRounds(deps: Deps): Promise<RoundsView> {
  const edition = await currentEdition(deps);
  const rounds = await roundsOf(deps, deps.db, edition);
  return { rounds: judgingRounds.map((round) => rounds[round]), disagreement_threshold: edition.disagreement_threshold };
}

export async function saveRound(
  deps: Deps,
  actorId: number,
  round: JudgingRound,
  input: RoundSettingsInput & { marking_starts_at: string; marking_deadline: string },
): Promise<RoundsView> {
  const { db, clock } = deps;
  const edition = await currentEdition(deps);
  await db.transaction().execute(async (trx) => {
    const before = (await roundsOf(deps, trx, edition))[round];
    await upsertRound(trx, { edition_id: edition.id, round, ...input, updated_by: actorId, updated_at: clock.now().toISOString() });
    await recordAudit(trx, clock, { actorId, action: "judging.round_update", subject: `judging_round:${edition.id}:${round}`, before, after: input });
  });
  return listRounds(deps);
}

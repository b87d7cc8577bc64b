import type { Edition } from "#contracts/contest.ts";
import type { JudgingRound } from "#contracts/judging.ts";
import { assignJudges } from "#domain/judging-assignment.ts";
import { choicePoints, essayOutcome, type EssayOutcome } from "#domain/judging-score.ts";
import type { Db } from "#server/db/database.ts";
import type { Deps } from "#server/deps.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { activeJudges, conflictSets } from "./conflicts.service.ts";
import { insertAssignments, roundPairs } from "./assignments.repo.ts";
import { entryAssignments, entryForScore, setEntryMarked, upsertResult } from "./results.repo.ts";

/**
 * Recomputes an entry's standing in a round from its submitted marks (call inside the transaction that changed
 * them): the result row, and for the semi-final the entry's status, which the dashboard counters read.
 */
export async function refreshResult(db: Db, deps: Pick<Deps, "clock">, edition: Edition, entryId: number, round: JudgingRound): Promise<EssayOutcome> {
  const now = deps.clock.now().toISOString();
  const assignments = await entryAssignments(db, entryId, round);
  const totals = assignments.map((a) => (a.state === "submitted" ? a.total : null));
  const outcome = essayOutcome(totals, edition.disagreement_threshold);
  const entry = await entryForScore(db, entryId);
  const choice = choicePoints(entry.choice_answer, edition.correct_option);
  const final = outcome.kind === "final";
  await upsertResult(db, {
    entry_id: entryId,
    round,
    state: !assignments.length ? "unassigned" : outcome.kind === "pending" ? "in_progress" : outcome.kind === "needs_third" ? "needs_third" : "marked",
    choice_points: choice,
    essay_halves: final ? outcome.essayHalves : null,
    total_halves: final ? 2 * choice + outcome.essayHalves : null,
    finalised_at: final ? now : null,
    updated_at: now,
  });
  if (round === "semi_final" && final !== (entry.status === "marked")) await setEntryMarked(db, entryId, final ? now : null);
  return outcome;
}

/**
 * When an entry's pair disagrees and it has no third judge yet, assigns the least-loaded judge who is free of
 * conflicts and not already on it. Returns the judge, or null when none can take it (the overview shows it).
 */
export async function ensureThirdJudge(
  db: Db,
  deps: Pick<Deps, "clock">,
  edition: Edition,
  entryId: number,
  round: JudgingRound,
  actorId: number | null,
): Promise<number | null> {
  const current = await entryAssignments(db, entryId, round);
  if (current.length >= 3) return null;
  const judges = await activeJudges(db);
  const conflicts = await conflictSets(db, edition.id, judges);
  const existing = (await roundPairs(db, edition.id, round)).map((pair) => ({ entryId: pair.entry_id, judgeId: pair.judge_id }));
  const { added } = assignJudges({
    entries: [{ id: entryId, needed: 3 }],
    judges: judges.map((judge) => judge.id),
    conflicts,
    existing,
    seed: `third:${round}:${entryId}`,
  });
  const third = added[0];
  if (!third) return null;
  const now = deps.clock.now().toISOString();
  await insertAssignments(db, [
    { edition_id: edition.id, round, entry_id: entryId, judge_id: third.judgeId, source: "third_judge", run_id: null, created_by: actorId, created_at: now },
  ]);
  await recordAudit(db, deps.clock, { actorId, action: "judging.third_judge", subject: `entry:${entryId}`, after: { round, judge_id: third.judgeId } });
  return third.judgeId;
}

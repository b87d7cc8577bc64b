import type { Blocker, ControlAction, ProgressFigure } from "#contracts/control-room.ts";
import { postJudgingAssignmentsAuto } from "#contracts/judging.operations.ts";
import type { JudgingOverview, JudgingRound } from "#contracts/judging.ts";
import { operationKey } from "#contracts/operation.ts";
import type { ControlRoomSource } from "#server/lib/control-room-source.ts";
import { judgingOverview } from "./overview.service.ts";
import { roundsOf } from "./rounds.service.ts";

function roundProgress(overview: JudgingOverview): ProgressFigure[] {
  const { entries, judges } = overview;
  return [
    { key: "entriesMarked", value: entries.marked, of: entries.valid },
    { key: "entriesUnassigned", value: entries.unassigned, of: entries.valid },
    { key: "entriesNeedThird", value: entries.needs_third, of: entries.valid },
    { key: "marksSubmitted", value: judges.reduce((sum, j) => sum + j.submitted, 0), of: judges.reduce((sum, j) => sum + j.assigned, 0) },
    { key: "judgesOverdue", value: judges.filter((j) => j.overdue > 0).length, of: judges.length },
  ];
}

/**
 * The automatic assignment of a round, with the same preconditions the endpoint enforces (assertAssignable and
 * roundEntries): each round from its marking window, the final also once every semi-final score is final. Nothing is
 * offered once every entry of the round (the final's: its finalists) has its judges.
 */
function autoAssignAction(round: JudgingRound, overview: JudgingOverview, semiFinal: JudgingOverview): ControlAction | null {
  if (overview.entries.valid > 0 && overview.entries.unassigned === 0 && overview.entries.needs_third === 0) return null;
  const blockers: Blocker[] = [];
  const early = overview.round.window === "before";
  if (early) blockers.push({ key: "markingNotOpen", at: overview.round.marking_starts_at });
  if (round === "final" && semiFinal.entries.marked < semiFinal.entries.valid)
    blockers.push({ key: "entriesUnmarked", count: semiFinal.entries.valid - semiFinal.entries.marked });
  if (round === "final" && overview.entries.valid === 0) blockers.push({ key: "semiFinalNotConfirmed" });
  if (semiFinal.entries.valid === 0) blockers.push({ key: "noEntries" });
  if (!overview.judges.length) blockers.push({ key: "noJudges" });
  return {
    key: round === "semi_final" ? "assignSemiFinal" : "assignFinal",
    operation: operationKey(postJudgingAssignmentsAuto),
    body: { round },
    possible_from: early ? overview.round.marking_starts_at : null,
    blockers,
  };
}

/** Judging's part: when marking runs (its own windows), marking progress per round, and assigning judges next. */
export const judgingControlRoom: ControlRoomSource = {
  id: "judging",
  async report({ deps, edition }) {
    const rounds = await roundsOf(deps, deps.db, edition);
    const semiFinal = await judgingOverview(deps, "semi_final");
    const final = await judgingOverview(deps, "final");
    const unmarked = semiFinal.entries.valid - semiFinal.entries.marked;
    return {
      starts: {
        semi_final_marking: rounds.semi_final.marking_starts_at,
        final_marking: rounds.final.marking_starts_at,
        jury_vote: rounds.final.marking_deadline,
      },
      phases: {
        semi_final_marking: { progress: roundProgress(semiFinal), next_action: autoAssignAction("semi_final", semiFinal, semiFinal) },
        semi_final_results: { progress: [{ key: "entriesUnmarked", value: unmarked, of: semiFinal.entries.valid }], next_action: null },
        final_marking: { progress: roundProgress(final), next_action: autoAssignAction("final", final, semiFinal) },
      },
    };
  },
};

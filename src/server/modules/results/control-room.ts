import type { RoundResultsAdmin } from "#contracts/results.ts";
import type { Deps } from "#server/deps.ts";
import { juryTally } from "./jury.service.ts";
import { resultsAdmin } from "./results.service.ts";

/**
 * The results' part of the control room (docs/results.md): progress and the next action of the screening, both
 * rounds' results and the jury vote, with what blocks it — the same preconditions the endpoints enforce. The shapes
 * match the control room's `ProgressFigure`, `Blocker` and `ControlAction` (src/contracts/control-room.ts), with
 * the path's `params` for operations that have them (`POST /results/:round/compute`).
 */
export interface ResultsProgress {
  key: string;
  value: number;
  of: number | null;
}
export interface ResultsBlocker {
  key: string;
  count?: number;
  at?: string;
}
export interface ResultsAction {
  key: string;
  operation: string;
  params: Record<string, string>;
  body: Record<string, unknown>;
  possible_from: string | null;
  blockers: ResultsBlocker[];
}
export interface ResultsPhaseReport {
  progress: ResultsProgress[];
  next_action: ResultsAction | null;
}
export type ResultsPhase = "screening" | "semi_final_results" | "jury_vote" | "final_results";

const action = (key: string, operation: string, params: Record<string, string>, blockers: ResultsBlocker[], possibleFrom: string | null = null, body: Record<string, unknown> = {}): ResultsAction => ({
  key,
  operation,
  params,
  body,
  possible_from: possibleFrom,
  blockers,
});

function roundAction(round: RoundResultsAdmin, now: Date, before: ResultsBlocker[]): ResultsAction | null {
  const params = { round: round.round };
  switch (round.state) {
    case "open": {
      const blockers = [...before, ...(round.unmarked ? [{ key: "entriesUnmarked", count: round.unmarked }] : [])];
      return action(round.round === "semi_final" ? "computeSemiFinal" : "computeFinal", "POST /results/:round/compute", params, blockers);
    }
    case "computed":
      return action(round.round === "semi_final" ? "confirmSemiFinal" : "confirmFinal", "POST /results/:round/confirm", params, []);
    case "confirmed": {
      const early = now.getTime() < Date.parse(round.publish_from);
      if (round.scheduled_at) return null;
      return action(round.round === "semi_final" ? "publishSemiFinal" : "publishFinal", "POST /results/:round/publish", params, before, early ? round.publish_from : null, { schedule: early });
    }
    default:
      return null;
  }
}

export async function resultsControlRoom(deps: Deps, now: Date): Promise<Record<ResultsPhase, ResultsPhaseReport>> {
  const admin = await resultsAdmin(deps);
  const [semi, final] = admin.rounds as [RoundResultsAdmin, RoundResultsAdmin];
  const tally = await juryTally(deps);
  const figures = (round: RoundResultsAdmin): ResultsProgress[] => [
    { key: "entriesMarked", value: round.entries - round.unmarked, of: round.entries },
    { key: "ranked", value: round.ranking.length, of: round.entries },
  ];
  const semiBlockers = admin.screening.closed_at ? [] : [{ key: "screeningOpen" }];
  const finalBlockers = [
    ...(semi.state === "confirmed" || semi.state === "published" ? [] : [{ key: "semiFinalNotConfirmed" }]),
    ...(final.state === "confirmed" && semi.state !== "published" ? [{ key: "semiFinalNotPublished" }] : []),
    ...(final.state === "confirmed" && tally.state === "open" ? [{ key: "juryVoteOpen" }] : []),
  ];
  return {
    screening: {
      progress: [{ key: "entriesExcluded", value: admin.screening.excluded, of: null }],
      next_action: admin.screening.closed_at ? null : action("closeScreening", "POST /results/screening/close", {}, []),
    },
    semi_final_results: { progress: figures(semi), next_action: roundAction(semi, now, semiBlockers) },
    jury_vote: {
      progress: [{ key: "ballotsIn", value: tally.ballots, of: tally.jurors }],
      next_action: tally.state === "open" ? action("closeJuryVote", "POST /jury/close", {}, tally.ballots ? [] : [{ key: "noBallots" }]) : null,
    },
    final_results: { progress: figures(final), next_action: roundAction(final, now, finalBlockers) },
  };
}

import type { Blocker, ContestPhase, ControlAction, ControlOperation, ProgressFigure } from "#contracts/control-room.ts";
import { operationKey } from "#contracts/operation.ts";
import {
  postJuryClose,
  postResultsRoundCompute,
  postResultsRoundConfirm,
  postResultsRoundPublish,
  postResultsScreeningClose,
} from "#contracts/results.operations.ts";
import type { RoundResultsAdmin } from "#contracts/results.ts";
import type { ControlRoomSource } from "#server/lib/control-room-source.ts";
import { juryTally } from "./jury.service.ts";
import { resultsAdmin } from "./results.service.ts";

const action = (
  key: string,
  operation: ControlOperation,
  params: Record<string, string>,
  blockers: Blocker[],
  possibleFrom: string | null = null,
  body: Record<string, unknown> = {},
): ControlAction => ({
  key,
  operation: operationKey(operation),
  params,
  body,
  possible_from: possibleFrom,
  blockers,
});

function roundAction(round: RoundResultsAdmin, now: Date, before: Blocker[]): ControlAction | null {
  const params = { round: round.round };
  switch (round.state) {
    case "open": {
      const blockers = [...before, ...(round.unmarked ? [{ key: "entriesUnmarked", count: round.unmarked }] : [])];
      return action(round.round === "semi_final" ? "computeSemiFinal" : "computeFinal", postResultsRoundCompute, params, blockers);
    }
    case "computed":
      return action(round.round === "semi_final" ? "confirmSemiFinal" : "confirmFinal", postResultsRoundConfirm, params, []);
    case "confirmed": {
      const early = now.getTime() < Date.parse(round.publish_from);
      if (round.scheduled_at) return null;
      return action(
        round.round === "semi_final" ? "publishSemiFinal" : "publishFinal",
        postResultsRoundPublish,
        params,
        before,
        early ? round.publish_from : null,
        { schedule: early },
      );
    }
    default:
      return null;
  }
}

/**
 * The results' part of the control room (docs/results.md): the next action of the screening, both rounds' results
 * and the jury vote, with what blocks it — the same preconditions the endpoints enforce —, each round's marking
 * and ranking progress, and the phases its state has finished. Actions on a round carry the path's `params` (`POST /results/:round/compute`).
 */
export const resultsControlRoom: ControlRoomSource = {
  id: "results",
  async report({ deps, edition, now }) {
    const admin = await resultsAdmin(deps);
    const [semi, final] = admin.rounds as [RoundResultsAdmin, RoundResultsAdmin];
    const tally = await juryTally(deps);
    const figures = (round: RoundResultsAdmin): ProgressFigure[] => [
      { key: "entriesMarked", value: round.entries - round.unmarked, of: round.entries },
      { key: "ranked", value: round.ranking.total, of: round.entries },
    ];
    const semiBlockers = admin.screening.closed_at ? [] : [{ key: "screeningOpen" }];
    const finalBlockers = [
      ...(semi.state === "confirmed" || semi.state === "published" ? [] : [{ key: "semiFinalNotConfirmed" }]),
      ...(final.state === "confirmed" && semi.state !== "published" ? [{ key: "semiFinalNotPublished" }] : []),
      ...(final.state === "confirmed" && tally.state === "open" ? [{ key: "juryVoteOpen" }] : []),
    ];
    const finished: ContestPhase[] = [
      ...(admin.screening.closed_at ? (["screening"] as const) : []),
      ...(semi.state === "published" ? (["semi_final_results"] as const) : []),
      ...(tally.state === "closed" ? (["jury_vote"] as const) : []),
      ...(final.state === "published" ? (["final_results"] as const) : []),
    ];
    return {
      finished,
      phases: {
        // The contest source counts the exclusions; closing the screening is offered once the screening has begun.
        screening: {
          progress: [],
          next_action:
            admin.screening.closed_at || now < new Date(edition.submission_closes_at) ? null : action("closeScreening", postResultsScreeningClose, {}, []),
        },
        semi_final_results: { progress: figures(semi), next_action: roundAction(semi, now, semiBlockers) },
        jury_vote: {
          progress: [{ key: "ballotsIn", value: tally.ballots, of: tally.jurors }],
          next_action: tally.state === "open" ? action("closeJuryVote", postJuryClose, {}, tally.ballots ? [] : [{ key: "noBallots" }]) : null,
        },
        final_results: { progress: figures(final), next_action: roundAction(final, now, finalBlockers) },
      },
    };
  },
};

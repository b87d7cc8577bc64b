import type { JuryState, ResultsAdmin, RoundResultsAdmin } from "#contracts/results.ts";

/** What the control room should do next about the results, in the order the rounds go (spec §4, issue 12). */
export type ResultsStep =
  | { step: "closeScreening" }
  | { step: "waitMarks"; round: RoundResultsAdmin["round"]; unmarked: number }
  | { step: "compute"; round: RoundResultsAdmin["round"] }
  | { step: "confirm"; round: RoundResultsAdmin["round"] }
  | { step: "publish"; round: RoundResultsAdmin["round"]; from: string; scheduled: boolean }
  | { step: "juryVote"; ballots: number; jurors: number }
  | { step: "done" };

export function nextResultsStep(results: ResultsAdmin, jury: { state: JuryState; ballots: number; jurors: number }): ResultsStep {
  if (!results.screening.closed_at) return { step: "closeScreening" };
  for (const round of results.rounds) {
    if (round.state === "published") continue;
    if (round.state === "open")
      return round.unmarked > 0 ? { step: "waitMarks", round: round.round, unmarked: round.unmarked } : { step: "compute", round: round.round };
    if (round.state === "computed") return { step: "confirm", round: round.round };
    if (round.round === "final" && jury.state === "open") return { step: "juryVote", ballots: jury.ballots, jurors: jury.jurors };
    return { step: "publish", round: round.round, from: round.publish_from, scheduled: round.scheduled_at !== null };
  }
  return { step: "done" };
}

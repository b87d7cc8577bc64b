import { describe, expect, it } from "vitest";
import type { ResultsAdmin, RoundResultsAdmin } from "#contracts/results.ts";
import { nextResultsStep } from "./next-step.ts";

const round = (name: RoundResultsAdmin["round"], state: RoundResultsAdmin["state"], extra: Partial<RoundResultsAdmin> = {}): RoundResultsAdmin => ({
  round: name,
  state,
  entries: 4,
  unmarked: 0,
  computed_at: null,
  confirmed_at: null,
  published_at: null,
  publish_from: "2021-11-07T01:00:00.000Z",
  scheduled_at: null,
  ranking: { data: [], current_page: 1, total: 0, per_page: 50 },
  awards: [],
  ...extra,
});
const admin = (semi: RoundResultsAdmin, final: RoundResultsAdmin, closed = true): ResultsAdmin => ({
  screening: { closed_at: closed ? "2021-10-30T00:00:00.000Z" : null, excluded: 1 },
  rounds: [semi, final],
  cancellations: [],
});
const noVote = { state: "not_open" as const, ballots: 0, jurors: 0 };

describe("the results' next step", () => {
  it("closes the screening first, then waits for marks, computes, confirms and publishes the semi-final", () => {
    expect(nextResultsStep(admin(round("semi_final", "open"), round("final", "open"), false), noVote)).toEqual({ step: "closeScreening" });
    expect(nextResultsStep(admin(round("semi_final", "open", { unmarked: 3 }), round("final", "open")), noVote)).toEqual({
      step: "waitMarks",
      round: "semi_final",
      unmarked: 3,
    });
    expect(nextResultsStep(admin(round("semi_final", "open"), round("final", "open")), noVote)).toEqual({ step: "compute", round: "semi_final" });
    expect(nextResultsStep(admin(round("semi_final", "computed"), round("final", "open")), noVote)).toEqual({ step: "confirm", round: "semi_final" });
    expect(nextResultsStep(admin(round("semi_final", "confirmed", { scheduled_at: "2021-11-07T01:00:00.000Z" }), round("final", "open")), noVote)).toEqual({
      step: "publish",
      round: "semi_final",
      from: "2021-11-07T01:00:00.000Z",
      scheduled: true,
    });
  });

  it("after the semi-final: the final's marks, the jury vote while open, then the final's publication, then done", () => {
    const semi = round("semi_final", "published");
    expect(nextResultsStep(admin(semi, round("final", "open", { unmarked: 2 })), noVote)).toEqual({ step: "waitMarks", round: "final", unmarked: 2 });
    expect(nextResultsStep(admin(semi, round("final", "confirmed")), { state: "open", ballots: 1, jurors: 3 })).toEqual({
      step: "juryVote",
      ballots: 1,
      jurors: 3,
    });
    expect(nextResultsStep(admin(semi, round("final", "confirmed")), { state: "closed", ballots: 3, jurors: 3 })).toMatchObject({
      step: "publish",
      round: "final",
      scheduled: false,
    });
    expect(nextResultsStep(admin(semi, round("final", "published")), { state: "closed", ballots: 3, jurors: 3 })).toEqual({ step: "done" });
  });
});

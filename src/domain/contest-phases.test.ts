import { describe, expect, it } from "vitest";
import { contestPhases, phasesAhead, phaseTimeline, type ContestPhase } from "./contest-phases.ts";

const starts: Record<ContestPhase, string> = {
  launch: "2026-09-01T00:00:00.000Z",
  submission: "2026-09-15T00:00:00.000Z",
  screening: "2026-11-01T00:00:00.000Z",
  semi_final_marking: "2026-11-03T00:00:00.000Z",
  semi_final_results: "2026-11-20T00:00:00.000Z",
  final_marking: "2026-11-20T00:00:00.000Z",
  jury_vote: "2026-12-10T00:00:00.000Z",
  final_results: "2026-12-20T00:00:00.000Z",
};
const states = (now: string) => phaseTimeline(starts, new Date(now)).map((p) => `${p.phase}:${p.state}`);

describe("phaseTimeline", () => {
  it("marks the phase that started last as now, those before as done", () => {
    expect(states("2026-10-01T00:00:00Z")).toEqual([
      "launch:done",
      "submission:now",
      "screening:upcoming",
      "semi_final_marking:upcoming",
      "semi_final_results:upcoming",
      "final_marking:upcoming",
      "jury_vote:upcoming",
      "final_results:upcoming",
    ]);
    expect(states("2026-11-01T00:00:00Z").slice(1, 3)).toEqual(["submission:done", "screening:now"]);
    expect(states("2026-08-01T00:00:00Z")[0]).toBe("launch:upcoming");
    expect(states("2027-01-01T00:00:00Z").at(-1)).toBe("final_results:now");
  });

  it("shows a phase with no time of its own as done, the later one of the same instant as now", () => {
    expect(states("2026-11-25T00:00:00Z").slice(4, 6)).toEqual(["semi_final_results:done", "final_marking:now"]);
    const spans = phaseTimeline(starts, new Date("2026-11-25T00:00:00Z"));
    expect(spans[4]).toMatchObject({ starts_at: "2026-11-20T00:00:00.000Z", ends_at: "2026-11-20T00:00:00.000Z" });
    expect(spans.at(-1)!.ends_at).toBeNull();
  });

  it("moves a phase set earlier than the one before it up to that one", () => {
    const spans = phaseTimeline({ ...starts, semi_final_marking: "2026-10-01T00:00:00.000Z" }, new Date("2026-10-15T00:00:00Z"));
    expect(spans[3]).toMatchObject({ starts_at: "2026-11-01T00:00:00.000Z", state: "upcoming" });
    expect(spans[1]!.state).toBe("now");
  });
});

describe("phaseTimeline with the contest's real state", () => {
  const at = (now: string, finished: ContestPhase[]) => phaseTimeline(starts, new Date(now), finished).map((p) => `${p.phase}:${p.state}`);
  const nowOf = (now: string, finished: ContestPhase[]) =>
    phaseTimeline(starts, new Date(now), finished)
      .filter((p) => p.state === "now")
      .map((p) => p.phase);

  it("follows the calendar while nothing is finished early", () => {
    expect(at("2026-11-02T00:00:00Z", [])).toEqual(states("2026-11-02T00:00:00Z"));
    expect(nowOf("2026-11-02T00:00:00Z", [])).toEqual(["screening"]);
  });

  it("moves now past each phase finished before its calendar end, one phase at a time", () => {
    // 2 November: the calendar says screening. Each finished phase moves "now" to the next one.
    const day = "2026-11-02T00:00:00Z";
    expect(nowOf(day, ["screening"])).toEqual(["semi_final_marking"]);
    expect(nowOf(day, ["screening", "semi_final_results"])).toEqual(["final_marking"]);
    expect(nowOf(day, ["screening", "semi_final_results", "jury_vote"])).toEqual(["final_results"]);
  });

  it("finishing a later phase finishes every earlier one", () => {
    expect(at("2026-11-25T00:00:00Z", ["jury_vote"])).toEqual([
      "launch:done",
      "submission:done",
      "screening:done",
      "semi_final_marking:done",
      "semi_final_results:done",
      "final_marking:done",
      "jury_vote:done",
      "final_results:now",
    ]);
  });

  it("once the final results are published every phase is done, before or after their date", () => {
    const allDone = contestPhases.map((phase) => `${phase}:done`);
    expect(at("2026-12-12T00:00:00Z", ["screening", "semi_final_results", "jury_vote", "final_results"])).toEqual(allDone);
    expect(at("2027-01-01T00:00:00Z", ["final_results"])).toEqual(allDone);
  });

  it("never moves now back: a calendar ahead of the work keeps its phase", () => {
    expect(nowOf("2026-12-15T00:00:00Z", ["screening"])).toEqual(["jury_vote"]);
  });
});

describe("phasesAhead", () => {
  const ahead = (now: string, finished: ContestPhase[] = []) => phasesAhead(phaseTimeline(starts, new Date(now), finished)).map((p) => p.phase);

  it("offers actions from the current phase on, at every phase", () => {
    expect(ahead("2026-08-01T00:00:00Z")).toEqual(contestPhases);
    for (const [index, phase] of contestPhases.entries()) {
      if (phase === "semi_final_results") continue; // it has no time of its own: final marking starts with it
      expect(ahead(new Date(Date.parse(starts[phase]) + 1000).toISOString())[0]).toBe(phase);
      expect(ahead(new Date(Date.parse(starts[phase]) + 1000).toISOString())).toHaveLength(contestPhases.length - index);
    }
  });

  it("follows the real state: a finished phase offers nothing, and after the final results nothing at all", () => {
    expect(ahead("2026-11-02T00:00:00Z", ["screening"])[0]).toBe("semi_final_marking");
    expect(ahead("2026-12-12T00:00:00Z", ["final_results"])).toEqual([]);
  });
});

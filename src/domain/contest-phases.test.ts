import { describe, expect, it } from "vitest";
import { phaseTimeline, type ContestPhase } from "./contest-phases.ts";

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
    expect(states("2026-10-01T00:00:00Z")).toEqual(["launch:done", "submission:now", "screening:upcoming", "semi_final_marking:upcoming", "semi_final_results:upcoming", "final_marking:upcoming", "jury_vote:upcoming", "final_results:upcoming"]);
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

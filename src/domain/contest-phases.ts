/**
 * The contest's phases in order, and where "now" stands among them. A phase lasts from its start until the next
 * phase starts; phases that start together keep this order (the later one is current), so a phase an edition gives
 * no time of its own (e.g. screening when marking opens as submission closes) shows as done, never as now.
 */
export const contestPhases = ["launch", "submission", "screening", "semi_final_marking", "semi_final_results", "final_marking", "jury_vote", "final_results"] as const;
export type ContestPhase = (typeof contestPhases)[number];
export type PhaseState = "done" | "now" | "upcoming";

export interface PhaseSpan {
  phase: ContestPhase;
  starts_at: string;
  /** null for the last phase, which never ends. */
  ends_at: string | null;
  state: PhaseState;
}

/** Starts are ISO instants; a later phase never starts before an earlier one (it is moved up to it). */
export function phaseTimeline(starts: Record<ContestPhase, string>, now: Date): PhaseSpan[] {
  let floor = -Infinity;
  const times = contestPhases.map((phase) => {
    floor = Math.max(floor, Date.parse(starts[phase]));
    return floor;
  });
  const current = times.reduce((found, time, index) => (time <= now.getTime() ? index : found), -1);
  return contestPhases.map((phase, index) => ({
    phase,
    starts_at: new Date(times[index]!).toISOString(),
    ends_at: index + 1 < times.length ? new Date(times[index + 1]!).toISOString() : null,
    state: index < current ? "done" : index === current ? "now" : "upcoming",
  }));
}

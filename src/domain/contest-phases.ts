/**
 * The contest's phases in order, and where "now" stands among them. A phase lasts from its start until the next
 * phase starts; phases that start together keep this order (the later one is current), so a phase an edition gives
 * no time of its own (e.g. screening when marking opens as submission closes) shows as done, never as now.
 * The calendar is not the whole truth: organisers finish phases early (the screening closed, results published
 * before their announcement date), so work already finished moves "now" forward, never back.
 */
export const contestPhases = [
  "launch",
  "submission",
  "screening",
  "semi_final_marking",
  "semi_final_results",
  "final_marking",
  "jury_vote",
  "final_results",
] as const;
export type ContestPhase = (typeof contestPhases)[number];
export type PhaseState = "done" | "now" | "upcoming";

export interface PhaseSpan {
  phase: ContestPhase;
  starts_at: string;
  /** null for the last phase, which never ends. */
  ends_at: string | null;
  state: PhaseState;
}

/**
 * Starts are ISO instants; a later phase never starts before an earlier one (it is moved up to it). `finished`
 * names the phases whose work is complete by the contest's real state (whatever the calendar says); finishing a
 * phase finishes every one before it, and the phase after the last finished one is at least "now". Once the last
 * phase is finished, every phase is done and none is now.
 */
export function phaseTimeline(starts: Record<ContestPhase, string>, now: Date, finished: readonly ContestPhase[] = []): PhaseSpan[] {
  let floor = -Infinity;
  const times = contestPhases.map((phase) => {
    floor = Math.max(floor, Date.parse(starts[phase]));
    return floor;
  });
  const byCalendar = times.reduce((found, time, index) => (time <= now.getTime() ? index : found), -1);
  const current = Math.max(byCalendar, ...finished.map((phase) => contestPhases.indexOf(phase) + 1));
  return contestPhases.map((phase, index) => ({
    phase,
    starts_at: new Date(times[index]!).toISOString(),
    ends_at: index + 1 < times.length ? new Date(times[index + 1]!).toISOString() : null,
    state: index < current ? "done" : index === current ? "now" : "upcoming",
  }));
}

/**
 * The phases whose next actions are still to take: from the current phase on; every phase before the launch; none
 * once every phase is done (the contest is over, nothing is offered).
 */
export function phasesAhead<T extends { state: PhaseState }>(phases: readonly T[]): T[] {
  const current = phases.findIndex((phase) => phase.state === "now");
  if (current >= 0) return phases.slice(current);
  return phases.every((phase) => phase.state === "done") ? [] : [...phases];
}

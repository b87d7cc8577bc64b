import type { ContestPhase, ControlRoomView, PhaseReport } from "#contracts/control-room.ts";
import { phaseTimeline } from "#domain/contest-phases.ts";
import type { Deps } from "#server/deps.ts";
import { currentEdition } from "#server/modules/contest/index.ts";
import type { ControlRoomSource } from "#server/lib/control-room-source.ts";
import { controlRoomSources } from "./sources.ts";

/**
 * The whole control room at one instant: the edition's milestones give each phase's default start, sources may
 * move their own phases' starts, say which phases their real state has finished, and add progress and next
 * actions; every source sees the same edition and "now".
 */
export async function controlRoom(deps: Deps, sources: readonly ControlRoomSource[] = controlRoomSources): Promise<ControlRoomView> {
  const edition = await currentEdition(deps);
  const now = deps.clock.now();
  const reports = await Promise.all(sources.map(async (source) => ({ id: source.id, ...(await source.report({ deps, edition, now })) })));
  const starts: Record<ContestPhase, string> = {
    launch: edition.launch_at,
    submission: edition.submission_opens_at,
    screening: edition.submission_closes_at,
    semi_final_marking: edition.submission_closes_at,
    semi_final_results: edition.semi_final_results_at,
    final_marking: edition.semi_final_results_at,
    jury_vote: edition.final_results_at,
    final_results: edition.final_results_at,
  };
  for (const report of reports) Object.assign(starts, report.starts);
  const phaseReports = (phase: ContestPhase): PhaseReport[] =>
    reports.flatMap((report) => {
      const found = report.phases?.[phase];
      return found ? [{ source: report.id, ...found }] : [];
    });
  const draw = reports.find((report) => report.draw);
  return {
    now: now.toISOString(),
    phases: phaseTimeline(
      starts,
      now,
      reports.flatMap((report) => report.finished ?? []),
    ).map((span) => ({ ...span, reports: phaseReports(span.phase) })),
    draw: draw?.draw ? { weeks: draw.draw.weeks, report: draw.draw.report ? { source: draw.id, ...draw.draw.report } : null } : { weeks: [], report: null },
  };
}

import type { Edition } from "#contracts/contest.ts";
import type { ContestPhase, ControlDrawWeek, PhaseReport } from "#contracts/control-room.ts";
import type { Deps } from "#server/deps.ts";

/** What every source is given: one "now" and one edition, so all panels describe the same moment. */
interface ControlRoomContext {
  deps: Deps;
  edition: Edition;
  now: Date;
}

/**
 * A domain's contribution to the control room (docs/control-room.md). A source lives in its own module
 * (`modules/<domain>/control-room.ts`), reads only its own tables, and reports:
 * - `starts`: when phases it owns begin, if not at the edition's milestone (judging: its marking windows);
 * - `phases`: progress and the next action for phases it knows about;
 * - `finished`: phases whose work is complete by the real state, whatever the calendar says (results: the
 *   screening closed, a round published, the jury vote closed);
 * - `drawWeeks`: the lucky draw's weeks (the draw source only).
 */
interface SourceReport {
  starts?: Partial<Record<ContestPhase, string>>;
  finished?: ContestPhase[];
  phases?: Partial<Record<ContestPhase, Omit<PhaseReport, "source">>>;
  draw?: { weeks: ControlDrawWeek[]; report: Omit<PhaseReport, "source"> | null };
}

export interface ControlRoomSource {
  /** Names the panel on the web side too (`controlRoom.sources.<id>`). */
  id: string;
  report(context: ControlRoomContext): Promise<SourceReport>;
}

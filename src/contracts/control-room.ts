import { contestPhases } from "#domain/contest-phases.ts";
import { postDrawLucky } from "./draw.operations.ts";
import { postJudgingAssignmentsAuto } from "./judging.operations.ts";
import { operationKey, type OperationKey } from "./operation.ts";
import { postJuryClose, postResultsRoundCompute, postResultsRoundConfirm, postResultsRoundPublish, postResultsScreeningClose } from "./results.operations.ts";
import { z } from "./zod.ts";

/**
 * The control room (`/dashboard/admin/controller`, docs/control-room.md): the edition's phases on a timeline with
 * "now", and what each domain reports about them. A domain contributes on the server a `ControlRoomSource`
 * (src/server/lib/control-room-source.ts) and on the web a panel (src/web/lib/control-panel.ts); this
 * file is the shape they share.
 */

export { contestPhases, type ContestPhase } from "#domain/contest-phases.ts";

/** A figure of progress; the web words it as `controlRoom.progress.<key>` ("12 of 40 marked"). */
export const progressFigure = z.object({ key: z.string(), value: z.number().int(), of: z.number().int().nullable() });
export type ProgressFigure = z.infer<typeof progressFigure>;

/** Why an action cannot succeed yet; worded as `controlRoom.blockers.<key>` with `count` and `at` (an instant). */
export const blocker = z.object({ key: z.string(), count: z.number().int().optional(), at: z.string().optional() });
export type Blocker = z.infer<typeof blocker>;

/**
 * The operations a control-room action may call: the same operations the domain's own page calls, declared once in
 * its operations file. A domain adding an action adds its operation here. In the view an action names its operation
 * by key ("POST /results/:round/compute", `operationKey`), which the web maps back to the operation it calls.
 */
export const controlOperations = [
  postJudgingAssignmentsAuto,
  postDrawLucky,
  postResultsScreeningClose,
  postResultsRoundCompute,
  postResultsRoundConfirm,
  postResultsRoundPublish,
  postJuryClose,
] as const;
export type ControlOperation = (typeof controlOperations)[number];
export const controlOperationsByKey = Object.fromEntries(controlOperations.map((operation) => [operationKey(operation), operation])) as Record<
  OperationKey<ControlOperation>,
  ControlOperation
>;

/** The next thing an administrator can do; `blockers` empty means possible now. Worded as `controlRoom.actions.<key>`. */
export const controlAction = z.object({
  key: z.string(),
  operation: z.enum(controlOperations.map(operationKey)),
  /** The path's parameters, for an operation that has them (`{ round: "semi_final" }` for `/results/:round/compute`). */
  params: z.record(z.string(), z.string()).optional(),
  body: z.record(z.string(), z.unknown()),
  /** When it becomes possible by the calendar, if it is not yet. */
  possible_from: z.string().nullable(),
  blockers: z.array(blocker),
});
export type ControlAction = z.infer<typeof controlAction>;

/** What one source says about one phase. */
export const phaseReport = z.object({ source: z.string(), progress: z.array(progressFigure), next_action: controlAction.nullable() });
export type PhaseReport = z.infer<typeof phaseReport>;

export const timelinePhase = z.object({
  phase: z.enum(contestPhases),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  state: z.enum(["done", "now", "upcoming"]),
  reports: z.array(phaseReport),
});
export type TimelinePhase = z.infer<typeof timelinePhase>;

export const drawWeekStates = ["upcoming", "open", "committed", "frozen", "drawn", "missed"] as const;
export const controlDrawWeek = z.object({
  week: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  prizes: z.number().int(),
  state: z.enum(drawWeekStates),
  /** People who joined the draw during the week. */
  entrants: z.number().int(),
  now: z.boolean(),
});
export type ControlDrawWeek = z.infer<typeof controlDrawWeek>;

export const controlRoomView = z.object({
  now: z.string(),
  phases: z.array(timelinePhase),
  draw: z.object({ weeks: z.array(controlDrawWeek), report: phaseReport.nullable() }),
});
export type ControlRoomView = z.infer<typeof controlRoomView>;

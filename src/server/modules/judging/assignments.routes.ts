import {
  deleteJudgingAssignmentsId,
  getJudgingAssignments,
  getJudgingRounds,
  postJudgingAssignments,
  postJudgingAssignmentsAuto,
  putJudgingRoundsRound,
} from "#contracts/judging.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { autoAssign, listAssignments, manualAssign, unassign } from "./assignments.service.ts";
import { listRounds, saveRound } from "./rounds.service.ts";

/** Rounds' marking windows and the assignment of entries to judges. */
export function assignmentsRoutes(api: ApiRouter) {
  api.handle(getJudgingRounds, async ({ c }) => ({ data: await listRounds(c.var.deps) }));
  api.handle(putJudgingRoundsRound, async ({ params, body, user, c }) => ({
    data: await saveRound(c.var.deps, user.id, params.round, body),
    messageKey: "judging.roundSaved",
  }));
  api.handle(getJudgingAssignments, async ({ query, user, c }) => listAssignments(c.var.deps, user, query));
  api.handle(postJudgingAssignmentsAuto, async ({ body, user, c }) => ({ data: await autoAssign(c.var.deps, user.id, body), messageKey: "judging.assigned" }));
  api.handle(postJudgingAssignments, async ({ body, user, c }) => ({ data: await manualAssign(c.var.deps, user.id, body), messageKey: "judging.assigned" }));
  api.handle(deleteJudgingAssignmentsId, async ({ params: { id }, body, user, c }) => {
    await unassign(c.var.deps, user.id, id, body.reason);
    return { data: { id }, messageKey: "judging.unassigned" };
  });
}

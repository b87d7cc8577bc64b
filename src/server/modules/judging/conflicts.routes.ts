import {
  deleteJudgingConflictsId,
  getJudgingConflicts,
  getJudgingDeclaration,
  getJudgingJudges,
  postJudgingConflicts,
  putJudgingDeclaration,
} from "#contracts/judging.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { releaseConflicted } from "./assignments.service.ts";
import { addConflict, getDeclaration, judgesDirectory as listJudges, listConflicts, removeConflict, saveDeclaration } from "./conflicts.service.ts";

/** Conflicts of interest: administrators' list and editor, judges' declarations, the contestants' list of judges. */
export function conflictsRoutes(api: ApiRouter) {
  api.handle(getJudgingConflicts, async ({ query, c }) => ({ data: await listConflicts(c.var.deps, c.var.locale, query) }));
  api.handle(postJudgingConflicts, async ({ body, user, c }) => {
    const { deps } = c.var;
    return {
      data: await addConflict(deps, user.id, body, (db, judgeId, contestantId) => releaseConflicted(deps, db, judgeId, contestantId)),
      messageKey: "judging.conflictAdded",
    };
  });
  api.handle(deleteJudgingConflictsId, async ({ params: { id }, user, c }) => {
    await removeConflict(c.var.deps, user.id, id);
    return { data: { id }, messageKey: "judging.conflictRemoved" };
  });
  api.handle(getJudgingDeclaration, async ({ user, c }) => ({ data: await getDeclaration(c.var.deps, user.id) }));
  api.handle(putJudgingDeclaration, async ({ body, user, c }) => ({
    data: await saveDeclaration(c.var.deps, user.id, c.var.locale, body),
    messageKey: "judging.declarationSaved",
  }));
  api.handle(getJudgingJudges, async ({ c }) => ({ data: await listJudges(c.var.deps) }));
}

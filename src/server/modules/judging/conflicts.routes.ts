import { successBody } from "#contracts/envelope.ts";
import { conflictInput, conflictsList, conflictsQuery, judgeDeclaration, judgesDirectory, judgingRecordId } from "#contracts/judging.ts";
import { idParams } from "#contracts/path-params.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { releaseConflicted } from "./assignments.service.ts";
import { addConflict, getDeclaration, judgesDirectory as listJudges, listConflicts, removeConflict, saveDeclaration } from "./conflicts.service.ts";

const administrators = ["administrator"] as const;
const tag = "Judging";

/** Conflicts of interest: administrators' list and editor, judges' declarations, the contestants' list of judges. */
export function conflictsRoutes(api: ApiRouter) {
  api.route(
    {
      method: "get",
      paths: ["/judging/conflicts"],
      tag,
      access: administrators,
      summary: "Every conflict of interest with its source (judge, contestant, automatic, admin) and reason; only administrators' own have an id (and can be deleted).",
      query: conflictsQuery,
      response: successBody(conflictsList),
    },
    async ({ query, c }) => ({ data: await listConflicts(c.var.deps, c.var.locale, query) }),
  );
  api.route(
    {
      method: "post",
      paths: ["/judging/conflicts"],
      tag,
      access: administrators,
      summary: "Record a conflict between a judge and a contestant, with a reason; the judge's unsubmitted assignments to that entry return to the pool. Audited.",
      body: conflictInput,
      response: successBody(judgingRecordId),
      status: 201,
      errors: ["VALIDATION_FAILED", "UNPROCESSABLE", "CONFLICT"],
    },
    async ({ body, user, c }) => {
      const { deps } = c.var;
      return { data: await addConflict(deps, user.id, body, (db, judgeId, contestantId) => releaseConflicted(deps, db, judgeId, contestantId)), messageKey: "judging.conflictAdded" };
    },
  );
  api.route(
    { method: "delete", paths: ["/judging/conflicts/:id"], tag, access: administrators, summary: "Delete a conflict an administrator recorded. Audited.", params: idParams, response: successBody(judgingRecordId), errors: ["NOT_FOUND"] },
    async ({ params: { id }, user, c }) => {
      await removeConflict(c.var.deps, user.id, id);
      return { data: { id }, messageKey: "judging.conflictRemoved" };
    },
  );
  api.route(
    { method: "get", paths: ["/judging/declaration"], tag, access: ["judge"], summary: "The judge's own conflict declaration: organisations, people (names or e-mails), e-mail domains.", response: successBody(judgeDeclaration) },
    async ({ user, c }) => ({ data: await getDeclaration(c.var.deps, user.id) }),
  );
  api.route(
    {
      method: "put",
      paths: ["/judging/declaration"],
      tag,
      access: ["judge"],
      summary: "Replace the judge's conflict declaration; the judge is then never assigned (nor allowed to open) an entry it matches. Audited.",
      body: judgeDeclaration,
      response: successBody(judgeDeclaration),
      errors: ["VALIDATION_FAILED"],
    },
    async ({ body, user, c }) => ({ data: await saveDeclaration(c.var.deps, user.id, c.var.locale, body), messageKey: "judging.declarationSaved" }),
  );
  api.route(
    { method: "get", paths: ["/judging/judges"], tag, access: ["candidate", "administrator"], summary: "Active judges' names, for the contestant's optional conflict declaration on the entry.", response: successBody(judgesDirectory) },
    async ({ c }) => ({ data: await listJudges(c.var.deps) }),
  );
}

import { z } from "zod";
import { successBody } from "#contracts/envelope.ts";
import { idParams } from "#contracts/path-params.ts";
import { assignmentRun, assignmentsList, assignmentsQuery, autoAssignInput, adminAssignment, manualAssignInput, reasonInput, roundField, roundSettingsInput, roundsView, judgingRecordId } from "#contracts/judging.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { autoAssign, listAssignments, manualAssign, unassign } from "./assignments.service.ts";
import { listRounds, saveRound } from "./rounds.service.ts";

const administrators = ["administrator"] as const;
const tag = "Judging";

/** Rounds' marking windows and the assignment of entries to judges. */
export function assignmentsRoutes(api: ApiRouter) {
  api.route(
    { method: "get", paths: ["/judging/rounds"], tag, access: ["administrator", "judge"], summary: "Both rounds' marking windows (start, deadline, open or not) and the edition's disagreement threshold.", response: successBody(roundsView) },
    async ({ c }) => ({ data: await listRounds(c.var.deps) }),
  );
  api.route(
    {
      method: "put",
      paths: ["/judging/rounds/:round"],
      tag,
      access: administrators,
      summary: "Set a round's (semi_final, final) marking start and deadline; marks are accepted only in between. Audited.",
      params: z.object({ round: roundField }),
      body: roundSettingsInput,
      response: successBody(roundsView),
      errors: ["VALIDATION_FAILED", "NOT_FOUND"],
    },
    async ({ params, body, user, c }) => ({ data: await saveRound(c.var.deps, user.id, params.round, body), messageKey: "judging.roundSaved" }),
  );
  api.route(
    {
      method: "get",
      paths: ["/judging/assignments"],
      tag,
      access: ["administrator", "judge"],
      summary: "A judge's own assignments (code, title, mark state), or, for administrators, everyone's with the judge, filtered by round, judge and state; paged.",
      query: assignmentsQuery,
      response: assignmentsList,
    },
    async ({ query, user, c }) => listAssignments(c.var.deps, user, query),
  );
  api.route(
    {
      method: "post",
      paths: ["/judging/assignments/auto"],
      tag,
      access: administrators,
      summary:
        "Automatic assignment for a round: every valid entry gets its 2 judges (3 after a disagreement), never a conflicted one, loads balanced under an optional cap. Incremental, one transaction, seed recorded (same inputs and seed, same result). Audited.",
      body: autoAssignInput,
      response: successBody(assignmentRun),
      errors: ["VALIDATION_FAILED", "UNPROCESSABLE"],
    },
    async ({ body, user, c }) => ({ data: await autoAssign(c.var.deps, user.id, body), messageKey: "judging.assigned" }),
  );
  api.route(
    {
      method: "post",
      paths: ["/judging/assignments"],
      tag,
      access: administrators,
      summary: "Assign a judge to an entry by hand, with a reason; refused for a conflicted or inactive judge or an excluded entry. Audited.",
      body: manualAssignInput,
      response: successBody(adminAssignment),
      status: 201,
      errors: ["VALIDATION_FAILED", "UNPROCESSABLE", "CONFLICT"],
    },
    async ({ body, user, c }) => ({ data: await manualAssign(c.var.deps, user.id, body), messageKey: "judging.assigned" }),
  );
  api.route(
    {
      method: "delete",
      paths: ["/judging/assignments/:id"],
      tag,
      access: administrators,
      summary: "Remove an assignment by hand, with a reason (body `{reason}`); not once its mark is submitted. Audited.",
      params: idParams,
      body: reasonInput,
      response: successBody(judgingRecordId),
      errors: ["VALIDATION_FAILED", "NOT_FOUND", "CONFLICT"],
    },
    async ({ params: { id }, body, user, c }) => {
      await unassign(c.var.deps, user.id, id, body.reason);
      return { data: { id }, messageKey: "judging.unassigned" };
    },
  );
}

import { successBody } from "./envelope.ts";
import {
  adminAssignment,
  assignmentRun,
  assignmentsList,
  assignmentsQuery,
  autoAssignInput,
  blindEntry,
  conflictInput,
  conflictsList,
  conflictsQuery,
  entryMarks,
  entryScoresList,
  entryScoresQuery,
  judgeDeclaration,
  judgeProgress,
  judgesDirectory,
  judgingOverview,
  judgingRecordId,
  manualAssignInput,
  markInput,
  markQuery,
  marksExportQuery,
  marksSummary,
  overviewQuery,
  ownMark,
  reasonInput,
  roundField,
  roundSettingsInput,
  roundsView,
} from "./judging.ts";
import { defineOperation } from "./operation.ts";
import { idParams } from "./path-params.ts";
import { z } from "./zod.ts";

const tag = "Judging";
const administrators = ["administrator"] as const;
const judges = ["judge"] as const;
/** An entry named by its anonymous code (`/judging/entries/:code`). */
const codeParams = z.object({ code: z.string() });

// ---- Rounds' marking windows and the assignment of entries to judges ------------------------------------------------

export const getJudgingRounds = defineOperation({
  method: "get",
  paths: ["/judging/rounds"],
  tag,
  access: ["administrator", "judge"],
  summary: "Both rounds' marking windows (start, deadline, open or not) and the edition's disagreement threshold.",
  response: successBody(roundsView),
});

export const putJudgingRoundsRound = defineOperation({
  method: "put",
  paths: ["/judging/rounds/:round"],
  tag,
  access: administrators,
  summary: "Set a round's (semi_final, final) marking start and deadline; marks are accepted only in between. Audited.",
  params: z.object({ round: roundField }),
  body: roundSettingsInput,
  response: successBody(roundsView),
  errors: ["VALIDATION_FAILED", "NOT_FOUND"],
});

export const getJudgingAssignments = defineOperation({
  method: "get",
  paths: ["/judging/assignments"],
  tag,
  access: ["administrator", "judge"],
  summary: "A judge's own assignments (code, title, mark state), or, for administrators, everyone's with the judge, filtered by round, judge and state; paged.",
  query: assignmentsQuery,
  response: assignmentsList,
});

export const postJudgingAssignmentsAuto = defineOperation({
  method: "post",
  paths: ["/judging/assignments/auto"],
  tag,
  access: administrators,
  summary:
    "Automatic assignment for a round: every valid entry gets its 2 judges (3 after a disagreement), never a conflicted one, loads balanced under an optional cap. Incremental, one transaction, seed recorded (same inputs and seed, same result). Audited.",
  body: autoAssignInput,
  response: successBody(assignmentRun),
  errors: ["VALIDATION_FAILED", "UNPROCESSABLE"],
});

export const postJudgingAssignments = defineOperation({
  method: "post",
  paths: ["/judging/assignments"],
  tag,
  access: administrators,
  summary: "Assign a judge to an entry by hand, with a reason; refused for a conflicted or inactive judge or an excluded entry. Audited.",
  body: manualAssignInput,
  response: successBody(adminAssignment),
  status: 201,
  errors: ["VALIDATION_FAILED", "UNPROCESSABLE", "CONFLICT"],
});

export const deleteJudgingAssignmentsId = defineOperation({
  method: "delete",
  paths: ["/judging/assignments/:id"],
  tag,
  access: administrators,
  summary: "Remove an assignment by hand, with a reason (body `{reason}`); not once its mark is submitted. Audited.",
  params: idParams,
  body: reasonInput,
  response: successBody(judgingRecordId),
  errors: ["VALIDATION_FAILED", "NOT_FOUND", "CONFLICT"],
});

// ---- Blind marking by judges; administrators' view of marks, reopening, summary and exports -------------------------

export const getJudgingEntriesCode = defineOperation({
  method: "get",
  paths: ["/judging/entries/:code"],
  tag,
  access: judges,
  summary:
    "The blind view of an entry assigned to the judge, by the round's own anonymous code (the final round gives each entry a new one): title, files behind short-lived links, the round's window and the judge's own mark. Never the author, the names files were uploaded under, or other judges. 403 when not assigned or conflicted.",
  params: codeParams,
  query: markQuery,
  response: successBody(blindEntry),
  errors: ["FORBIDDEN"],
});

export const putJudgingMarksCode = defineOperation({
  method: "put",
  paths: ["/judging/marks/:code"],
  tag,
  access: judges,
  summary:
    "Save a draft (`submit: false`) or submit (`submit: true`) the judge's mark: three criteria 0..30 and a comment. Only inside the round's marking window (else 422); a submitted mark is final (409). The second submitted mark of a disagreeing pair assigns a third judge.",
  params: codeParams,
  query: markQuery,
  body: markInput,
  response: successBody(ownMark),
  errors: ["VALIDATION_FAILED", "FORBIDDEN", "CONFLICT", "UNPROCESSABLE"],
});

export const postJudgingAssignmentsIdReopen = defineOperation({
  method: "post",
  paths: ["/judging/assignments/:id/reopen"],
  tag,
  access: administrators,
  summary:
    "Reopen a submitted mark with a reason; the entry's score is no longer final until that judge submits again. Audited. 409 once the round's ranking is confirmed (withdraw the confirmation first, POST /results/{round}/withdraw) or published.",
  params: idParams,
  body: reasonInput,
  response: successBody(entryMarks),
  errors: ["VALIDATION_FAILED", "NOT_FOUND", "CONFLICT"],
});

export const getJudgingEntriesCodeMarks = defineOperation({
  method: "get",
  paths: ["/judging/entries/:code/marks"],
  tag,
  access: administrators,
  summary: "One entry's marks in a round with each judge's name, its marking state and, once final, its scores.",
  params: codeParams,
  query: overviewQuery,
  response: successBody(entryMarks),
  errors: ["NOT_FOUND"],
});

export const getJudgingMarksSummary = defineOperation({
  method: "get",
  paths: ["/judging/marks/summary"],
  tag,
  access: administrators,
  summary:
    "Per judge: count, mean and standard deviation of submitted totals, flagged under 5 marks; every submitted total with its z-score within its judge (ranking uses raw scores).",
  query: overviewQuery,
  response: successBody(marksSummary),
});

export const getJudgingMarksExport = defineOperation({
  method: "get",
  paths: ["/judging/marks/export"],
  tag,
  access: administrators,
  summary: "Raw marks of a round per entry, judge and criterion: .xlsx (with a per-judge summary sheet) or CSV.",
  query: marksExportQuery,
  response: z.string(),
  responseTypes: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "text/csv"],
});

// ---- Conflicts of interest: administrators' list and editor, judges' declarations, the contestants' list of judges --

export const getJudgingConflicts = defineOperation({
  method: "get",
  paths: ["/judging/conflicts"],
  tag,
  access: administrators,
  summary:
    "Every conflict of interest with its source (judge, contestant, automatic, admin) and reason; only administrators' own have an id (and can be deleted).",
  query: conflictsQuery,
  response: successBody(conflictsList),
});

export const postJudgingConflicts = defineOperation({
  method: "post",
  paths: ["/judging/conflicts"],
  tag,
  access: administrators,
  summary: "Record a conflict between a judge and a contestant, with a reason; the judge's unsubmitted assignments to that entry return to the pool. Audited.",
  body: conflictInput,
  response: successBody(judgingRecordId),
  status: 201,
  errors: ["VALIDATION_FAILED", "UNPROCESSABLE", "CONFLICT"],
});

export const deleteJudgingConflictsId = defineOperation({
  method: "delete",
  paths: ["/judging/conflicts/:id"],
  tag,
  access: administrators,
  summary: "Delete a conflict an administrator recorded. Audited.",
  params: idParams,
  response: successBody(judgingRecordId),
  errors: ["NOT_FOUND"],
});

export const getJudgingDeclaration = defineOperation({
  method: "get",
  paths: ["/judging/declaration"],
  tag,
  access: judges,
  summary: "The judge's own conflict declaration: organisations, people (names or e-mails), e-mail domains.",
  response: successBody(judgeDeclaration),
});

export const putJudgingDeclaration = defineOperation({
  method: "put",
  paths: ["/judging/declaration"],
  tag,
  access: judges,
  summary: "Replace the judge's conflict declaration; the judge is then never assigned (nor allowed to open) an entry it matches. Audited.",
  body: judgeDeclaration,
  response: successBody(judgeDeclaration),
  errors: ["VALIDATION_FAILED"],
});

export const getJudgingJudges = defineOperation({
  method: "get",
  paths: ["/judging/judges"],
  tag,
  access: ["candidate", "administrator"],
  summary: "Active judges' names, for the contestant's optional conflict declaration on the entry.",
  response: successBody(judgesDirectory),
});

// ---- The judge's home and the administrators' judging panel and entries list ----------------------------------------

export const getJudgingProgress = defineOperation({
  method: "get",
  paths: ["/judging/progress"],
  tag,
  access: ["judge"],
  summary: "The judge's progress per round: marking window, assigned, drafts, submitted, overdue.",
  response: successBody(judgeProgress),
});

export const getJudgingOverview = defineOperation({
  method: "get",
  paths: ["/judging/overview"],
  tag,
  access: administrators,
  summary:
    "The judging panel for a round: judges with assigned, submitted and overdue counts, entries by marking state, entries needing a third judge, the last automatic run.",
  query: overviewQuery,
  response: successBody(judgingOverview),
});

export const getJudgingEntries = defineOperation({
  method: "get",
  paths: ["/judging/entries"],
  tag,
  access: administrators,
  summary:
    "Valid entries of a round with their marking state (unassigned, in progress, needs a third judge, marked) and, once final, choice points, essay score and total; paged.",
  query: entryScoresQuery,
  response: entryScoresList,
});

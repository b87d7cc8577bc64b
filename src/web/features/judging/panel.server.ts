import { data } from "react-router";
import {
  deleteJudgingAssignmentsId,
  deleteJudgingConflictsId,
  getJudgingConflicts,
  getJudgingEntries,
  getJudgingEntriesCodeMarks,
  getJudgingJudges,
  getJudgingOverview,
  postJudgingAssignments,
  postJudgingAssignmentsAuto,
  postJudgingAssignmentsIdReopen,
  postJudgingConflicts,
  putJudgingRoundsRound,
} from "#contracts/judging.operations.ts";
import { entryMarkingStates, judgingRounds, type JudgingRound } from "#contracts/judging.ts";
import { unwrap, type apiClient } from "#web/lib/api.server.ts";
import { fromVietnamLocalInput } from "#web/lib/locale.ts";
import { actionResult, type ActionResult } from "./judge.server.ts";
import { pageNumber } from "#web/lib/page-number.ts";

type Api = ReturnType<typeof apiClient>;

/** The round the address asks for; the semi-final when it names none or an unknown one. */
export function roundOf(request: Request): JudgingRound {
  const round = new URL(request.url).searchParams.get("round");
  return judgingRounds.find((value) => value === round) ?? "semi_final";
}

/** What the administrators' judging panel shows: per-judge loads, entry counts, third judges, conflicts. */
export async function loadJudgingPanel(api: Api, round: JudgingRound) {
  const [overview, conflicts] = await Promise.all([api.call(getJudgingOverview, { query: { round } }), api.call(getJudgingConflicts)]);
  return { overview: unwrap(overview), conflicts: unwrap(conflicts) };
}

/** The entries list's marking view (`view=marking`): a round's entries with state and scores, filtered and paged. */
export async function loadEntryScores(api: Api, request: Request) {
  const url = new URL(request.url);
  const state = entryMarkingStates.find((value) => value === url.searchParams.get("state")) ?? "";
  const filters = { round: roundOf(request), state, page: pageNumber(url.searchParams.get("page")) };
  const list = unwrap(await api.call(getJudgingEntries, { query: { round: filters.round, page: filters.page, per_page: 20, state: state || undefined } }));
  return { list, filters };
}

/** The judges' names, for choosing one by hand. */
export async function judgesOf(api: Api) {
  return unwrap(await api.call(getJudgingJudges));
}

/** An entry's marks by judge; none for an entry that has never been in a round (e.g. excluded at screening). */
export async function entryMarksOf(api: Api, code: string) {
  const result = await api.call(getJudgingEntriesCodeMarks, { params: { code } });
  if (result.ok) return result.data;
  if (result.status === 404) return null;
  throw data(result.error.message, { status: result.status });
}

const positive = (value: FormDataEntryValue | null) => (String(value ?? "").trim() === "" ? undefined : Number(value));
const text = (value: FormDataEntryValue | null) => String(value ?? "");
/** A required id as typed; an empty one is NaN, sent as null, which the API refuses with the field's own message. */
const id = (value: FormDataEntryValue | null) => positive(value) ?? Number.NaN;
const roundOfForm = (form: FormData) => judgingRounds.find((value) => value === form.get("round")) ?? "semi_final";

/** The panel's forms, told apart by `intent`; every rule is the API's, this only passes the fields on. */
export async function judgingPanelAction(api: Api, form: FormData): Promise<ActionResult> {
  const intent = form.get("intent");
  switch (intent) {
    case "auto": {
      const cap = positive(form.get("cap"));
      // The form's round is sent as chosen: the API checks it and words a wrong one as a field error.
      return actionResult(await api.call(postJudgingAssignmentsAuto, { body: { round: text(form.get("round")) as JudgingRound, ...(cap === undefined ? {} : { cap }) } }));
    }
    case "window":
      return actionResult(
        await api.call(putJudgingRoundsRound, {
          params: { round: roundOfForm(form) },
          body: { marking_starts_at: fromVietnamLocalInput(text(form.get("marking_starts_at"))), marking_deadline: fromVietnamLocalInput(text(form.get("marking_deadline"))) },
        }),
      );
    case "assign":
      return actionResult(await api.call(postJudgingAssignments, { body: { round: roundOfForm(form), entry_code: text(form.get("entry_code")), judge_id: id(form.get("judge_id")), reason: text(form.get("reason")) } }));
    case "reopen":
      return actionResult(await api.call(postJudgingAssignmentsIdReopen, { params: { id: positive(form.get("assignment_id")) ?? 0 }, body: { reason: text(form.get("reason")) } }));
    case "unassign":
      return actionResult(await api.call(deleteJudgingAssignmentsId, { params: { id: positive(form.get("assignment_id")) ?? 0 }, body: { reason: text(form.get("reason")) } }));
    case "addConflict":
      return actionResult(await api.call(postJudgingConflicts, { body: { judge_id: id(form.get("judge_id")), contestant_id: id(form.get("contestant_id")), reason: text(form.get("reason")) } }));
    case "removeConflict":
      return actionResult(await api.call(deleteJudgingConflictsId, { params: { id: positive(form.get("id")) ?? 0 } }));
    default:
      throw data(null, { status: 400 });
  }
}

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
import { readForm } from "#web/lib/form-input.ts";
import { formAnswer } from "#web/lib/forms.ts";
import type { ActionResult } from "./judge.server.ts";
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

/** The panel's forms, told apart by `intent`; every rule is the API's, this only passes the fields on as its schemas read them. */
export async function judgingPanelAction(api: Api, form: FormData): Promise<ActionResult> {
  switch (form.get("intent")) {
    case "auto":
      return formAnswer(await api.call(postJudgingAssignmentsAuto, { body: readForm(form, postJudgingAssignmentsAuto.body) }), form);
    case "window":
      return formAnswer(
        await api.call(putJudgingRoundsRound, { params: readForm(form, putJudgingRoundsRound.params), body: readForm(form, putJudgingRoundsRound.body) }),
        form,
      );
    case "assign":
      return formAnswer(await api.call(postJudgingAssignments, { body: readForm(form, postJudgingAssignments.body) }), form);
    case "reopen":
      return formAnswer(
        await api.call(postJudgingAssignmentsIdReopen, {
          params: readForm(form, postJudgingAssignmentsIdReopen.params),
          body: readForm(form, postJudgingAssignmentsIdReopen.body),
        }),
        form,
      );
    case "unassign":
      return formAnswer(
        await api.call(deleteJudgingAssignmentsId, {
          params: readForm(form, deleteJudgingAssignmentsId.params),
          body: readForm(form, deleteJudgingAssignmentsId.body),
        }),
        form,
      );
    case "addConflict":
      return formAnswer(await api.call(postJudgingConflicts, { body: readForm(form, postJudgingConflicts.body) }), form);
    case "removeConflict":
      return formAnswer(await api.call(deleteJudgingConflictsId, { params: readForm(form, deleteJudgingConflictsId.params) }), form);
    default:
      throw data(null, { status: 400 });
  }
}

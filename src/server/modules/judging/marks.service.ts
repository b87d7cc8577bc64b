import type { Edition } from "#contracts/contest.ts";
import type { BlindEntry, EntryMarks, JudgingRound, MarkInput, OwnMark } from "#contracts/judging.ts";
import { essayTotal, fromHalves } from "#domain/judging-score.ts";
import type { Db } from "#server/db/database.ts";
import type { JudgingMarksTable } from "#server/db/schema-judging-draw.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { currentEdition, fileLink } from "#server/modules/contest/index.ts";
import { resultsRoundState } from "#server/modules/results/index.ts";
import { findEntryByCode } from "./assignments.repo.ts";
import { isConflicted } from "./conflicts.service.ts";
import * as repo from "./marks.repo.ts";
import { entryAssignments, findResult } from "./results.repo.ts";
import { ensureThirdJudge, refreshResult } from "./results.service.ts";
import { assertMarkingOpen, roundsOf } from "./rounds.service.ts";

type MarkRow = Pick<
  JudgingMarksTable,
  "creativity" | "communication" | "sustainability" | "total" | "comment" | "state" | "submitted_at" | "reopened_at" | "updated_at"
>;

const toOwnMark = (mark: MarkRow): OwnMark => ({
  creativity: mark.creativity,
  communication: mark.communication,
  sustainability: mark.sustainability,
  total: mark.total,
  comment: mark.comment,
  state: mark.state,
  reopened: mark.state === "draft" && mark.reopened_at !== null,
  submitted_at: mark.submitted_at,
  updated_at: mark.updated_at,
});

/**
 * The judge's assignment to the entry with this code (the given round, else the latest), refused with 403 when
 * there is none, the entry was excluded, or a conflict of interest exists now.
 */
async function assignmentFor(db: Db, edition: Edition, judgeId: number, code: string, round: JudgingRound | undefined) {
  const rows = await repo.judgeAssignmentsFor(db, edition.id, judgeId, code);
  const row = round ? rows.find((r) => r.round === round) : (rows.find((r) => r.round === "final") ?? rows[0]);
  if (!row || row.status === "excluded") throw new ApiError("FORBIDDEN", { messageKey: "judging.notAssigned" });
  if (await isConflicted(db, judgeId, { id: row.entry_id, user_id: row.user_id, edition_id: row.edition_id }))
    throw new ApiError("FORBIDDEN", { messageKey: "judging.conflicted" });
  return row;
}

/** The blind view: code, title, files behind signed links, the round's window and the judge's own mark only. */
export async function blindEntry(deps: Deps, judgeId: number, code: string, round: JudgingRound | undefined): Promise<BlindEntry> {
  const { db } = deps;
  const edition = await currentEdition(deps);
  const assignment = await assignmentFor(db, edition, judgeId, code, round);
  const settings = (await roundsOf(deps, db, edition))[assignment.round];
  const mark = await repo.findMark(db, assignment.id);
  const files = await repo.entryFilesForJudge(db, assignment.entry_id);
  return {
    code: assignment.code,
    title: assignment.title,
    round: assignment.round,
    files: await Promise.all(
      files.map(async (file) => ({ id: file.id, kind: file.kind, media_type: file.media_type, bytes: file.bytes, url: await fileLink(deps, file.id) })),
    ),
    marking_starts_at: settings.marking_starts_at,
    marking_deadline: settings.marking_deadline,
    window: settings.window,
    mark: mark ? toOwnMark(mark) : null,
  };
}

/**
 * Saves a draft or submits, inside the round's window. The entry's row is locked first, so two judges submitting at
 * once are decided one after the other (the second sees the first's mark and may call the third judge) and the
 * same judge submitting twice gets one mark and a 409.
 */
export async function saveMark(deps: Deps, judgeId: number, code: string, round: JudgingRound | undefined, input: MarkInput): Promise<OwnMark> {
  const { db, clock, database } = deps;
  const edition = await currentEdition(deps);
  return db.transaction().execute(async (trx) => {
    const assignment = await assignmentFor(trx, edition, judgeId, code, round);
    assertMarkingOpen((await roundsOf(deps, trx, edition))[assignment.round]);
    await repo.lockEntry(trx, database.dialect, assignment.entry_id);
    const before = await repo.findMark(trx, assignment.id);
    if (before?.state === "submitted") throw new ApiError("CONFLICT", { messageKey: "judging.alreadySubmitted" });
    const now = clock.now().toISOString();
    const values = {
      creativity: input.creativity,
      communication: input.communication,
      sustainability: input.sustainability,
      total: essayTotal(input),
      comment: input.comment ? input.comment : null,
      state: input.submit ? ("submitted" as const) : ("draft" as const),
      submitted_at: input.submit ? now : null,
      updated_at: now,
    };
    if (before) await repo.updateMark(trx, assignment.id, values);
    else await repo.insertMark(trx, { ...values, assignment_id: assignment.id, reopened_at: null, reopened_by: null, reopen_reason: null, created_at: now });
    await recordAudit(trx, clock, {
      actorId: judgeId,
      action: input.submit ? "judging.mark_submit" : "judging.mark_draft",
      subject: `judging_assignment:${assignment.id}`,
      before,
      after: values,
    });
    if (input.submit && (await refreshResult(trx, deps, edition, assignment.entry_id, assignment.round)).kind === "needs_third") {
      await ensureThirdJudge(trx, deps, edition, assignment.entry_id, assignment.round, null);
    }
    return toOwnMark((await repo.findMark(trx, assignment.id))!);
  });
}

/** Which confirmation stands in the way of reopening a mark of the round (PRODUCT.md "reopening marks"). */
const reopenBlocker = { confirmed: "judging.roundConfirmed", published: "judging.roundPublished" } as const;

/**
 * An administrator reopens a submitted mark with a reason; only that judge can submit it again. Not once the round's
 * ranking is confirmed (withdraw the confirmation first) or published (409).
 */
export async function reopenMark(deps: Deps, actorId: number, assignmentId: number, reason: string): Promise<EntryMarks> {
  const { db, clock, database } = deps;
  const edition = await currentEdition(deps);
  const target = await db.transaction().execute(async (trx) => {
    const assignment = await repo.roundOfAssignment(trx, assignmentId);
    if (!assignment || assignment.edition_id !== edition.id) throw new ApiError("NOT_FOUND");
    await repo.lockEntry(trx, database.dialect, assignment.entry_id);
    const before = await repo.findMark(trx, assignmentId);
    if (before?.state !== "submitted") throw new ApiError("CONFLICT", { messageKey: "judging.notSubmitted" });
    const state = await resultsRoundState(trx, database.dialect, edition.id, assignment.round);
    if (state === "confirmed" || state === "published") throw new ApiError("CONFLICT", { messageKey: reopenBlocker[state] });
    const now = clock.now().toISOString();
    await repo.updateMark(trx, assignmentId, {
      state: "draft",
      submitted_at: null,
      reopened_at: now,
      reopened_by: actorId,
      reopen_reason: reason,
      updated_at: now,
    });
    await refreshResult(trx, deps, edition, assignment.entry_id, assignment.round);
    await recordAudit(trx, clock, { actorId, action: "judging.mark_reopen", subject: `judging_assignment:${assignmentId}`, before, reason });
    return assignment;
  });
  return marksOfEntry(deps, edition, target.entry_id, target.round);
}

async function marksOfEntry(deps: Deps, edition: Edition, entryId: number, round: JudgingRound): Promise<EntryMarks> {
  const entry = await deps.db.selectFrom("entries").select(["id", "code", "final_code", "title"]).where("id", "=", entryId).executeTakeFirstOrThrow();
  const assignments = await entryAssignments(deps.db, entryId, round);
  const result = await findResult(deps.db, entryId, round);
  const marks = assignments.flatMap((a) =>
    a.state === null
      ? []
      : [
          {
            ...toOwnMark({
              ...a,
              state: a.state,
              creativity: a.creativity!,
              communication: a.communication!,
              sustainability: a.sustainability!,
              total: a.total!,
              comment: a.comment,
              submitted_at: a.submitted_at,
              reopened_at: a.reopened_at,
              updated_at: a.updated_at!,
            }),
            assignment_id: a.assignment_id,
            judge: { id: a.judge_id, full_name: a.judge_name },
            reopen_reason: a.reopen_reason,
          },
        ],
  );
  return {
    entry_id: entry.id,
    code: round === "final" ? (entry.final_code ?? entry.code) : entry.code,
    title: entry.title,
    round,
    state: result?.state ?? "unassigned",
    judges_assigned: assignments.length,
    marks_submitted: assignments.filter((a) => a.state === "submitted").length,
    pending: assignments.filter((a) => a.state === null).map((a) => ({ assignment_id: a.assignment_id, judge: { id: a.judge_id, full_name: a.judge_name } })),
    choice_points: result?.choice_points ?? 0,
    essay_score: result?.essay_halves == null ? null : fromHalves(result.essay_halves),
    total: result?.total_halves == null ? null : fromHalves(result.total_halves),
    marks,
  };
}

/** The administrators' view of one entry's marks, with the judges' names. */
export async function entryMarks(deps: Deps, code: string, round: JudgingRound): Promise<EntryMarks> {
  const edition = await currentEdition(deps);
  const entry = await findEntryByCode(deps.db, edition.id, code);
  if (!entry) throw new ApiError("NOT_FOUND");
  return marksOfEntry(deps, edition, entry.id, round);
}

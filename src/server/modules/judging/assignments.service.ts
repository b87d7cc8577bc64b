import { randomBytes } from "node:crypto";
import type { Edition } from "#contracts/contest.ts";
import { vietnamDayTime } from "#contracts/vietnam-time.ts";
import type {
  AdminAssignment,
  Assignment,
  AssignmentRun,
  AssignmentsList,
  AssignmentsQuery,
  AutoAssignInput,
  JudgingRound,
  ManualAssignInput,
  RoundSettings,
} from "#contracts/judging.ts";
import { assignJudges, loadSpread } from "#domain/judging-assignment.ts";
import { choicePoints } from "#domain/judging-score.ts";
import type { Db } from "#server/db/database.ts";
import { forUpdate, isUniqueViolation } from "#server/db/dialect.ts";
import type { Deps } from "#server/deps.ts";
import type { AuthUser } from "#server/http/auth.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { currentEdition } from "#server/modules/contest/index.ts";
import { confirmedFinalists } from "#server/modules/results/index.ts";
import * as repo from "./assignments.repo.ts";
import { activeJudges, conflictSets, isConflicted } from "./conflicts.service.ts";
import { refreshResult } from "./results.service.ts";
import { roundsOf } from "./rounds.service.ts";
import { findResult, markInProgress, roundResults } from "./results.repo.ts";

type Row = Awaited<ReturnType<ReturnType<typeof repo.assignmentRows>["execute"]>>[number];

function toAssignment(row: Row, round: RoundSettings): Assignment {
  const state = row.mark_state ?? "pending";
  return {
    id: row.id,
    round: row.round,
    code: row.code,
    title: row.title,
    state,
    reopened: state === "draft" && row.reopened_at !== null,
    marking_deadline: round.marking_deadline,
    overdue: state !== "submitted" && round.window === "closed",
    updated_at: row.mark_updated_at ?? row.created_at,
  };
}

function toAdminAssignment(row: Row, round: RoundSettings): AdminAssignment {
  return {
    ...toAssignment(row, round),
    entry_id: row.entry_id,
    judge: { id: row.judge_id, full_name: row.judge_name, email: row.judge_email, active: row.judge_role === "judge" && row.judge_deleted_at === null },
    source: row.source,
    created_at: row.created_at,
  };
}

/** A judge sees their own assignments; an administrator everyone's, filtered. */
export async function listAssignments(deps: Deps, user: AuthUser, query: AssignmentsQuery): Promise<AssignmentsList> {
  const edition = await currentEdition(deps);
  const rounds = await roundsOf(deps, deps.db, edition);
  const admin = user.role === "administrator";
  const base = repo.assignmentRows(deps.db, { editionId: edition.id, round: query.round, judgeId: admin ? query.judge_id : user.id, state: query.state });
  const { total } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const rows = await base
    .orderBy("a.round")
    .orderBy("e.id")
    .orderBy("a.id")
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  return {
    data: rows.map((row) => (admin ? toAdminAssignment(row, rounds[row.round]) : toAssignment(row, rounds[row.round]))),
    current_page: query.page,
    total: Number(total),
    per_page: query.per_page,
  };
}

/**
 * The entries a round marks: every valid entry in the semi-final; in the final, the finalists of the confirmed
 * semi-final ranking (docs/results.md), once every semi-final score is final.
 */
async function roundEntries(db: Db, edition: Edition, round: JudgingRound) {
  const valid = await repo.validEntries(db, edition.id);
  if (round === "semi_final") return valid;
  const semiFinal = new Map((await roundResults(db, "semi_final")).map((result) => [result.entry_id, result]));
  if (valid.some((entry) => semiFinal.get(entry.id)?.state !== "marked")) throw new ApiError("UNPROCESSABLE", { messageKey: "judging.roundNotReady" });
  const finalists = await confirmedFinalists(db, edition.id, edition.semi_final_count);
  if (!finalists) throw new ApiError("UNPROCESSABLE", { messageKey: "results.semiFinalFirst" });
  const byId = new Map(valid.map((entry) => [entry.id, entry]));
  return finalists.flatMap((seq) => byId.get(seq) ?? []);
}

/**
 * A round's automatic assignment waits for its marking window to open: the semi-final's entries are settled only
 * then (by default as submission closes), and the final's judges must not see their entries before it. The final
 * also waits for every semi-final score (roundEntries).
 */
function assertAssignable(round: RoundSettings): void {
  if (round.window === "before") {
    const messageKey = round.round === "semi_final" ? "judging.assignBeforeWindow" : "judging.assignFinalBeforeWindow";
    throw new ApiError("UNPROCESSABLE", { messageKey, vars: { at: vietnamDayTime(round.marking_starts_at) } });
  }
}

/** Serialises runs and manual changes of one edition (PostgreSQL row lock; SQLite runs one transaction at a time). */
const lockEdition = (db: Db, deps: Pick<Deps, "database">, editionId: number) =>
  forUpdate(deps.database.dialect, db.selectFrom("contest_editions").select("id").where("id", "=", editionId)).executeTakeFirst();

/** Returns stranded assignments (judge gone, entry excluded) to the pool; audited. */
async function releaseStranded(db: Db, deps: Pick<Deps, "clock">, edition: Edition, round: JudgingRound, actorId: number) {
  const stranded = await repo.strandedAssignments(db, edition.id, round);
  if (!stranded.length) return;
  await repo.deleteAssignments(
    db,
    stranded.map((s) => s.id),
  );
  for (const entryId of new Set(stranded.map((s) => s.entry_id))) await refreshResult(db, deps, edition, entryId, round);
  await recordAudit(db, deps.clock, { actorId, action: "judging.assignments_release", subject: `judging_round:${edition.id}:${round}`, before: stranded });
}

/** Automatic assignment, incremental, in one transaction; the seed is recorded with the run. */
export async function autoAssign(deps: Deps, actorId: number, input: AutoAssignInput): Promise<AssignmentRun> {
  const { db, clock } = deps;
  const edition = await currentEdition(deps);
  assertAssignable((await roundsOf(deps, db, edition))[input.round]);
  const seed = input.seed ?? randomBytes(12).toString("base64url");
  return db.transaction().execute(async (trx) => {
    await lockEdition(trx, deps, edition.id);
    await releaseStranded(trx, deps, edition, input.round, actorId);
    const entries = await roundEntries(trx, edition, input.round);
    const judges = await activeJudges(trx);
    const conflicts = await conflictSets(trx, edition.id, judges);
    const pairs = await repo.roundPairs(trx, edition.id, input.round);
    const needsThird = new Set(pairs.filter((p) => p.source === "third_judge").map((p) => p.entry_id));
    for (const result of await roundResults(trx, input.round)) if (result.state === "needs_third") needsThird.add(result.entry_id);
    const result = assignJudges({
      entries: entries.map((entry) => ({ id: entry.id, needed: needsThird.has(entry.id) ? 3 : 2 })),
      judges: judges.map((judge) => judge.id),
      conflicts,
      existing: pairs.map((pair) => ({ entryId: pair.entry_id, judgeId: pair.judge_id })),
      cap: input.cap,
      seed,
    });
    const now = clock.now().toISOString();
    const codes = new Map(entries.map((entry) => [entry.id, entry.code]));
    const { min, max } = loadSpread(result.loads);
    const run = await repo.insertRun(trx, {
      edition_id: edition.id,
      round: input.round,
      seed,
      cap: input.cap ?? null,
      added: result.added.length,
      short_codes_json: JSON.stringify(result.short.map((id) => codes.get(id))),
      load_min: min,
      load_max: max,
      created_by: actorId,
      created_at: now,
    });
    await repo.insertAssignments(
      trx,
      result.added.map(({ entryId, judgeId }) => ({
        edition_id: edition.id,
        round: input.round,
        entry_id: entryId,
        judge_id: judgeId,
        source: "automatic" as const,
        run_id: run.id,
        created_by: actorId,
        created_at: now,
      })),
    );
    const touched = new Set(result.added.map((a) => a.entryId));
    const choice = (answer: string) => choicePoints(answer, edition.correct_option);
    await markInProgress(
      trx,
      entries.filter((e) => touched.has(e.id)).map((e) => ({ entry_id: e.id, round: input.round, choice_points: choice(e.choice_answer) })),
      now,
    );
    await recordAudit(trx, clock, {
      actorId,
      action: "judging.auto_assign",
      subject: `judging_run:${run.id}`,
      after: { round: input.round, seed, cap: input.cap ?? null, added: result.added.length, short: result.short.length },
    });
    return toRun(run);
  });
}

export function toRun(run: Awaited<ReturnType<typeof repo.insertRun>>): AssignmentRun {
  return {
    id: run.id,
    round: run.round,
    seed: run.seed,
    cap: run.cap,
    added: run.added,
    short_codes: JSON.parse(run.short_codes_json) as string[],
    load_min: run.load_min,
    load_max: run.load_max,
    created_at: run.created_at,
  };
}

export async function manualAssign(deps: Deps, actorId: number, input: ManualAssignInput): Promise<AdminAssignment> {
  const { db, clock } = deps;
  const edition = await currentEdition(deps);
  const id = await db
    .transaction()
    .execute(async (trx) => {
      await lockEdition(trx, deps, edition.id);
      const entry = await repo.findEntryByCode(trx, edition.id, input.entry_code);
      const inRound =
        entry && entry.status !== "excluded" && (input.round === "semi_final" || (await findResult(trx, entry.id, "semi_final"))?.state === "marked");
      if (!entry || !inRound) throw new ApiError("UNPROCESSABLE", { messageKey: "judging.entryNotAssignable" });
      if (!(await activeJudges(trx)).some((judge) => judge.id === input.judge_id)) throw new ApiError("UNPROCESSABLE", { messageKey: "judging.notJudge" });
      if (await isConflicted(trx, input.judge_id, entry)) throw new ApiError("UNPROCESSABLE", { messageKey: "judging.conflicted" });
      await repo.insertAssignments(trx, [
        {
          edition_id: edition.id,
          round: input.round,
          entry_id: entry.id,
          judge_id: input.judge_id,
          source: "manual",
          run_id: null,
          created_by: actorId,
          created_at: clock.now().toISOString(),
        },
      ]);
      const created = (await repo.roundPairs(trx, edition.id, input.round)).find((p) => p.entry_id === entry.id && p.judge_id === input.judge_id)!;
      await refreshResult(trx, deps, edition, entry.id, input.round);
      await recordAudit(trx, clock, {
        actorId,
        action: "judging.assign",
        subject: `judging_assignment:${created.id}`,
        after: { round: input.round, entry_id: entry.id, judge_id: input.judge_id },
        reason: input.reason,
      });
      return created.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new ApiError("CONFLICT", { messageKey: "judging.alreadyAssigned" });
      throw error;
    });
  const rounds = await roundsOf(deps, db, edition);
  const row = (await repo.assignmentRows(db, { editionId: edition.id }).where("a.id", "=", id).execute())[0]!;
  return toAdminAssignment(row, rounds[row.round]);
}

/** Unassigns by hand, unless the mark is submitted (reopen it instead). */
export async function unassign(deps: Deps, actorId: number, id: number, reason: string): Promise<void> {
  const { db, clock } = deps;
  const edition = await currentEdition(deps);
  await db.transaction().execute(async (trx) => {
    await lockEdition(trx, deps, edition.id);
    const assignment = await repo.findAssignment(trx, id);
    if (!assignment || assignment.edition_id !== edition.id) throw new ApiError("NOT_FOUND");
    if (assignment.mark_state === "submitted") throw new ApiError("CONFLICT", { messageKey: "judging.hasMarks" });
    await repo.deleteAssignments(trx, [id]);
    await refreshResult(trx, deps, edition, assignment.entry_id, assignment.round);
    await recordAudit(trx, clock, { actorId, action: "judging.unassign", subject: `judging_assignment:${id}`, before: assignment, reason });
  });
}

/** A new conflict releases the judge's unsubmitted assignments to that contestant's entry. */
export async function releaseConflicted(deps: Deps, db: Db, judgeId: number, contestantId: number): Promise<number[]> {
  const open = await repo.openAssignmentsOf(db, judgeId, contestantId);
  if (!open.length) return [];
  await repo.deleteAssignments(
    db,
    open.map((a) => a.id),
  );
  const edition = await currentEdition({ db });
  for (const a of open) await refreshResult(db, deps, edition, a.entry_id, a.round);
  return open.map((a) => a.id);
}

import { sql, type Insertable } from "kysely";
import type { AssignmentState } from "#contracts/judging.ts";
import type { Db } from "#server/db/database.ts";
import { anonymousCode } from "#server/lib/anonymous-code.ts";
import type { JudgingAssignmentsTable, JudgingRoundName } from "#server/db/schema-judging-draw.ts";

/**
 * The entry's code in the assignment's round: each round gives each entry its own anonymous code (docs/judging.md,
 * "Who can see what"), the semi-final's `code` and the final's `final_code`. For queries joining
 * `judging_assignments as a` to `entries as e`.
 */
export const roundCode = sql<string>`case when a.round = 'final' then e.final_code else e.code end`;

/** Assignments with their entry, judge and mark state; never joined to the entry's author. */
export function assignmentRows(
  db: Db,
  filter: {
    editionId: number;
    round?: JudgingRoundName | undefined;
    judgeId?: number | undefined;
    state?: AssignmentState | undefined;
    code?: string | undefined;
  },
) {
  let query = db
    .selectFrom("judging_assignments as a")
    .innerJoin("entries as e", "e.id", "a.entry_id")
    .innerJoin("users as j", "j.id", "a.judge_id")
    .leftJoin("judging_marks as m", "m.assignment_id", "a.id")
    .select([
      "a.id",
      "a.round",
      "a.entry_id",
      "a.judge_id",
      "a.source",
      "a.created_at",
      roundCode.as("code"),
      "e.title",
      "e.user_id as author_id",
      "e.edition_id",
      "j.full_name as judge_name",
      "j.email as judge_email",
      "j.role as judge_role",
      "j.deleted_at as judge_deleted_at",
      "m.state as mark_state",
      "m.reopened_at",
      "m.updated_at as mark_updated_at",
    ])
    .where("a.edition_id", "=", filter.editionId)
    .where("e.status", "!=", "excluded");
  if (filter.round) query = query.where("a.round", "=", filter.round);
  if (filter.judgeId) query = query.where("a.judge_id", "=", filter.judgeId);
  if (filter.code) query = query.where(roundCode, "=", filter.code);
  if (filter.state === "pending") query = query.where("m.id", "is", null);
  else if (filter.state) query = query.where("m.state", "=", filter.state);
  return query;
}

/** Every (entry, judge) pair of the round with whether its mark is submitted: the input of an incremental run. */
export function roundPairs(db: Db, editionId: number, round: JudgingRoundName) {
  return db
    .selectFrom("judging_assignments as a")
    .leftJoin("judging_marks as m", "m.assignment_id", "a.id")
    .select(["a.id", "a.entry_id", "a.judge_id", "a.source", "m.state as mark_state"])
    .where("a.edition_id", "=", editionId)
    .where("a.round", "=", round)
    .orderBy("a.id")
    .execute();
}

/** Inserts assignments; an entry assigned in the final for the first time gets its final-round code. */
export async function insertAssignments(db: Db, rows: Insertable<JudgingAssignmentsTable>[]) {
  // Chunks keep each statement under the databases' bound-parameter limits.
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto("judging_assignments")
      .values(rows.slice(i, i + 500))
      .execute();
  for (const entryId of new Set(rows.filter((row) => row.round === "final").map((row) => row.entry_id))) {
    await db.updateTable("entries").set({ final_code: anonymousCode() }).where("id", "=", entryId).where("final_code", "is", null).execute();
  }
}

export function findAssignment(db: Db, id: number) {
  return db
    .selectFrom("judging_assignments as a")
    .leftJoin("judging_marks as m", "m.assignment_id", "a.id")
    .select(["a.id", "a.edition_id", "a.round", "a.entry_id", "a.judge_id", "a.source", "m.id as mark_id", "m.state as mark_state"])
    .where("a.id", "=", id)
    .executeTakeFirst();
}

/** Removes assignments and their draft marks (callers never pass one with a submitted mark). */
export async function deleteAssignments(db: Db, ids: number[]) {
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    await db.deleteFrom("judging_marks").where("assignment_id", "in", chunk).execute();
    await db.deleteFrom("judging_assignments").where("id", "in", chunk).execute();
  }
}

/** Unsubmitted assignments whose judge can no longer mark (role changed, deleted) or whose entry was excluded. */
export function strandedAssignments(db: Db, editionId: number, round: JudgingRoundName) {
  return db
    .selectFrom("judging_assignments as a")
    .innerJoin("users as j", "j.id", "a.judge_id")
    .innerJoin("entries as e", "e.id", "a.entry_id")
    .leftJoin("judging_marks as m", "m.assignment_id", "a.id")
    .select(["a.id", "a.entry_id", "a.judge_id"])
    .where("a.edition_id", "=", editionId)
    .where("a.round", "=", round)
    .where((eb) => eb.or([eb("m.state", "is", null), eb("m.state", "!=", "submitted")]))
    .where((eb) => eb.or([eb("j.role", "!=", "judge"), eb("j.deleted_at", "is not", null), eb("e.status", "=", "excluded")]))
    .execute();
}

/** Unsubmitted assignments of one judge to one contestant's entries (a new conflict releases them). */
export function openAssignmentsOf(db: Db, judgeId: number, contestantId: number) {
  return db
    .selectFrom("judging_assignments as a")
    .innerJoin("entries as e", "e.id", "a.entry_id")
    .leftJoin("judging_marks as m", "m.assignment_id", "a.id")
    .select(["a.id", "a.entry_id", "a.round"])
    .where("a.judge_id", "=", judgeId)
    .where("e.user_id", "=", contestantId)
    .where((eb) => eb.or([eb("m.state", "is", null), eb("m.state", "!=", "submitted")]))
    .execute();
}

export function insertRun(
  db: Db,
  row: {
    edition_id: number;
    round: JudgingRoundName;
    seed: string;
    cap: number | null;
    added: number;
    short_codes_json: string;
    load_min: number;
    load_max: number;
    created_by: number;
    created_at: string;
  },
) {
  return db.insertInto("judging_runs").values(row).returningAll().executeTakeFirstOrThrow();
}

export function lastRun(db: Db, editionId: number, round: JudgingRoundName) {
  return db
    .selectFrom("judging_runs")
    .selectAll()
    .where("edition_id", "=", editionId)
    .where("round", "=", round)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** The entries of the edition a round may mark: valid ones with their author and choice answer. */
export function validEntries(db: Db, editionId: number) {
  return db
    .selectFrom("entries")
    .select(["id", "code", "user_id", "choice_answer"])
    .where("edition_id", "=", editionId)
    .where("status", "!=", "excluded")
    .orderBy("id")
    .execute();
}

export function findEntryByCode(db: Db, editionId: number, code: string) {
  return db
    .selectFrom("entries")
    .select(["id", "code", "user_id", "edition_id", "status", "choice_answer"])
    .where("edition_id", "=", editionId)
    .where((eb) => eb.or([eb("code", "=", code), eb("final_code", "=", code)]))
    .executeTakeFirst();
}

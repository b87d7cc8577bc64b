import type { Db } from "#server/db/database.ts";
import { roundCode } from "./assignments.repo.ts";
import { forUpdate, type DialectName } from "#server/db/dialect.ts";
import type { JudgingMarksTable, JudgingRoundName } from "#server/db/schema-judging-draw.ts";

/** The judge's assignments to the entry with this code in their round (each round its own code), latest first. */
export function judgeAssignmentsFor(db: Db, editionId: number, judgeId: number, code: string) {
  return db
    .selectFrom("judging_assignments as a")
    .innerJoin("entries as e", "e.id", "a.entry_id")
    .select(["a.id", "a.round", "a.entry_id", roundCode.as("code"), "e.title", "e.user_id", "e.edition_id", "e.status"])
    .where("a.edition_id", "=", editionId)
    .where("a.judge_id", "=", judgeId)
    .where(roundCode, "=", code)
    .orderBy("a.id", "desc")
    .execute();
}

/** Locks the entry's row for the rest of the transaction (PostgreSQL), so marks of one entry are decided one at a time. */
export function lockEntry(db: Db, dialect: DialectName, entryId: number) {
  return forUpdate(dialect, db.selectFrom("entries").select("id").where("id", "=", entryId)).executeTakeFirst();
}

export function findMark(db: Db, assignmentId: number) {
  return db.selectFrom("judging_marks").selectAll().where("assignment_id", "=", assignmentId).executeTakeFirst();
}

export function insertMark(db: Db, row: Omit<JudgingMarksTable, "id">) {
  return db.insertInto("judging_marks").values(row).execute();
}

export function updateMark(db: Db, assignmentId: number, values: Partial<Omit<JudgingMarksTable, "id" | "assignment_id">>) {
  return db.updateTable("judging_marks").set(values).where("assignment_id", "=", assignmentId).execute();
}

/** Ready files of the entry: kind, type, size; the name as uploaded is not selected. */
export function entryFilesForJudge(db: Db, entryId: number) {
  // Only files with a judge's copy: one stored before anonymisation and not copied yet is withheld (judges-copies.ts).
  return db
    .selectFrom("entry_files")
    .select(["id", "kind", "media_type", "bytes"])
    .where("entry_id", "=", entryId)
    .where("state", "=", "ready")
    .where("original_file_id", "is not", null)
    .orderBy("id")
    .execute();
}

export function roundOfAssignment(
  db: Db,
  assignmentId: number,
): Promise<{ round: JudgingRoundName; entry_id: number; judge_id: number; edition_id: number } | undefined> {
  return db.selectFrom("judging_assignments").select(["round", "entry_id", "judge_id", "edition_id"]).where("id", "=", assignmentId).executeTakeFirst();
}

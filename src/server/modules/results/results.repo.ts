import type { Db } from "#server/db/database.ts";
import { forUpdate, type DialectName } from "#server/db/dialect.ts";
import type { ResultsRoundName, ResultsRoundsTable } from "#server/db/schema-results.ts";

/** Every entry of the edition with what the results need of it and its contestant, by sequence number. */
export function editionEntries(db: Db, editionId: number) {
  return db
    .selectFrom("entries as e")
    .innerJoin("users as u", "u.id", "e.user_id")
    .select([
      "e.id",
      "e.code",
      "e.final_code",
      "e.title",
      "e.status",
      "e.choice_answer",
      "e.locale",
      "e.publish_name",
      "e.exclusion_reason",
      "e.user_id",
      "u.full_name",
      "u.email",
    ])
    .where("e.edition_id", "=", editionId)
    .orderBy("e.id")
    .execute();
}
export type EntryRow = Awaited<ReturnType<typeof editionEntries>>[number];

/**
 * The code judges and jurors knew the entry by in the round: the final's own code once the entry was assigned in
 * the final (docs/judging.md, "Who can see what"). Public pages and the record keep the contestant's entry code.
 */
export const codeInRound = (entry: Pick<EntryRow, "code" | "final_code">, round: ResultsRoundName) =>
  round === "final" ? (entry.final_code ?? entry.code) : entry.code;

/** Every assignment of the edition with its mark, in the order the judging rules read them per entry. */
export async function editionMarks(db: Db, editionId: number) {
  const rows = await db
    .selectFrom("judging_assignments as a")
    .leftJoin("judging_marks as m", "m.assignment_id", "a.id")
    .select(["a.id", "a.round", "a.entry_id", "a.judge_id", "a.source", "m.state", "m.creativity", "m.communication", "m.sustainability"])
    .where("a.edition_id", "=", editionId)
    .orderBy("a.id")
    .execute();
  // The pair first, then the third judge, each by id (as judging's results.repo reads them).
  return rows.sort((x, y) => x.entry_id - y.entry_id || Number(x.source === "third_judge") - Number(y.source === "third_judge") || x.id - y.id);
}
export type MarkRow = Awaited<ReturnType<typeof editionMarks>>[number];

/** Whether judges are assigned to the round (the final's assignments settle who the finalists are). */
export async function hasAssignments(db: Db, editionId: number, round: ResultsRoundName): Promise<boolean> {
  return !!(await db.selectFrom("judging_assignments").select("id").where("edition_id", "=", editionId).where("round", "=", round).limit(1).executeTakeFirst());
}

export function findScreening(db: Db, editionId: number) {
  return db.selectFrom("results_screening").selectAll().where("edition_id", "=", editionId).executeTakeFirst();
}

export async function insertScreening(db: Db, row: { edition_id: number; closed_at: string; closed_by: number }) {
  await db.insertInto("results_screening").values(row).execute();
}

export function findRounds(db: Db, editionId: number) {
  return db.selectFrom("results_rounds").selectAll().where("edition_id", "=", editionId).execute();
}

/** The round's row, locked for the transaction (PostgreSQL; SQLite runs one writer at a time). */
export function lockRound(db: Db, dialect: DialectName, editionId: number, round: ResultsRoundName) {
  return forUpdate(dialect, db.selectFrom("results_rounds").selectAll().where("edition_id", "=", editionId).where("round", "=", round)).executeTakeFirst();
}

export async function saveRound(db: Db, editionId: number, round: ResultsRoundName, values: Partial<Omit<ResultsRoundsTable, "id" | "edition_id" | "round">>) {
  const existing = await db.selectFrom("results_rounds").select("id").where("edition_id", "=", editionId).where("round", "=", round).executeTakeFirst();
  if (existing) await db.updateTable("results_rounds").set(values).where("id", "=", existing.id).execute();
  else
    await db
      .insertInto("results_rounds")
      .values({ edition_id: editionId, round, state: "open", ...values })
      .execute();
}

/** The stages with a published (frozen) record. */
export async function recordStages(db: Db, editionId: number): Promise<ResultsRoundName[]> {
  const rows = await db.selectFrom("results_records").select("stage").distinct().where("edition_id", "=", editionId).execute();
  return rows.map((row) => row.stage);
}

export function latestRecord(db: Db, editionId: number, stage: ResultsRoundName) {
  return db
    .selectFrom("results_records")
    .selectAll()
    .where("edition_id", "=", editionId)
    .where("stage", "=", stage)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
}

export async function insertRecord(
  db: Db,
  row: { edition_id: number; stage: ResultsRoundName; version: number; sha256: string; record_json: string; frozen_at: string },
) {
  await db.insertInto("results_records").values(row).execute();
}

export function listCancellations(db: Db, editionId: number) {
  return db.selectFrom("results_cancellations").selectAll().where("edition_id", "=", editionId).orderBy("id").execute();
}

export async function insertCancellation(db: Db, row: { edition_id: number; entry_id: number; reason: string; cancelled_by: number; cancelled_at: string }) {
  await db.insertInto("results_cancellations").values(row).execute();
}

export function findEntryOfUser(db: Db, editionId: number, userId: number) {
  return db
    .selectFrom("entries")
    .select(["id", "status", "exclusion_reason"])
    .where("edition_id", "=", editionId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

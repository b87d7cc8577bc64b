import type { Db } from "#server/db/database.ts";
import type { JudgingResultsTable, JudgingRoundName } from "#server/db/schema-judging-draw.ts";

/** One entry's assignments in a round with their marks: the pair first, a third judge after, by id. */
export async function entryAssignments(db: Db, entryId: number, round: JudgingRoundName) {
  const rows = await db
    .selectFrom("judging_assignments as a")
    .innerJoin("users as j", "j.id", "a.judge_id")
    .leftJoin("judging_marks as m", "m.assignment_id", "a.id")
    .select([
      "a.id as assignment_id",
      "a.judge_id",
      "a.source",
      "j.full_name as judge_name",
      "m.state",
      "m.creativity",
      "m.communication",
      "m.sustainability",
      "m.total",
      "m.comment",
      "m.submitted_at",
      "m.reopened_at",
      "m.reopen_reason",
      "m.updated_at",
    ])
    .where("a.entry_id", "=", entryId)
    .where("a.round", "=", round)
    .orderBy("a.id")
    .execute();
  return rows.sort((x, y) => Number(x.source === "third_judge") - Number(y.source === "third_judge") || x.assignment_id - y.assignment_id);
}

export async function upsertResult(db: Db, row: Omit<JudgingResultsTable, "id">) {
  const { entry_id: _e, round: _r, ...values } = row;
  await db
    .insertInto("judging_results")
    .values(row)
    .onConflict((oc) => oc.columns(["entry_id", "round"]).doUpdateSet(values))
    .execute();
}

export function findResult(db: Db, entryId: number, round: JudgingRoundName) {
  return db.selectFrom("judging_results").selectAll().where("entry_id", "=", entryId).where("round", "=", round).executeTakeFirst();
}

/** The spec's entry status follows the semi-final: "marked" once its score is final, "submitted" again if reopened. */
export async function setEntryMarked(db: Db, entryId: number, markedAt: string | null) {
  await db
    .updateTable("entries")
    .set({ status: markedAt ? "marked" : "submitted", marked_at: markedAt })
    .where("id", "=", entryId)
    .where("status", "!=", "excluded")
    .execute();
}

export function entryForScore(db: Db, entryId: number) {
  return db.selectFrom("entries").select(["id", "choice_answer", "status", "marked_at"]).where("id", "=", entryId).executeTakeFirstOrThrow();
}

export function roundResults(db: Db, round: JudgingRoundName) {
  return db.selectFrom("judging_results").select(["entry_id", "state", "total_halves"]).where("round", "=", round).execute();
}

/** Entries that just got judges: "in progress" unless they already stand further (never a score change). */
export async function markInProgress(db: Db, rows: { entry_id: number; round: JudgingRoundName; choice_points: number }[], now: string) {
  for (let i = 0; i < rows.length; i += 300) {
    const values = rows
      .slice(i, i + 300)
      .map((row) => ({ ...row, state: "in_progress" as const, essay_halves: null, total_halves: null, finalised_at: null, updated_at: now }));
    await db
      .insertInto("judging_results")
      .values(values)
      .onConflict((oc) =>
        oc.columns(["entry_id", "round"]).doUpdateSet({ state: "in_progress", updated_at: now }).where("judging_results.state", "=", "unassigned"),
      )
      .execute();
  }
}

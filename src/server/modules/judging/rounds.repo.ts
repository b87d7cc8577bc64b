import type { Db } from "#server/db/database.ts";
import type { JudgingRoundName } from "#server/db/schema-judging-draw.ts";

export function findRoundRows(db: Db, editionId: number) {
  return db.selectFrom("judging_rounds").select(["round", "marking_starts_at", "marking_deadline"]).where("edition_id", "=", editionId).execute();
}

export async function upsertRound(
  db: Db,
  row: { edition_id: number; round: JudgingRoundName; marking_starts_at: string; marking_deadline: string; updated_by: number; updated_at: string },
) {
  await db
    .insertInto("judging_rounds")
    .values(row)
    .onConflict((oc) =>
      oc.columns(["edition_id", "round"]).doUpdateSet({
        marking_starts_at: row.marking_starts_at,
        marking_deadline: row.marking_deadline,
        updated_by: row.updated_by,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

import type { Insertable, Updateable } from "kysely";
import type { Db } from "#server/db/database.ts";
import type { ContestEditionsTable, ContestPrizesTable } from "#server/db/schema-contest.ts";

export type EditionRow = Awaited<ReturnType<typeof findLatestEdition>> & {};
export type PrizeRow = Omit<ContestPrizesTable, "id" | "edition_id">;

/** The current edition is the newest one. */
export function findLatestEdition(db: Db) {
  return db.selectFrom("contest_editions").selectAll().orderBy("id", "desc").limit(1).executeTakeFirst();
}

export function listPrizes(db: Db, editionId: number) {
  return db.selectFrom("contest_prizes").select(["rank", "position", "count", "amount_vnd"]).where("edition_id", "=", editionId).orderBy("position").execute();
}

export async function insertEdition(db: Db, row: Insertable<ContestEditionsTable>): Promise<number> {
  const { id } = await db.insertInto("contest_editions").values(row).returning("id").executeTakeFirstOrThrow();
  return id;
}

export async function updateEditionRow(db: Db, id: number, row: Updateable<ContestEditionsTable>): Promise<void> {
  await db.updateTable("contest_editions").set(row).where("id", "=", id).execute();
}

export async function replacePrizes(db: Db, editionId: number, prizes: PrizeRow[]): Promise<void> {
  await db.deleteFrom("contest_prizes").where("edition_id", "=", editionId).execute();
  if (prizes.length)
    await db
      .insertInto("contest_prizes")
      .values(prizes.map((prize) => ({ ...prize, edition_id: editionId })))
      .execute();
}

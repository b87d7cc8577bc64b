import type { Insertable, Kysely, Updateable } from "kysely";
import { LUCKY_NUMBER_DIGITS } from "#domain/lucky-draw.ts";
import { forUpdate, paddedLines, type DialectName } from "#server/db/dialect.ts";
import type { Database } from "#server/db/schema.ts";
import type { DrawWeeksTable, DrawWinnersTable } from "#server/db/schema-judging-draw.ts";

const weekColumns = [
  "week",
  "prizes",
  "cutoff_at",
  "commitment",
  "committed_at",
  "list_count",
  "list_sha256",
  "frozen_at",
  "beacon_value",
  "beacon_source",
  "secret",
  "drawn_at",
] as const;

/** Every committed week, without the list text (which can be megabytes). */
export const listWeekRows = (db: Kysely<Database>) => db.selectFrom("draw_weeks").select(weekColumns).orderBy("week").execute();

export const findWeekRow = (db: Kysely<Database>, week: number) => db.selectFrom("draw_weeks").select(weekColumns).where("week", "=", week).executeTakeFirst();

/** Holds a week's row until commit, so two cancellations in one week draw positions one after the other. */
export const lockWeek = (db: Kysely<Database>, dialect: DialectName, week: number) =>
  forUpdate(dialect, db.selectFrom("draw_weeks").select("week").where("week", "=", week)).executeTakeFirst();

export const findListText = (db: Kysely<Database>, week: number) =>
  db
    .selectFrom("draw_weeks")
    .select(["list_text"])
    .where("week", "=", week)
    .executeTakeFirst()
    .then((row) => row?.list_text ?? null);

export const insertWeekRow = (db: Kysely<Database>, values: Insertable<DrawWeeksTable>) => db.insertInto("draw_weeks").values(values).execute();

/** Updates a week only while `unsetColumn` is still empty; answers whether it did (so two runs cannot both win). */
export const updateWeekOnce = (db: Kysely<Database>, week: number, unsetColumn: "frozen_at" | "drawn_at", values: Updateable<DrawWeeksTable>) =>
  db
    .updateTable("draw_weeks")
    .set(values)
    .where("week", "=", week)
    .where(unsetColumn, "is", null)
    .executeTakeFirst()
    .then((result) => Number(result.numUpdatedRows) === 1);

/**
 * The list at a cut-off, in its canonical text (src/domain/lucky-draw.ts): every number that joined before it and
 * was never drawn in any week (one prize per person), ascending.
 */
export const eligibleListText = (db: Kysely<Database>, dialect: DialectName, cutoffAt: string) =>
  db
    .selectFrom("lucky_entries")
    .select(paddedLines(dialect, "id", LUCKY_NUMBER_DIGITS).as("text"))
    .where("joined_at", "<", cutoffAt)
    .where("id", "not in", db.selectFrom("draw_winners").select("lucky_number"))
    .executeTakeFirst()
    .then((row) => row?.text ?? "");

export const winnersOfWeek = (db: Kysely<Database>, week: number) =>
  db
    .selectFrom("draw_winners")
    .select(["id", "week", "position", "lucky_number", "cancelled_at", "cancel_reason", "emailed_at"])
    .where("week", "=", week)
    .orderBy("position")
    .execute();

export const allWinners = (db: Kysely<Database>) =>
  db.selectFrom("draw_winners").select(["week", "position", "lucky_number", "cancelled_at", "cancel_reason"]).orderBy("week").orderBy("position").execute();

export async function insertWinners(db: Kysely<Database>, rows: Insertable<DrawWinnersTable>[]) {
  // Chunks keep each statement under SQLite's and PostgreSQL's bound-parameter limits.
  for (let start = 0; start < rows.length; start += 500)
    await db
      .insertInto("draw_winners")
      .values(rows.slice(start, start + 500))
      .execute();
}

export const findWinner = (db: Kysely<Database>, id: number) =>
  db.selectFrom("draw_winners").select(["id", "week", "position", "lucky_number", "cancelled_at"]).where("id", "=", id).executeTakeFirst();

export const cancelWinnerRow = (db: Kysely<Database>, id: number, values: { cancelled_at: string; cancel_reason: string | null; cancelled_by: number }) =>
  db
    .updateTable("draw_winners")
    .set(values)
    .where("id", "=", id)
    .where("cancelled_at", "is", null)
    .executeTakeFirst()
    .then((result) => Number(result.numUpdatedRows) === 1);

/** Winners still to be told, with what the e-mail needs. */
export const winnersToEmail = (db: Kysely<Database>, week: number) =>
  db
    .selectFrom("draw_winners")
    .innerJoin("lucky_entries", "lucky_entries.id", "draw_winners.lucky_number")
    .innerJoin("users", "users.id", "lucky_entries.user_id")
    .select(["draw_winners.id", "draw_winners.lucky_number", "lucky_entries.locale", "users.email", "users.full_name"])
    .where("draw_winners.week", "=", week)
    .where("draw_winners.cancelled_at", "is", null)
    .where("draw_winners.emailed_at", "is", null)
    .orderBy("draw_winners.position")
    .execute();

export const markEmailed = (db: Kysely<Database>, id: number, at: string) =>
  db
    .updateTable("draw_winners")
    .set({ emailed_at: at })
    .where("id", "=", id)
    .where("emailed_at", "is", null)
    .executeTakeFirst()
    .then((result) => Number(result.numUpdatedRows) === 1);

function adminWinnersQuery(db: Kysely<Database>, week: number | undefined) {
  let query = db
    .selectFrom("draw_winners")
    .innerJoin("lucky_entries", "lucky_entries.id", "draw_winners.lucky_number")
    .innerJoin("users", "users.id", "lucky_entries.user_id");
  if (week !== undefined) query = query.where("draw_winners.week", "=", week);
  return query;
}

export async function pageOfAdminWinners(db: Kysely<Database>, filter: { week: number | undefined; page: number; per_page: number }) {
  const { total } = await adminWinnersQuery(db, filter.week)
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const rows = await adminWinnersQuery(db, filter.week)
    .select([
      "draw_winners.id",
      "draw_winners.week",
      "draw_winners.position",
      "draw_winners.lucky_number",
      "draw_winners.cancelled_at",
      "draw_winners.cancel_reason",
      "draw_winners.emailed_at",
      "users.full_name",
      "users.email",
      "users.phone_number",
    ])
    .orderBy("draw_winners.week")
    .orderBy("draw_winners.position")
    .limit(filter.per_page)
    .offset((filter.page - 1) * filter.per_page)
    .execute();
  return { rows, total: Number(total) };
}

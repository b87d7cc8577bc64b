import type { Kysely } from "kysely";
import type { Locale } from "#contracts/locale.ts";
import type { Database } from "#server/db/schema.ts";

export const findJoiner = (db: Kysely<Database>, userId: number) =>
  db.selectFrom("users").select(["id", "birth_date"]).where("id", "=", userId).executeTakeFirst();

/** One row per account (unique user_id); a second join at any moment inserts nothing, never a second number. */
export const insertLuckyEntry = (db: Kysely<Database>, values: { user_id: number; joined_at: string; locale: Locale }) =>
  db
    .insertInto("lucky_entries")
    .values(values)
    .onConflict((conflict) => conflict.column("user_id").doNothing())
    .executeTakeFirst()
    .then((result) => Number(result.numInsertedOrUpdatedRows ?? 0n) > 0);

export const findLuckyEntry = (db: Kysely<Database>, userId: number) =>
  db.selectFrom("lucky_entries").select(["id", "joined_at"]).where("user_id", "=", userId).executeTakeFirst();

export const winsOf = (db: Kysely<Database>, luckyNumber: number) =>
  db.selectFrom("draw_winners").select(["week", "cancelled_at"]).where("lucky_number", "=", luckyNumber).execute();

/** People who joined in each [since, until) range, one count per range (joined_at is indexed). */
export const countJoinedBetween = (db: Kysely<Database>, ranges: readonly { since: string; until: string }[]) =>
  Promise.all(
    ranges.map(({ since, until }) =>
      db
        .selectFrom("lucky_entries")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("joined_at", ">=", since)
        .where("joined_at", "<", until)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.count)),
    ),
  );

import { sql, type Kysely } from "kysely";
import type { DialectName } from "../dialect.ts";

/**
 * Account counters for the statistics (docs/control-room.md, "Statistics"): accounts per UTC hour of creation and per
 * role, nation and person type, with how many of them are activated. A trigger on `users` keeps them in the same
 * transaction as every insert and every change of those columns, whichever code writes; the migration counts the
 * accounts that exist. With 1,000,000 accounts an all-time chart reads a few thousand counter rows instead of a
 * million index entries. Deleted accounts stay counted, as in the charts before (accounts are never removed).
 */
const dimensions = { role: "role", nation: "nation", person_type: "person_type" } as const;

/** The UTC hour of an instant column as "YYYY-MM-DDTHH", the key the counters use (as `utcHourOf`). */
const hourOf = (dialect: DialectName, column: string) =>
  dialect === "postgres" ? `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24')` : `substr(${column}, 1, 13)`;

/** The three upserts adding (sign 1) or taking away (sign -1) one account row's contribution. */
function bump(dialect: DialectName, row: "new" | "old", sign: 1 | -1) {
  return Object.entries(dimensions)
    .map(
      ([dimension, column]) => `insert into account_counts (dimension, hour, value, registered, activated)
        values ('${dimension}', ${hourOf(dialect, `${row}.created_at`)}, coalesce(${row}.${column}, ''), ${sign}, case when ${row}.activated_at is null then 0 else ${sign} end)
        on conflict (dimension, hour, value) do update set registered = account_counts.registered + excluded.registered, activated = account_counts.activated + excluded.activated;`,
    )
    .join("\n");
}

/** Counts every existing account into the counters (the migration's backfill; the statistics bench after its bulk load). */
export async function countExistingAccounts(db: Kysely<unknown>, dialect: DialectName) {
  await sql`delete from account_counts`.execute(db);
  for (const [dimension, column] of Object.entries(dimensions)) {
    await sql
      .raw(
        `insert into account_counts (dimension, hour, value, registered, activated)
         select '${dimension}', ${hourOf(dialect, "created_at")}, coalesce(${column}, ''), count(*), count(activated_at) from users group by 2, 3`,
      )
      .execute(db);
  }
}

const watched = "role, nation, person_type, activated_at, created_at";

export function up(dialect: DialectName) {
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("account_counts")
      .addColumn("dimension", "varchar(12)", (c) => c.notNull())
      .addColumn("hour", "varchar(13)", (c) => c.notNull())
      .addColumn("value", "varchar(120)", (c) => c.notNull())
      .addColumn("registered", "integer", (c) => c.notNull())
      .addColumn("activated", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("account_counts_key", ["dimension", "hour", "value"])
      .execute();
    if (dialect === "postgres") {
      await sql
        .raw(
          `create function account_counts_keep() returns trigger language plpgsql as $$
          begin
            if tg_op <> 'INSERT' then ${bump(dialect, "old", -1)} end if;
            ${bump(dialect, "new", 1)}
            return null;
          end $$`,
        )
        .execute(db);
      await sql.raw(`create trigger account_counts_insert after insert on users for each row execute function account_counts_keep()`).execute(db);
      await sql.raw(`create trigger account_counts_update after update of ${watched} on users for each row execute function account_counts_keep()`).execute(db);
    } else {
      await sql.raw(`create trigger account_counts_insert after insert on users begin ${bump(dialect, "new", 1)} end`).execute(db);
      await sql
        .raw(`create trigger account_counts_update after update of ${watched} on users begin ${bump(dialect, "old", -1)} ${bump(dialect, "new", 1)} end`)
        .execute(db);
    }
    await countExistingAccounts(db, dialect);
  };
}

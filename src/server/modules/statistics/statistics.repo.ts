import { sql, type SelectQueryBuilder } from "kysely";
import type { Db } from "#server/db/database.ts";
import { utcHourOf, type DialectName } from "#server/db/dialect.ts";
import type { Database } from "#server/db/schema.ts";

/** A creation range in UTC instants: `since` included, `until` excluded; either may be open. */
export interface Range {
  since?: string;
  until?: string;
}

function within<TB extends keyof Database, O>(query: SelectQueryBuilder<Database, TB, O>, column: string, range: Range) {
  let bounded = query;
  if (range.since) bounded = bounded.where(sql.ref(column), ">=", range.since);
  if (range.until) bounded = bounded.where(sql.ref(column), "<", range.until);
  return bounded;
}

const count = sql<number | string>`count(*)`;

/** A range's bounds as counter hours ("YYYY-MM-DDTHH"); Vietnam days start on a UTC hour, so the bounds are exact. */
const hourOf = (instant: string) => instant.slice(0, 13);

/** The counters the users trigger keeps (migration 0036) of one dimension, over the range's hours. */
function counters(db: Db, dimension: "role" | "nation" | "person_type", range: Range) {
  let query = db.selectFrom("account_counts").where("dimension", "=", dimension);
  if (range.since) query = query.where("hour", ">=", hourOf(range.since));
  if (range.until) query = query.where("hour", "<", hourOf(range.until));
  return query;
}

/** Accounts created in the range per role, nation or person type ("" for none), with how many are activated. */
export const accountsBy = (db: Db, dimension: "role" | "nation" | "person_type", range: Range) =>
  counters(db, dimension, range)
    .select(["value", sql<number | string>`sum(registered)`.as("registered"), sql<number | string>`sum(activated)`.as("activated")])
    .groupBy("value")
    .having(sql`sum(registered)`, ">", 0)
    .execute()
    .then((rows) => rows.map((row) => ({ value: row.value, registered: Number(row.registered), activated: Number(row.activated) })));

/** Accounts created per UTC hour and role in the range; no row for an hour without any. */
export const registrationsByHour = (db: Db, range: Range) =>
  counters(db, "role", range).select(["hour", "value", "registered"]).where("registered", ">", 0).execute();

/** Rows per UTC hour of an instant column (entries sent, contact messages, newsletter sign-ups). */
export const countByHour = (db: Db, dialect: DialectName, table: "entries" | "contacts" | "subscribers", column: "submitted_at" | "created_at", range: Range) =>
  within(db.selectFrom(table).select([utcHourOf(dialect, column).as("hour"), count.as("count")]), column, range)
    .groupBy(sql`1`)
    .execute();

/** Ready files of entries sent in the range, per kind: how many, total, largest bytes. */
export const entryFilesByKind = (db: Db, range: Range) => {
  const select = ["f.kind", count.as("files"), sql<number | string>`sum(f.bytes)`.as("bytes"), sql<number | string>`max(f.bytes)`.as("largest")] as const;
  // Over all time an entry's file is one with an entry (the foreign key vouches for it): the files' index alone
  // answers, without reading 100,000 entries; a range needs the entries' sending time.
  if (!range.since && !range.until)
    return db.selectFrom("entry_files as f").select(select).where("f.state", "=", "ready").where("f.entry_id", "is not", null).groupBy("f.kind").execute();
  let query = db.selectFrom("entry_files as f").innerJoin("entries as e", "e.id", "f.entry_id").select(select).where("f.state", "=", "ready");
  if (range.since) query = query.where("e.submitted_at", ">=", range.since);
  if (range.until) query = query.where("e.submitted_at", "<", range.until);
  return query.groupBy("f.kind").execute();
};

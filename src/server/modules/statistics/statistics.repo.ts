import { sql, type SelectQueryBuilder } from "kysely";
import type { Db } from "#server/db/database.ts";
import { utcHourOf, type DialectName } from "#server/db/dialect.ts";
import type { Database } from "#server/db/schema.ts";
import { roles } from "#contracts/identity.ts";

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

/** Accounts of a role (or person type) created in the range: one index range counted, no row read. */
const countIn = (db: Db, column: "role" | "person_type", value: string | null, range: Range, activated = false) => {
  let query = db.selectFrom("users").select(activated ? sql<number | string>`count(activated_at)`.as("count") : count.as("count"));
  query = value === null ? query.where(column, "is", null) : query.where(column, "=", value as never);
  if (range.since) query = query.where("created_at", ">=", range.since);
  if (range.until) query = query.where("created_at", "<", range.until);
  return query.executeTakeFirstOrThrow().then((row) => Number(row.count));
};

/** Accounts created in [since, until) per role (users_role_created). */
export const registrationsBetween = (db: Db, since: string, until: string) => Promise.all(roles.map((role) => countIn(db, "role", role, { since, until })));

/** The first account's creation, where "all time" starts. */
export const firstAccountAt = (db: Db) =>
  db
    .selectFrom("users")
    .select((eb) => eb.fn.min("created_at").as("first"))
    .executeTakeFirstOrThrow()
    .then((row) => row.first as string | null);

export const accountsByNation = (db: Db, range: Range) =>
  within(db.selectFrom("users").select(["nation", count.as("count")]), "created_at", range).groupBy("nation").execute();

export const accountsByPersonType = (db: Db, range: Range) =>
  Promise.all([null, "organisation", "person"].map(async (type) => ({ type, count: await countIn(db, "person_type", type, range) })));

export const activationByRole = (db: Db, range: Range) =>
  Promise.all(roles.map(async (role) => ({ role, registered: await countIn(db, "role", role, range), activated: await countIn(db, "role", role, range, true) })));

/** Rows per UTC hour of an instant column (entries sent, contact messages, newsletter sign-ups). */
export const countByHour = (db: Db, dialect: DialectName, table: "entries" | "contacts" | "subscribers", column: "submitted_at" | "created_at", range: Range) =>
  within(db.selectFrom(table).select([utcHourOf(dialect, column).as("hour"), count.as("count")]), column, range)
    .groupBy(sql`1`)
    .execute();

/** Ready files of entries sent in the range, per kind: how many, total, largest bytes. */
export const entryFilesByKind = (db: Db, range: Range) => {
  let query = db
    .selectFrom("entry_files as f")
    .innerJoin("entries as e", "e.id", "f.entry_id")
    .select(["f.kind", count.as("files"), sql<number | string>`sum(f.bytes)`.as("bytes"), sql<number | string>`max(f.bytes)`.as("largest")])
    .where("f.state", "=", "ready");
  if (range.since) query = query.where("e.submitted_at", ">=", range.since);
  if (range.until) query = query.where("e.submitted_at", "<", range.until);
  return query.groupBy("f.kind").execute();
};

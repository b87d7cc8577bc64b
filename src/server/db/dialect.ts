import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely, type RawBuilder, type SelectQueryBuilder } from "kysely";

/** The only place that knows SQLite and PostgreSQL differ. */
export type DialectName = "sqlite" | "postgres";

export function dialectOf(databaseUrl: string | undefined): DialectName {
  return databaseUrl ? "postgres" : "sqlite";
}

/** The dialect behind a connection or transaction, for code that receives only the executor. */
export function dialectOfExecutor<DB>(db: Kysely<DB>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/** Auto-incrementing integer primary key named `id`. */
export function withId<T extends string>(dialect: DialectName, table: CreateTableBuilder<T, never>) {
  return dialect === "postgres"
    ? table.addColumn("id", "serial", (c) => c.primaryKey())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

/** Column type for instants; both read back as ISO-8601 strings (pg's parser is set in database.ts). */
export function timestampType(dialect: DialectName) {
  return dialect === "postgres" ? "timestamptz" : "text";
}

/** Row locking for job claims: PostgreSQL skips rows other workers hold; SQLite has one writer anyway. */
export function skipLocked<DB, TB extends keyof DB, O>(dialect: DialectName, query: SelectQueryBuilder<DB, TB, O>) {
  return dialect === "postgres" ? query.forUpdate().skipLocked() : query;
}

/**
 * Row locks for a rule that reads, then writes (e.g. "keep one administrator"): PostgreSQL holds the rows until
 * commit; SQLite needs nothing, its one connection runs transactions one after another.
 */
export function forUpdate<DB, TB extends keyof DB, O>(dialect: DialectName, query: SelectQueryBuilder<DB, TB, O>) {
  return dialect === "postgres" ? query.forUpdate() : query;
}

/**
 * A write refused by a unique index or constraint: node:sqlite says "UNIQUE constraint failed: table.column",
 * PostgreSQL sends SQLSTATE 23505. Callers turn it into a 409 instead of a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if ((error as { code?: unknown }).code === "23505") return true;
  return error.message.startsWith("UNIQUE constraint failed");
}

/** The columns of the refused key, when the database says which ("users.email" on SQLite, "Key (email)=" on PostgreSQL). */
export function uniqueViolationColumns(error: unknown): string[] {
  if (!isUniqueViolation(error)) return [];
  const { message, detail } = error as Error & { detail?: unknown };
  const sqlite = /^UNIQUE constraint failed: (.+)$/.exec(message);
  if (sqlite?.[1]) return sqlite[1].split(",").map((name) => name.trim().split(".").pop() ?? "");
  const postgres = typeof detail === "string" ? /^Key \(([^)]+)\)=/.exec(detail) : null;
  return postgres?.[1] ? postgres[1].split(",").map((name) => name.trim().replace(/^"|"$/g, "")) : [];
}

/**
 * An instant column's UTC hour as "YYYY-MM-DDTHH", for counting per hour in SQL and folding hours into Vietnam days in
 * code: SQLite reads it off the stored ISO text (no date parsing, so a million rows stay fast); PostgreSQL formats it.
 */
export function utcHourOf(dialect: DialectName, column: string): RawBuilder<string> {
  const ref = sql.ref(column);
  return dialect === "postgres" ? sql<string>`to_char(${ref} at time zone 'UTC', 'YYYY-MM-DD"T"HH24')` : sql<string>`substr(${ref}, 1, 13)`;
}

/** A LIKE pattern matching `text` anywhere, with %, _ and \ taken literally (use with `escape '\'`). */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** A LIKE pattern matching values that start with `text`, taken literally (use with `escape '\\'`). */
export const startsWithPattern = (text: string) => `${escapeLike(text)}%`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * One text of an integer column's values, ascending, each zero-padded to `digits` and followed by "\n" (empty when
 * there are none): built by the database in one row, because a million row objects cost seconds in JavaScript.
 */
export function paddedLines(dialect: DialectName, column: string, digits: number): RawBuilder<string | null> {
  const ref = sql.ref(column);
  return dialect === "postgres"
    ? sql<string | null>`string_agg(lpad(${ref}::text, ${sql.lit(digits)}, '0') || E'\n', '' order by ${ref})`
    : sql<string | null>`group_concat(printf('%0${sql.raw(String(digits))}d', ${ref}) || char(10), '' order by ${ref})`;
}

import { sql, type CreateTableBuilder, type RawBuilder, type SelectQueryBuilder } from "kysely";

/** The only place that knows SQLite and PostgreSQL differ. */
export type DialectName = "sqlite" | "postgres";

export function dialectOf(databaseUrl: string | undefined): DialectName {
  return databaseUrl ? "postgres" : "sqlite";
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
 * A text column in one case and Unicode form, for case-insensitive search that keeps diacritics ("Ễ" = "ễ" != "e").
 * PostgreSQL's lower() follows the database's UTF-8 ctype; SQLite uses fold_case, registered in node-sqlite.ts.
 */
export function foldCase(dialect: DialectName, column: string): RawBuilder<string> {
  return dialect === "postgres" ? sql<string>`lower(normalize(${sql.ref(column)}, NFC))` : sql<string>`fold_case(${sql.ref(column)})`;
}

/** The same folding for a search term typed by a person, done in JavaScript. */
export const foldText = (text: string) => text.normalize("NFC").toLowerCase();

/** A LIKE pattern matching `text` anywhere, with %, _ and \ taken literally (use with `escape '\'`). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

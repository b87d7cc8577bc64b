import type { CreateTableBuilder, SelectQueryBuilder } from "kysely";

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

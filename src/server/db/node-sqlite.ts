import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";
import { searchFold } from "#domain/search-text.ts";

/** Adapts Node's built-in `node:sqlite` to the small interface Kysely's SQLite dialect expects. */
export function nodeSqliteDatabase(file: string): SqliteDatabase {
  const db = new DatabaseSync(file);
  db.exec("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;");
  registerSqlFunctions(db);
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => db.close(),
    prepare(sql) {
      let statement = cache.get(sql);
      if (!statement) {
        // Transactions take the write lock when they begin. A deferred one that reads, then writes, fails at once
        // (SQLITE_BUSY_SNAPSHOT, no waiting) if another connection, such as a test or a CLI, wrote in between.
        statement = wrap(db.prepare(sql.trim().toLowerCase() === "begin" ? "begin immediate" : sql));
        if (cache.size > 500) cache.clear();
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * The functions our schema calls, for every connection that writes the database: the app's, and any script or
 * test opening the file itself (the search_text triggers of migration 0012 call search_fold on every write of a
 * user, entry or contact; the same folding as the search terms').
 */
export function registerSqlFunctions(db: DatabaseSync): void {
  db.function("search_fold", { deterministic: true }, (value) => (typeof value === "string" ? searchFold(value) : ""));
}

function wrap(statement: StatementSync): SqliteStatement {
  return {
    reader: statement.columns().length > 0,
    all: (params) => statement.all(...params.map(toSqlite)),
    run: (params) => statement.run(...params.map(toSqlite)),
    iterate: (params) => statement.iterate(...params.map(toSqlite)),
  };
}

function toSqlite(value: unknown): SQLInputValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}

import { sql } from "kysely";
import type { DatabaseHandle } from "./database.ts";

/**
 * Runs `work` (migrations, then seeding) while holding PostgreSQL's session advisory lock for this schema, so N
 * processes starting together on an empty database take turns: the first migrates and seeds, the others find
 * everything there and create nothing. The lock lives on one pooled connection for the duration and is released
 * when it ends, or when the process dies and its connection closes. On SQLite (one process) it just runs `work`.
 */
export async function withStartupLock<T>(database: Pick<DatabaseHandle, "db" | "dialect">, work: () => Promise<T>): Promise<T> {
  if (database.dialect !== "postgres") return work();
  return database.db.connection().execute(async (connection) => {
    const key = sql`hashtext('startup:' || current_schema())::bigint`;
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

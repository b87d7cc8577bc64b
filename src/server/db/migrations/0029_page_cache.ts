import type { Kysely } from "kysely";
import type { DialectName } from "../dialect.ts";

/**
 * The public cache's generation (src/server/lib/public-cache.ts): every write that changes a public page adds one,
 * and every process that sees a new number drops its cached pages and reads. One row, so several processes sharing
 * the database stay coherent without Redis.
 */
export function up(_dialect: DialectName) {
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("cache_generations")
      .addColumn("name", "varchar(50)", (c) => c.primaryKey())
      .addColumn("generation", "integer", (c) => c.notNull())
      .execute();
  };
}

import type { Kysely } from "kysely";
import type { DialectName } from "../dialect.ts";

/**
 * `send_pace`: the next free slot (milliseconds since the epoch) of each paced kind of send, shared by every process
 * on the database, so a bound on sends per second holds across them (src/server/lib/send-pace.ts; SMPP submits:
 * docs/operations.md, "SMS over SMPP").
 */
export function up(_dialect: DialectName) {
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("send_pace")
      .addColumn("name", "varchar(40)", (c) => c.primaryKey())
      .addColumn("next_at", "bigint", (c) => c.notNull())
      .execute();
  };
}

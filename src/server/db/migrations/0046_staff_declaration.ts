import type { Kysely } from "kysely";
import { timestampType, type DialectName } from "../dialect.ts";

/**
 * When the contestant declared, on sending the entry, that they are neither on the organising committee's staff nor
 * a relative of its staff (the spec bars both). Entries sent before this declaration existed have none (null).
 */
export function up(dialect: DialectName) {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("entries").addColumn("not_staff_declared_at", timestampType(dialect)).execute();
  };
}

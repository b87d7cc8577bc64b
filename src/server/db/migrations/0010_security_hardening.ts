import type { Kysely } from "kysely";
import type { DialectName } from "../dialect.ts";

/**
 * Security hardening (issue 9).
 * - Sign-in no longer locks an account after failures (anyone could lock anyone out): failures are counted per
 *   (address, client) and per address in the rate limits instead, so the per-account lock columns go.
 * - A new phone number waits, unconfirmed, beside the code sent to it (`payload`) until that code is typed.
 */
export function up(_dialect: DialectName) {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("users").dropColumn("failed_signins").execute();
    await db.schema.alterTable("users").dropColumn("locked_until").execute();
    await db.schema.alterTable("one_time_codes").addColumn("payload", "varchar(32)").execute();
  };
}

import type { Kysely } from "kysely";
import type { DialectName } from "../dialect.ts";

/**
 * Entry files are checked by a job after their last byte arrives (ADR 0029): a file is "uploading", then "checking",
 * then "ready" or "refused". A refused file's row stays in the draft, without its bytes, so the contestant is told
 * why (`refusal`: the reason's code, "invalidFile" or "checkFailed"), until they remove it or submit. The state
 * column (varchar(12), no constraint) already holds the new states.
 */
export function up(_dialect: DialectName) {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("entry_files").addColumn("refusal", "varchar(32)").execute();
  };
}

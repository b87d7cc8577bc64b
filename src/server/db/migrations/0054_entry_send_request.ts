import type { Kysely } from "kysely";
import { timestampType, type DialectName } from "../dialect.ts";

/**
 * A Send pressed while a file of the draft was still being checked is kept on the draft (ADR 0030): the time it was
 * pressed (`send_requested_at`, which the entry is then sent as of, even after the window has closed) and the answers
 * it carried (`send_request`, JSON). The last check of the draft sends the entry and clears both.
 */
export function up(dialect: DialectName) {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("entry_drafts").addColumn("send_requested_at", timestampType(dialect)).execute();
    await db.schema.alterTable("entry_drafts").addColumn("send_request", "text").execute();
  };
}

import type { Kysely } from "kysely";
import { timestampType, type DialectName } from "../dialect.ts";

/**
 * SMS over SMPP (docs/operations.md, "SMS over SMPP"): each `outbox_sms` row records what became of its message.
 * - `status`: queued, sent (the gateway accepted every part), delivered (every part's receipt said DELIVRD) or failed
 *   (the job gave up, or a receipt gave a final failure); null when no gateway is configured and the row is the
 *   message, as before;
 * - `message_id` (the gateway's id of the first part), `attempts`, `last_error`, `sent_at`, `delivered_at`;
 * - `outbox_sms_parts`: the gateway's id of each part, by which a receipt finds its message; a part already accepted
 *   is not submitted again when a later part's failure makes the job retry.
 */
export function up(dialect: DialectName) {
  const ts = timestampType(dialect);
  return async (db: Kysely<unknown>) => {
    for (const [name, type] of [
      ["status", "varchar(10)"],
      ["message_id", "varchar(65)"],
      ["last_error", "text"],
      ["sent_at", ts],
      ["delivered_at", ts],
    ] as const) {
      await db.schema.alterTable("outbox_sms").addColumn(name, type).execute();
    }
    await db.schema
      .alterTable("outbox_sms")
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable("outbox_sms_parts")
      .addColumn("outbox_id", "integer", (c) => c.notNull().references("outbox_sms.id"))
      .addColumn("part", "integer", (c) => c.notNull())
      .addColumn("message_id", "varchar(65)", (c) => c.notNull())
      .addColumn("delivered_at", ts)
      .addPrimaryKeyConstraint("outbox_sms_parts_pk", ["outbox_id", "part"])
      .execute();
    await db.schema.createIndex("outbox_sms_parts_message").on("outbox_sms_parts").column("message_id").execute();
  };
}

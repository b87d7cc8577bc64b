import { sql, type Kysely } from "kysely";
import { GENESIS_HASH, linkHash, type ChainedEvent } from "#domain/audit-chain.ts";
import type { DialectName } from "../dialect.ts";

const BATCH = 1000;

/**
 * The activity history becomes a hash chain (docs/architecture.md, "Activity history"). Events written before this
 * migration are chained here, in id order, exactly as new ones are: what existed at migration time is vouched for
 * from then on (an edit made earlier cannot be told apart, and the chain says so only from this point).
 * A unique prev_hash makes a fork impossible in the database itself; on PostgreSQL a trigger refuses UPDATE and
 * DELETE, so the table is append-only below the code too.
 */
export function up(dialect: DialectName) {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("audit_events").addColumn("prev_hash", "varchar(64)").execute();
    await db.schema.alterTable("audit_events").addColumn("hash", "varchar(64)").execute();

    const table = db as unknown as Kysely<{ audit_events: ChainedEvent }>;
    let previous = GENESIS_HASH;
    let after = 0;
    for (;;) {
      const rows = await table.selectFrom("audit_events").selectAll().where("id", ">", after).orderBy("id").limit(BATCH).execute();
      if (!rows.length) break;
      for (const row of rows) {
        const hash = await linkHash(previous, row);
        await table.updateTable("audit_events").set({ prev_hash: previous, hash }).where("id", "=", row.id).execute();
        previous = hash;
      }
      after = rows.at(-1)!.id;
    }

    await db.schema.createIndex("audit_events_prev_hash").on("audit_events").column("prev_hash").unique().execute();
    await db.schema.createIndex("audit_events_created_at").on("audit_events").column("created_at").execute();
    await db.schema.createIndex("audit_events_actor_created").on("audit_events").columns(["actor_id", "created_at"]).execute();
    await db.schema.createIndex("audit_events_action_created").on("audit_events").columns(["action", "created_at"]).execute();

    if (dialect === "postgres") {
      await sql`
        create function audit_events_append_only() returns trigger language plpgsql as $$
        begin
          raise exception 'audit_events is append-only: % refused', tg_op using errcode = '42501';
        end $$`.execute(db);
      await sql`create trigger audit_events_append_only before update or delete on audit_events for each row execute function audit_events_append_only()`.execute(
        db,
      );
    }
  };
}

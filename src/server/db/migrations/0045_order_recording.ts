import { sql, type Kysely } from "kysely";
import { timestampType, type DialectName } from "../dialect.ts";

/**
 * When each order was recorded by the server (`recorded_at`: it is priced only at a NAV published after it, whatever
 * its `date_create` says), and the second administrator's decision on a back-dated paper order (docs/funds.md,
 * "Paper orders"). Orders already there were recorded when placed online, or when an administrator approved them
 * on entry offline.
 */
export function up(dialect: DialectName) {
  const ts = timestampType(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("fund_orders").addColumn("recorded_at", ts).execute();
    await sql`update fund_orders set recorded_at = case when source = 'offline' then coalesce(approved_at, date_create) else date_create end`.execute(db);
    // SQLite cannot add a NOT NULL column without a default; the services always write it.
    if (dialect === "postgres") await sql`alter table fund_orders alter column recorded_at set not null`.execute(db);
    for (const [name, type] of [
      ["backdate_reason", "varchar(500)"],
      ["backdate_state", "varchar(10)"],
      ["backdate_decided_by", "integer"],
      ["backdate_decided_at", ts],
    ] as const) {
      await db.schema.alterTable("fund_orders").addColumn(name, type).execute();
    }
    await db.schema.createIndex("fund_orders_backdate_state").on("fund_orders").column("backdate_state").execute();
  };
}

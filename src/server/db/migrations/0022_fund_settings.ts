import { sql, type Kysely } from "kysely";
import { timestampType, type DialectName } from "../dialect.ts";

/**
 * The fund rules an administrator sets (one row, id 1: fees in basis points, cut-off in minutes after midnight
 * Vietnam time, minimum buy, where investors pay) and the sell confirmation codes (a SHA-256 of the 6-digit code,
 * its expiry and the attempts left).
 */
export function up(dialect: DialectName) {
  const ts = timestampType(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("fund_settings")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("buy_fee_bps", "integer", (c) => c.notNull())
      .addColumn("sell_fee_schedule", "text", (c) => c.notNull())
      .addColumn("cutoff_minutes", "integer", (c) => c.notNull())
      .addColumn("min_buy_vnd", "bigint", (c) => c.notNull())
      .addColumn("bank_name", "varchar(200)", (c) => c.notNull())
      .addColumn("bank_account", "varchar(60)", (c) => c.notNull())
      .addColumn("bank_holder", "varchar(200)", (c) => c.notNull())
      .addColumn("bank_branch", "varchar(200)", (c) => c.notNull())
      .addColumn("updated_by", "integer")
      .addColumn("updated_at", ts, (c) => c.notNull())
      .execute();
    const now = new Date().toISOString();
    await sql`insert into fund_settings (id, buy_fee_bps, sell_fee_schedule, cutoff_minutes, min_buy_vnd, bank_name, bank_account, bank_holder, bank_branch, updated_at)
      values (1, 0, ${'[{"min_days":0,"bps":0}]'}, 870, 1000000, '', '', '', '', ${now})`.execute(db);

    await db.schema
      .createTable("fund_sell_codes")
      .addColumn("order_id", "integer", (c) => c.primaryKey().references("fund_orders.id"))
      .addColumn("code_hash", "varchar(64)", (c) => c.notNull())
      .addColumn("expires_at", ts, (c) => c.notNull())
      .addColumn("attempts_left", "integer", (c) => c.notNull())
      .addColumn("created_at", ts, (c) => c.notNull())
      .execute();
  };
}

import { sql, type Kysely } from "kysely";
import { timestampType, withId, type DialectName } from "../dialect.ts";

/**
 * Fund orders and the append-only unit ledger (docs/funds.md, docs/glossary.md). Amounts are whole đồng, NAVs
 * hundredths of a đồng per unit, units hundredths of a unit. The ledger is the only record of units: holdings and
 * a lot's remaining units are its sums; triggers refuse any UPDATE or DELETE of it on both databases.
 */
export function up(dialect: DialectName) {
  const ts = timestampType(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(dialect, db.schema.createTable("fund_orders"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("loai", "integer", (c) => c.notNull())
      .addColumn("type", "varchar(4)", (c) => c.notNull())
      .addColumn("tinhtrang", "integer", (c) => c.notNull())
      .addColumn("giatri", "bigint")
      .addColumn("fee", "bigint")
      .addColumn("fee_bps", "integer")
      .addColumn("remainder", "bigint")
      .addColumn("price", "bigint")
      .addColumn("model", "bigint")
      .addColumn("soluongban", "bigint")
      .addColumn("order_id", "integer", (c) => c.references("fund_orders.id"))
      .addColumn("nav_id", "integer", (c) => c.references("hieuqua.id"))
      .addColumn("date_create", ts, (c) => c.notNull())
      .addColumn("trade_date", "varchar(10)", (c) => c.notNull())
      .addColumn("dealing_date", "varchar(10)", (c) => c.notNull())
      .addColumn("source", "varchar(8)", (c) => c.notNull())
      .addColumn("locale", "varchar(5)", (c) => c.notNull())
      // The client's Idempotency-Key and a hash of the request it came with; unique per investor, so a retry
      // finds the order the first request placed (two at once: the second insert fails and reads the first).
      .addColumn("idempotency_key", "varchar(100)")
      .addColumn("request_hash", "varchar(64)")
      .addColumn("created_by", "integer")
      .addColumn("approved_at", ts)
      .addColumn("approved_by", "integer")
      .addColumn("priced_at", ts)
      .addColumn("paid_at", ts)
      .addColumn("paid_by", "integer")
      .addColumn("cancelled_at", ts)
      .addColumn("cancelled_by", "integer")
      .addColumn("cancel_reason", "varchar(500)")
      .addColumn("updated_at", ts, (c) => c.notNull())
      .addUniqueConstraint("fund_orders_idempotency", ["user_id", "idempotency_key"])
      .execute();
    await db.schema.createIndex("fund_orders_admin_list").on("fund_orders").columns(["loai", "type", "tinhtrang", "id"]).execute();
    await db.schema.createIndex("fund_orders_fund_id").on("fund_orders").columns(["loai", "id"]).execute();
    await db.schema.createIndex("fund_orders_fund_trade_date").on("fund_orders").columns(["loai", "trade_date"]).execute();
    await db.schema.createIndex("fund_orders_user").on("fund_orders").columns(["user_id", "loai", "type", "id"]).execute();
    await db.schema.createIndex("fund_orders_lot").on("fund_orders").column("order_id").execute();
    await db.schema.createIndex("fund_orders_nav").on("fund_orders").column("nav_id").execute();
    await db.schema.createIndex("fund_orders_waiting").on("fund_orders").columns(["tinhtrang", "loai", "trade_date"]).execute();

    await withId(dialect, db.schema.createTable("fund_unit_ledger"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("loai", "integer", (c) => c.notNull())
      // The purchase lot (a buy order) the units belong to, and the order whose step wrote the row.
      .addColumn("lot_id", "integer", (c) => c.notNull().references("fund_orders.id"))
      .addColumn("order_id", "integer", (c) => c.notNull().references("fund_orders.id"))
      // "available" (may be sold) or "reserved" (held by a sale not priced yet).
      .addColumn("account", "varchar(10)", (c) => c.notNull())
      // allocation, reservation, release, sale or correction.
      .addColumn("kind", "varchar(12)", (c) => c.notNull())
      // Signed, hundredths of a unit.
      .addColumn("units", "bigint", (c) => c.notNull())
      .addColumn("created_by", "integer")
      .addColumn("created_at", ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("fund_unit_ledger_lot").on("fund_unit_ledger").columns(["lot_id", "account"]).execute();
    await db.schema.createIndex("fund_unit_ledger_user").on("fund_unit_ledger").columns(["user_id", "loai"]).execute();
    await db.schema.createIndex("fund_unit_ledger_order").on("fund_unit_ledger").column("order_id").execute();

    if (dialect === "postgres") {
      await sql`create function fund_unit_ledger_append_only() returns trigger language plpgsql as $$ begin raise exception 'fund_unit_ledger is append-only'; end $$`.execute(
        db,
      );
      await sql`create trigger fund_unit_ledger_append_only before update or delete on fund_unit_ledger for each row execute function fund_unit_ledger_append_only()`.execute(
        db,
      );
    } else {
      await sql`create trigger fund_unit_ledger_no_update before update on fund_unit_ledger begin select raise(abort, 'fund_unit_ledger is append-only'); end`.execute(
        db,
      );
      await sql`create trigger fund_unit_ledger_no_delete before delete on fund_unit_ledger begin select raise(abort, 'fund_unit_ledger is append-only'); end`.execute(
        db,
      );
    }
  };
}

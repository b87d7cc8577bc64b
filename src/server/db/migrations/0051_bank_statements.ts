import { sql, type Kysely } from "kysely";
import { timestampType, withId, type DialectName } from "../dialect.ts";

/**
 * Bank statements (docs/funds.md, "Bank statements"):
 * - `fund_statement_imports`: each file an administrator imported, its format and what became of its lines;
 * - `fund_statement_lines`: each credit line once, whatever file brought it (`line_key` is unique: the bank's
 *   transaction id, or a hash of the normalised line), with what matching found and what an administrator decided.
 *   At most one line is `matched` to an order at a time (a partial unique index), so one payment approves an order.
 */
export function up(dialect: DialectName) {
  const ts = timestampType(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(dialect, db.schema.createTable("fund_statement_imports"))
      .addColumn("format", "varchar(40)", (c) => c.notNull())
      .addColumn("file_name", "varchar(255)", (c) => c.notNull())
      .addColumn("file_sha256", "varchar(64)", (c) => c.notNull())
      .addColumn("credits", "integer", (c) => c.notNull())
      .addColumn("debits", "integer", (c) => c.notNull())
      .addColumn("matched", "integer", (c) => c.notNull())
      .addColumn("to_decide", "integer", (c) => c.notNull())
      .addColumn("known", "integer", (c) => c.notNull())
      .addColumn("created_by", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("created_at", ts, (c) => c.notNull())
      .execute();

    await withId(dialect, db.schema.createTable("fund_statement_lines"))
      .addColumn("import_id", "integer", (c) => c.notNull().references("fund_statement_imports.id"))
      .addColumn("line_key", "varchar(200)", (c) => c.notNull().unique())
      .addColumn("transaction_id", "varchar(100)")
      .addColumn("booked_on", "varchar(10)", (c) => c.notNull())
      .addColumn("amount", "bigint", (c) => c.notNull())
      .addColumn("description", "varchar(1000)", (c) => c.notNull())
      .addColumn("account", "varchar(100)")
      // JSON [{loai, id}]: the order references found in the description.
      .addColumn("refs", "varchar(1000)", (c) => c.notNull())
      // exact | amount_differs | unknown_reference | duplicate_payment | several_orders: what matching found.
      .addColumn("outcome", "varchar(20)", (c) => c.notNull())
      // matched | to_decide | refund | refunded | ignored: where the line stands now.
      .addColumn("status", "varchar(20)", (c) => c.notNull())
      .addColumn("order_id", "integer", (c) => c.references("fund_orders.id"))
      .addColumn("reason", "varchar(500)")
      .addColumn("decided_by", "integer", (c) => c.references("users.id"))
      .addColumn("decided_at", ts)
      .addColumn("refunded_by", "integer", (c) => c.references("users.id"))
      .addColumn("refunded_at", ts)
      .addColumn("created_at", ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("fund_statement_lines_status").on("fund_statement_lines").columns(["status", "id"]).execute();
    await db.schema
      .createIndex("fund_statement_lines_one_match")
      .on("fund_statement_lines")
      .column("order_id")
      .unique()
      .where(sql.ref("status"), "=", "matched")
      .execute();
  };
}

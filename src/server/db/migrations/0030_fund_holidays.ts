import type { Kysely } from "kysely";
import { timestampType, type DialectName } from "../dialect.ts";

/**
 * The market's holidays (docs/funds.md, "Dealing day"): weekdays on which no order is dealt and no NAV is
 * published (Tết, 30/4, 1/5, 2/9, …), kept by an administrator. One row per date (YYYY-MM-DD, Vietnam).
 */
export function up(dialect: DialectName) {
  const ts = timestampType(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("fund_holidays")
      .addColumn("date", "varchar(10)", (c) => c.primaryKey())
      .addColumn("name", "varchar(200)", (c) => c.notNull())
      .addColumn("created_by", "integer", (c) => c.references("users.id"))
      .addColumn("created_at", ts, (c) => c.notNull())
      .execute();
  };
}

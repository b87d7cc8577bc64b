import type { Kysely } from "kysely";
import { timestampType, withId, type DialectName } from "../dialect.ts";

/**
 * The funds' NAV per unit (the spec's performance records, `hieuqua`), the price source of every order
 * (docs/funds.md). One record per fund (`loai` 0 TSTT, 1 TSBV) and date, exact integers only:
 * - giatri1: NAV per unit in hundredths of a đồng (10 523,45 ₫ is 1052345);
 * - giatri2: the fund's total net asset value in whole đồng (optional);
 * - giatri3: the VN-Index close in hundredths of a point (optional).
 */
export function up(dialect: DialectName) {
  const ts = timestampType(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(dialect, db.schema.createTable("hieuqua"))
      .addColumn("loai", "integer", (c) => c.notNull())
      .addColumn("date_create", "varchar(10)", (c) => c.notNull())
      .addColumn("giatri1", "bigint", (c) => c.notNull())
      .addColumn("giatri2", "bigint")
      .addColumn("giatri3", "bigint")
      .addColumn("created_by", "integer", (c) => c.references("users.id"))
      .addColumn("created_at", ts, (c) => c.notNull())
      .addColumn("updated_at", ts, (c) => c.notNull())
      .addUniqueConstraint("hieuqua_loai_date", ["loai", "date_create"])
      .execute();
  };
}

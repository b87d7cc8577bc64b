import type { Kysely } from "kysely";
import { timestampType, withId, type DialectName } from "../dialect.ts";

/**
 * Funds II data (docs/funds-data.md). Decimals are stored as their exact text ("1284.52") and days as "YYYY-MM-DD"
 * (a Vietnam calendar day), so both databases keep them exactly and sort days as text.
 * - chiso: one market-close record per day (giatri1 VN-Index, giatri2 VN30, giatri3 HNX-Index).
 * - xuatxu: asset-origin rows of a fund (type 0 TSTT, 1 TSBV), grouped by their date into sets.
 * - service_overviews: each fund's overview page in both languages (loai 0/1).
 */
export function up(dialect: DialectName) {
  const ts = timestampType(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(dialect, db.schema.createTable("chiso"))
      .addColumn("date_create", "varchar(10)", (c) => c.notNull().unique())
      .addColumn("giatri1", "varchar(24)", (c) => c.notNull())
      .addColumn("giatri2", "varchar(24)")
      .addColumn("giatri3", "varchar(24)")
      .addColumn("created_at", ts, (c) => c.notNull())
      .addColumn("updated_at", ts, (c) => c.notNull())
      .addColumn("updated_by", "integer")
      .execute();

    await withId(dialect, db.schema.createTable("xuatxu"))
      .addColumn("taisan", "varchar(255)", (c) => c.notNull())
      .addColumn("khoiluong", "varchar(24)", (c) => c.notNull())
      .addColumn("giadvdt", "varchar(24)", (c) => c.notNull())
      .addColumn("date", "varchar(10)", (c) => c.notNull())
      .addColumn("type", "integer", (c) => c.notNull())
      .addColumn("sort", "integer", (c) => c.notNull())
      .addColumn("created_at", ts, (c) => c.notNull())
      .addColumn("updated_at", ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("xuatxu_type_date").on("xuatxu").columns(["type", "date"]).execute();

    await db.schema
      .createTable("service_overviews")
      .addColumn("loai", "integer", (c) => c.primaryKey())
      .addColumn("title_vi", "varchar(255)", (c) => c.notNull())
      .addColumn("title_en", "varchar(255)", (c) => c.notNull())
      .addColumn("body_vi", "text", (c) => c.notNull())
      .addColumn("body_en", "text", (c) => c.notNull())
      .addColumn("updated_at", ts, (c) => c.notNull())
      .addColumn("updated_by", "integer")
      .execute();
  };
}

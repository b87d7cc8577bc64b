import type { Kysely } from "kysely";
import { timestampType, withId, type DialectName } from "../dialect.ts";

/** Fund reports (spec `reports`, docs/funds-data.md): a category, a fund, titles in both languages and one private PDF. */
export function up(dialect: DialectName) {
  const ts = timestampType(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(dialect, db.schema.createTable("fund_reports"))
      .addColumn("cat_id", "integer", (c) => c.notNull())
      .addColumn("loai", "integer", (c) => c.notNull())
      .addColumn("title_vi", "varchar(255)", (c) => c.notNull())
      .addColumn("title_en", "varchar(255)", (c) => c.notNull())
      .addColumn("date", "varchar(10)", (c) => c.notNull())
      .addColumn("status", "integer", (c) => c.notNull())
      .addColumn("file_id", "varchar(80)", (c) => c.notNull())
      .addColumn("bytes", "integer", (c) => c.notNull())
      .addColumn("created_at", ts, (c) => c.notNull())
      .addColumn("updated_at", ts, (c) => c.notNull())
      .addColumn("updated_by", "integer")
      .execute();
    await db.schema.createIndex("fund_reports_list").on("fund_reports").columns(["loai", "cat_id", "status", "date"]).execute();
  };
}

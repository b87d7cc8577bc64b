import type { Kysely } from "kysely";
import { timestampType, withId, type DialectName } from "../dialect.ts";

/** Portfolio items of the funds (spec `inveslist`, docs/funds-data.md): weight in percent of NAV as exact text. */
export function up(dialect: DialectName) {
  const ts = timestampType(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(dialect, db.schema.createTable("inveslist"))
      .addColumn("loai", "integer", (c) => c.notNull())
      .addColumn("cate_id", "integer", (c) => c.notNull())
      .addColumn("title_vi", "varchar(255)", (c) => c.notNull())
      .addColumn("title_en", "varchar(255)", (c) => c.notNull())
      .addColumn("weight", "varchar(12)", (c) => c.notNull())
      .addColumn("sort", "integer", (c) => c.notNull())
      .addColumn("status", "integer", (c) => c.notNull())
      .addColumn("created_at", ts, (c) => c.notNull())
      .addColumn("updated_at", ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("inveslist_loai_status").on("inveslist").columns(["loai", "status"]).execute();
  };
}

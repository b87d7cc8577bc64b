import type { Kysely } from "kysely";
import { timestampType, withId, type DialectName } from "../dialect.ts";

export function up(dialect: DialectName) {
  const ts = timestampType(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(dialect, db.schema.createTable("news_categories"))
      .addColumn("slug", "varchar(120)", (c) => c.notNull().unique())
      .addColumn("name_vi", "varchar(120)", (c) => c.notNull())
      .addColumn("name_en", "varchar(120)")
      .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", ts, (c) => c.notNull())
      .execute();

    await withId(dialect, db.schema.createTable("news"))
      .addColumn("category_id", "integer", (c) => c.notNull().references("news_categories.id"))
      .addColumn("slug", "varchar(200)", (c) => c.notNull())
      .addColumn("title_vi", "varchar(255)", (c) => c.notNull())
      .addColumn("title_en", "varchar(255)")
      .addColumn("summary_vi", "text", (c) => c.notNull())
      .addColumn("summary_en", "text")
      .addColumn("body_vi", "text", (c) => c.notNull())
      .addColumn("body_en", "text")
      .addColumn("hot", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("published_at", ts)
      .addColumn("created_at", ts, (c) => c.notNull())
      .addColumn("updated_at", ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("news_category_published").on("news").columns(["category_id", "published_at"]).execute();
  };
}

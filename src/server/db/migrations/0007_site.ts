import type { Kysely } from "kysely";
import { timestampType, withId, type DialectName } from "../dialect.ts";

/** Settings (keyed records), e-mail subscribers and the record of seeded content. */
export function up(dialect: DialectName) {
  const ts = timestampType(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(dialect, db.schema.createTable("settings"))
      .addColumn("setting_key", "varchar(60)", (c) => c.notNull().unique())
      .addColumn("value_vi", "text", (c) => c.notNull())
      .addColumn("value_en", "text")
      .addColumn("updated_at", ts, (c) => c.notNull())
      .addColumn("updated_by", "integer")
      .execute();

    await withId(dialect, db.schema.createTable("subscribers"))
      .addColumn("email", "varchar(254)", (c) => c.notNull().unique())
      .addColumn("locale", "varchar(5)", (c) => c.notNull())
      .addColumn("status", "varchar(20)", (c) => c.notNull())
      .addColumn("confirm_hash", "varchar(64)")
      .addColumn("confirm_expires_at", ts)
      .addColumn("confirm_sent_at", ts)
      .addColumn("unsubscribe_token", "varchar(64)", (c) => c.notNull().unique())
      .addColumn("created_at", ts, (c) => c.notNull())
      .addColumn("confirmed_at", ts)
      .addColumn("unsubscribed_at", ts)
      .execute();
    await db.schema.createIndex("subscribers_confirm_hash").on("subscribers").column("confirm_hash").execute();

    await db.schema
      .createTable("content_seeds")
      .addColumn("seed_key", "varchar(160)", (c) => c.primaryKey())
      .addColumn("applied_at", ts, (c) => c.notNull())
      .execute();
  };
}

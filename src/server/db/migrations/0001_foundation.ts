import type { Kysely } from "kysely";
import { timestampType, withId, type DialectName } from "../dialect.ts";

export function up(dialect: DialectName) {
  const ts = timestampType(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(dialect, db.schema.createTable("users"))
      .addColumn("email", "varchar(254)", (c) => c.notNull().unique())
      .addColumn("password_hash", "varchar(255)", (c) => c.notNull())
      .addColumn("full_name", "varchar(120)", (c) => c.notNull())
      .addColumn("role", "varchar(20)", (c) => c.notNull())
      .addColumn("created_at", ts, (c) => c.notNull())
      .addColumn("updated_at", ts, (c) => c.notNull())
      .execute();

    await withId(dialect, db.schema.createTable("contacts"))
      .addColumn("full_name", "varchar(120)", (c) => c.notNull())
      .addColumn("email", "varchar(254)", (c) => c.notNull())
      .addColumn("content", "text", (c) => c.notNull())
      .addColumn("locale", "varchar(5)", (c) => c.notNull())
      .addColumn("created_at", ts, (c) => c.notNull())
      .addColumn("read_at", ts)
      .execute();
    await db.schema.createIndex("contacts_created_at").on("contacts").column("created_at").execute();

    await withId(dialect, db.schema.createTable("jobs"))
      .addColumn("kind", "varchar(60)", (c) => c.notNull())
      .addColumn("payload", "text", (c) => c.notNull())
      .addColumn("run_at", ts, (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("max_attempts", "integer", (c) => c.notNull())
      .addColumn("locked_until", ts)
      .addColumn("last_error", "text")
      .addColumn("done_at", ts)
      .addColumn("created_at", ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("jobs_due").on("jobs").columns(["done_at", "run_at"]).execute();

    await withId(dialect, db.schema.createTable("outbox_emails"))
      .addColumn("to_address", "varchar(254)", (c) => c.notNull())
      .addColumn("subject", "varchar(255)", (c) => c.notNull())
      .addColumn("text_body", "text", (c) => c.notNull())
      .addColumn("created_at", ts, (c) => c.notNull())
      .execute();

    await withId(dialect, db.schema.createTable("pages"))
      .addColumn("section", "varchar(20)", (c) => c.notNull())
      .addColumn("slug", "varchar(120)", (c) => c.notNull())
      .addColumn("title_vi", "varchar(255)", (c) => c.notNull())
      .addColumn("title_en", "varchar(255)")
      .addColumn("body_vi", "text", (c) => c.notNull())
      .addColumn("body_en", "text")
      .addColumn("published_at", ts)
      .addColumn("updated_at", ts, (c) => c.notNull())
      .addUniqueConstraint("pages_section_slug", ["section", "slug"])
      .execute();

    await db.schema
      .createTable("rate_limits")
      .addColumn("key", "varchar(200)", (c) => c.primaryKey())
      .addColumn("window_start", ts, (c) => c.notNull())
      .addColumn("hits", "integer", (c) => c.notNull())
      .execute();

    await withId(dialect, db.schema.createTable("audit_events"))
      .addColumn("actor_id", "integer")
      .addColumn("action", "varchar(80)", (c) => c.notNull())
      .addColumn("subject", "varchar(255)", (c) => c.notNull())
      .addColumn("before_json", "text")
      .addColumn("after_json", "text")
      .addColumn("reason", "text")
      .addColumn("created_at", ts, (c) => c.notNull())
      .execute();
  };
}

import type { Kysely } from "kysely";
import { timestampType, withId, type DialectName } from "../dialect.ts";

/**
 * Contest entries: a contestant's draft (answers in progress), the files uploaded for it, and the submitted entry.
 * One entry per contestant is a unique index, so no race can create two. Judging adds its own tables later.
 */
export function up(dialect: DialectName) {
  const ts = timestampType(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(dialect, db.schema.createTable("entry_drafts"))
      .addColumn("user_id", "integer", (c) => c.notNull().unique().references("users.id"))
      .addColumn("choice_answer", "varchar(1)")
      .addColumn("title", "varchar(800)")
      .addColumn("created_at", ts, (c) => c.notNull())
      .addColumn("updated_at", ts, (c) => c.notNull())
      .execute();

    // The id is the submission sequence number: ties go to the smallest.
    await withId(dialect, db.schema.createTable("entries"))
      .addColumn("user_id", "integer", (c) => c.notNull().unique().references("users.id"))
      .addColumn("edition_id", "integer", (c) => c.notNull())
      .addColumn("code", "varchar(16)", (c) => c.notNull().unique())
      .addColumn("choice_answer", "varchar(1)", (c) => c.notNull())
      .addColumn("title", "varchar(800)", (c) => c.notNull())
      .addColumn("status", "varchar(16)", (c) => c.notNull())
      .addColumn("locale", "varchar(2)", (c) => c.notNull())
      .addColumn("rules_accepted_at", ts, (c) => c.notNull())
      .addColumn("submitted_at", ts, (c) => c.notNull())
      .addColumn("marked_at", ts)
      .addColumn("excluded_at", ts)
      .addColumn("excluded_by", "integer", (c) => c.references("users.id"))
      .addColumn("exclusion_reason", "text")
      .execute();
    await db.schema.createIndex("entries_status").on("entries").columns(["status", "id"]).execute();

    // A file is "uploading" from the tus creation until its content is checked, then "ready". It belongs to the
    // owner's draft (entry_id null) until submission moves it to the entry.
    await withId(dialect, db.schema.createTable("entry_files"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("entry_id", "integer", (c) => c.references("entries.id"))
      .addColumn("kind", "varchar(8)", (c) => c.notNull())
      .addColumn("state", "varchar(12)", (c) => c.notNull())
      .addColumn("upload_id", "varchar(64)", (c) => c.notNull().unique())
      .addColumn("file_id", "varchar(64)")
      .addColumn("name", "varchar(255)", (c) => c.notNull())
      .addColumn("media_type", "varchar(64)")
      .addColumn("bytes", "integer", (c) => c.notNull())
      .addColumn("created_at", ts, (c) => c.notNull())
      .addColumn("completed_at", ts)
      .execute();
    await db.schema.createIndex("entry_files_owner").on("entry_files").columns(["user_id", "entry_id", "kind"]).execute();
    await db.schema.createIndex("entry_files_state").on("entry_files").columns(["state", "created_at"]).execute();
  };
}

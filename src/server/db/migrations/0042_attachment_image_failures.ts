import type { Kysely } from "kysely";
import { timestampType, type DialectName } from "../dialect.ts";

/**
 * Published images whose variants cannot be made (the file does not decode, or its decoding passes the file
 * worker's time or memory limit; docs/images.md). With `attachment_images` they are the images the hourly backfill
 * knows, so it tries such a file once instead of every hour.
 */
export function up(dialect: DialectName) {
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("attachment_image_failures")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("reason", "varchar(500)", (col) => col.notNull())
      .addColumn("failed_at", timestampType(dialect), (col) => col.notNull())
      .execute();
  };
}

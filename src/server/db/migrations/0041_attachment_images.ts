import type { Kysely } from "kysely";
import { timestampType, type DialectName } from "../dialect.ts";

/**
 * The intrinsic size of each published image (attachments: editor images and news covers) and the widths its AVIF
 * and WebP variants were made at (docs/images.md), so pages can give `<img>` its width, height and `srcset`.
 * An image without a row is shown as before, from its one file; the hourly maintenance adds the missing rows.
 */
export function up(dialect: DialectName) {
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("attachment_images")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("width", "integer", (col) => col.notNull())
      .addColumn("height", "integer", (col) => col.notNull())
      .addColumn("widths", "varchar(100)", (col) => col.notNull())
      .addColumn("created_at", timestampType(dialect), (col) => col.notNull())
      .execute();
  };
}

import type { Kysely } from "kysely";
import type { DialectName } from "../dialect.ts";

/** News written in the dashboard: a cover image (an uploaded attachment's file name). */
export function up(_dialect: DialectName) {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("news").addColumn("cover_image", "varchar(80)").execute();
  };
}

import type { Kysely } from "kysely";
import type { DialectName } from "../dialect.ts";

/**
 * Indexes for the statistics' aggregate queries (docs/control-room.md, "Statistics"): every figure is counted over an
 * index range.
 */
export function up(_dialect: DialectName) {
  return async (db: Kysely<unknown>) => {
    // Each account figure is a count over one index range (no sort, no row read): per role (and activation), per
    // person type, per nation, within a creation range.
    await db.schema.createIndex("users_role_created").on("users").columns(["role", "created_at", "activated_at"]).execute();
    await db.schema.createIndex("users_person_type_created").on("users").columns(["person_type", "created_at"]).execute();
    await db.schema.createIndex("users_nation_created").on("users").columns(["nation", "created_at"]).execute();
    await db.schema.createIndex("entries_submitted_at").on("entries").column("submitted_at").execute();
    await db.schema.createIndex("entry_files_entry_kind").on("entry_files").columns(["entry_id", "state", "kind", "bytes"]).execute();
    await db.schema.createIndex("subscribers_created_at").on("subscribers").column("created_at").execute();
  };
}

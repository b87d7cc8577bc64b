import { sql, type Kysely } from "kysely";
import { anonymousCode } from "#server/lib/anonymous-code.ts";
import type { DialectName } from "../dialect.ts";

/**
 * Each round gives each entry its own anonymous code (issue 24; docs/judging.md "Who can see what"): `entries.code`
 * is the semi-final's (and the contestant's own), `final_code` the final round's, given when the entry is first
 * assigned to a final-round judge. Entries already assigned in the final get theirs here.
 */
export function up(_dialect: DialectName) {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("entries").addColumn("final_code", "varchar(16)").execute();
    await db.schema.createIndex("entries_final_code").unique().on("entries").column("final_code").execute();
    const finalists = await sql<{ entry_id: number }>`select distinct entry_id from judging_assignments where round = 'final'`.execute(db);
    for (const { entry_id } of finalists.rows) await sql`update entries set final_code = ${anonymousCode()} where id = ${entry_id}`.execute(db);
  };
}

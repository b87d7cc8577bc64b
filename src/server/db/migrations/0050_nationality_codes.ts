import type { Kysely } from "kysely";
import { countryOfSpelling } from "#domain/countries.ts";
import type { DialectName } from "../dialect.ts";

type Tables = {
  users: { id: number; nation: string | null };
  nations_unrecognised: { user_id: number; value: string };
};

/**
 * Nationality becomes an ISO 3166-1 alpha-2 code (docs/decisions/0024-nationality-as-country-code.md). Each free-text
 * value people typed is turned into its code ("Việt Nam", "Vietnam", "viet nam" -> "VN"; src/domain/countries.ts).
 * A value that names no country is cleared (the person is asked again, the field being required) and kept, with its
 * account, in `nations_unrecognised`, which is the report an administrator reads. The trigger of migration 0036 moves
 * the statistics counters along with each change.
 */
export function up(_dialect: DialectName) {
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("nations_unrecognised")
      .addColumn("user_id", "integer", (col) => col.primaryKey())
      .addColumn("value", "varchar(60)", (col) => col.notNull())
      .execute();
    const unrecognised = await codeExistingNations(db);
    if (unrecognised.length)
      console.warn(
        `Migration 0050: ${unrecognised.length} nationality value(s) name no country; see the table nations_unrecognised: ${unrecognised.join(", ")}`,
      );
  };
}

/** Codes every stored nationality; answers the values that name no country. */
export async function codeExistingNations(database: Kysely<unknown>): Promise<string[]> {
  const db = database as Kysely<Tables>;
  const values = (await db.selectFrom("users").select("nation").distinct().where("nation", "is not", null).execute()).map((row) => row.nation!);
  const unrecognised: string[] = [];
  for (const value of values) {
    const code = countryOfSpelling(value);
    if (code === value) continue;
    if (code) {
      await db.updateTable("users").set({ nation: code }).where("nation", "=", value).execute();
      continue;
    }
    unrecognised.push(value);
    await db
      .insertInto("nations_unrecognised")
      .columns(["user_id", "value"])
      .expression(db.selectFrom("users").select(["id", "nation"]).where("nation", "=", value))
      .execute();
    await db.updateTable("users").set({ nation: null }).where("nation", "=", value).execute();
  }
  return unrecognised.sort();
}

import type { Kysely, Updateable } from "kysely";
import type { Database } from "#server/db/schema.ts";
import type { FundSettingsTable } from "#server/db/schema-funds.ts";

/** The one row of fund rules (migration 0022 writes it). */
export const readFundSettingsRow = (db: Kysely<Database>) => db.selectFrom("fund_settings").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();

export const writeFundSettingsRow = (db: Kysely<Database>, values: Updateable<FundSettingsTable>) =>
  db.updateTable("fund_settings").set(values).where("id", "=", 1).execute();

import type { Kysely, Updateable } from "kysely";
import type { Database, SettingsTable } from "#server/db/schema.ts";

const columns = ["id", "setting_key", "value_vi", "value_en", "updated_at"] as const;

export const listSettingRows = (db: Kysely<Database>) => db.selectFrom("settings").select(columns).orderBy("id").execute();

export const findSettingById = (db: Kysely<Database>, id: number) => db.selectFrom("settings").select(columns).where("id", "=", id).executeTakeFirst();

export const findSettingByKey = (db: Kysely<Database>, key: string) =>
  db.selectFrom("settings").select(columns).where("setting_key", "=", key).executeTakeFirst();

export const updateSettingRow = (db: Kysely<Database>, id: number, values: Updateable<SettingsTable>) =>
  db.updateTable("settings").set(values).where("id", "=", id).returning(columns).executeTakeFirstOrThrow();

/** Adds the keys that have no row yet, in definition order; existing rows (and their values) are left alone. */
export async function insertMissingSettings(db: Kysely<Database>, keys: string[], now: string): Promise<string[]> {
  const existing = new Set((await db.selectFrom("settings").select("setting_key").execute()).map((row) => row.setting_key));
  const missing = keys.filter((key) => !existing.has(key));
  for (const key of missing) {
    await db
      .insertInto("settings")
      .values({ setting_key: key, value_vi: "", value_en: null, updated_at: now, updated_by: null })
      .onConflict((oc) => oc.column("setting_key").doNothing())
      .execute();
  }
  return missing;
}

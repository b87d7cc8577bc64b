import fs from "node:fs";
import { sql } from "kysely";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import type { DatabaseHandle } from "./database.ts";
import type { DialectName } from "./dialect.ts";

/** The migrations folder: one file per migration, `<number>_<name>.ts`, each exporting `up(dialect)`. */
const folder = new URL("./migrations/", import.meta.url);

/**
 * Every migration of this version, in order: the files of the folder (the command-line tools check an installation
 * has them all). Add a file to add one; never edit one that has shipped.
 */
export const migrationNames = fs
  .readdirSync(folder)
  .filter((file) => /^\d{4}_\w+\.ts$/.test(file))
  .map((file) => file.slice(0, -".ts".length))
  .sort();

async function migrationsFor(dialect: DialectName): Promise<Record<string, Migration>> {
  const loaded = await Promise.all(
    migrationNames.map(async (name) => {
      const module = (await import(new URL(`${name}.ts`, folder).href)) as { up: (dialect: DialectName) => Migration["up"] };
      return [name, { up: module.up(dialect) }] as const;
    }),
  );
  return Object.fromEntries(loaded);
}

export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<string[]> {
  const provider: MigrationProvider = {
    getMigrations: () => migrationsFor(dialect),
  };
  // Kysely looks for its own tables in every schema; pin them to ours so a database shared by several schemas works.
  const migrationTableSchema =
    dialect === "postgres" ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  // Numbers are reserved for changes made side by side, so one may land after a higher one has run (0046 after 0050):
  // each migration touches its own columns, and an installation runs whichever it lacks.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}

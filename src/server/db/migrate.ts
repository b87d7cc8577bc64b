import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import type { DatabaseHandle } from "./database.ts";
import type { DialectName } from "./dialect.ts";
import * as foundation from "./migrations/0001_foundation.ts";
import * as news from "./migrations/0002_news.ts";

/** Numbered migrations, in order. Add a file and a line; never edit one that has shipped. */
const migrations: Record<string, { up: (dialect: DialectName) => Migration["up"] }> = {
  "0001_foundation": foundation,
  "0002_news": news,
};

export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<string[]> {
  const provider: MigrationProvider = {
    getMigrations: async () =>
      Object.fromEntries(Object.entries(migrations).map(([name, m]) => [name, { up: m.up(dialect) }])),
  };
  const { error, results = [] } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}

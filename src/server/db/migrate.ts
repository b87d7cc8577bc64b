import { sql } from "kysely";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import type { DatabaseHandle } from "./database.ts";
import type { DialectName } from "./dialect.ts";
import * as foundation from "./migrations/0001_foundation.ts";
import * as news from "./migrations/0002_news.ts";
import * as identity from "./migrations/0003_identity.ts";
import * as oidc from "./migrations/0004_oidc.ts";
import * as contestEdition from "./migrations/0005_contest_edition.ts";
import * as newsAdmin from "./migrations/0006_news_admin.ts";
import * as entries from "./migrations/0008_entries.ts";
import * as site from "./migrations/0007_site.ts";

/** Numbered migrations, in order. Add a file and a line; never edit one that has shipped. */
const migrations: Record<string, { up: (dialect: DialectName) => Migration["up"] }> = {
  "0001_foundation": foundation,
  "0002_news": news,
  "0003_identity": identity,
  "0004_oidc": oidc,
  "0005_contest_edition": contestEdition,
  "0006_news_admin": newsAdmin,
  "0008_entries": entries,
  "0007_site": site,
};

export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<string[]> {
  const provider: MigrationProvider = {
    getMigrations: async () =>
      Object.fromEntries(Object.entries(migrations).map(([name, m]) => [name, { up: m.up(dialect) }])),
  };
  // Kysely looks for its own tables in every schema; pin them to ours so a database shared by several schemas works.
  const migrationTableSchema =
    dialect === "postgres" ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}

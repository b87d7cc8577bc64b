import { cliConfig, CliInputError, runCli } from "#server/lib/cli.ts";
import { openDatabase } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";
import { withStartupLock } from "./startup-lock.ts";

/** `npm run migrate`: creates the database when it is new (SQLite under DATA_DIR) and applies pending migrations. */
await runCli(async () => {
  const database = openDatabase(cliConfig());
  try {
    if (!(await database.isReachable()))
      throw new CliInputError(`Cannot reach the database ${database.description}: check DATABASE_URL (or DATA_DIR for SQLite).`);
    const applied = await withStartupLock(database, () => migrateToLatest(database));
    console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
  } finally {
    await database.close();
  }
});

import { loadConfig } from "#server/config.ts";
import { openDatabase } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";
import { withStartupLock } from "./startup-lock.ts";

const database = openDatabase(loadConfig());
try {
  const applied = await withStartupLock(database, () => migrateToLatest(database));
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
} finally {
  await database.close();
}

import { loadConfig } from "#server/config.ts";
import { openDatabase } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";

const database = openDatabase(loadConfig());
try {
  const applied = await migrateToLatest(database);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
} finally {
  await database.close();
}

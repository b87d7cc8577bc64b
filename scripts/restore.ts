import { loadConfig } from "../src/server/config.ts";
import { restoreBackup } from "../src/server/lib/backup.ts";

/** `npm run restore -- <backup folder> [--force]`: puts a backup back into DATA_DIR and the configured database. */
const args = process.argv.slice(2);
const folder = args.find((arg) => !arg.startsWith("--"));
if (!folder) {
  console.error("Usage: npm run restore -- <backup folder> [--force]   (stop the app first)");
  process.exit(2);
}
try {
  const manifest = await restoreBackup(loadConfig(), folder, { force: args.includes("--force") });
  console.log(`Restored the ${manifest.dialect} backup of ${manifest.createdAt}. Start the app; it migrates the database if the backup is older.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

import fs from "node:fs";
import path from "node:path";
import { cliConfig, CliInputError, runCli } from "../src/server/lib/cli.ts";
import { MANIFEST, restoreBackup } from "../src/server/lib/backup.ts";

/** `npm run restore -- <backup folder> [--force]`: puts a backup back into DATA_DIR and the configured database. */
await runCli(async () => {
  const args = process.argv.slice(2);
  const folder = args.find((arg) => !arg.startsWith("--"));
  if (!folder) throw new CliInputError("Usage: npm run restore -- <backup folder> [--force]   (stop the app first)");
  if (!fs.existsSync(path.join(folder, MANIFEST)))
    throw new CliInputError(`${folder} is not a backup folder (it has no ${MANIFEST}); backups are under DATA_DIR/backups/.`);
  try {
    const manifest = await restoreBackup(cliConfig(), folder, { force: args.includes("--force") });
    console.log(`Restored the ${manifest.dialect} backup of ${manifest.createdAt}. Start the app; it migrates the database if the backup is older.`);
  } catch (error) {
    // restoreBackup's refusals (existing data without --force, another dialect) are messages for the operator.
    throw error instanceof CliInputError ? error : new CliInputError(error instanceof Error ? error.message : String(error));
  }
});

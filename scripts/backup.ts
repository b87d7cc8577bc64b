import { cliConfig, openInstalledDatabase, runCli } from "../src/server/lib/cli.ts";
import { createBackup } from "../src/server/lib/backup.ts";

/** `npm run backup`: the database (SQLite online backup, or pg_dump) and DATA_DIR's files, into DATA_DIR/backups/. */
await runCli(async () => {
  const config = cliConfig();
  // Only an installation is backed up: a mistyped DATA_DIR is said, not copied as an empty database.
  await (await openInstalledDatabase(config)).close();
  console.log(`Backup written to ${await createBackup(config)}`);
});

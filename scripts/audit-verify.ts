import { verifyAuditChain } from "#server/lib/audit.ts";
import { cliConfig, openInstalledDatabase, runCli } from "#server/lib/cli.ts";

/**
 * `npm run audit:verify`: recomputes the activity history's hash chain in the configured database (DATABASE_URL or
 * the SQLite file under DATA_DIR). Prints "intact" (exit 0) or the first broken link (exit 1); exit 2 when there is
 * no installation to check.
 */
await runCli(async () => {
  const database = await openInstalledDatabase(cliConfig());
  try {
    const report = await verifyAuditChain(database.db);
    if (!report.broken) {
      console.log(`intact: ${report.checked} events`);
      return 0;
    }
    const { id, reason, action, created_at } = report.broken;
    console.log(
      `broken: event ${id} (${action}, ${created_at}): ${reason === "hash" ? "its content no longer matches its hash" : "it does not link to the event before it (one was removed, reordered or inserted)"}; ${report.checked} events before it are intact`,
    );
    return 1;
  } finally {
    await database.close();
  }
});

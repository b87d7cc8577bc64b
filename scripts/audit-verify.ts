import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/database.ts";
import { verifyAuditChain } from "#server/lib/audit.ts";

/**
 * `npm run audit:verify`: recomputes the activity history's hash chain in the configured database (DATABASE_URL or
 * the SQLite file under DATA_DIR). Prints "intact" (exit 0) or the first broken link (exit 1).
 */
const database = openDatabase(loadConfig(process.env));
try {
  const report = await verifyAuditChain(database.db);
  if (report.broken) {
    const { id, reason, action, created_at } = report.broken;
    console.log(`broken: event ${id} (${action}, ${created_at}): ${reason === "hash" ? "its content no longer matches its hash" : "it does not link to the event before it (one was removed, reordered or inserted)"}; ${report.checked} events before it are intact`);
    process.exitCode = 1;
  } else {
    console.log(`intact: ${report.checked} events`);
  }
} finally {
  await database.close();
}

import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/database.ts";
import { reconcileFunds } from "#server/modules/funds/reconcile.ts";

/**
 * `npm run funds:reconcile`: checks the unit ledger against the orders (src/server/modules/funds/reconcile.ts) on
 * the configured database; prints every problem and exits 1 if there is any.
 */
const database = openDatabase(loadConfig());
try {
  const problems = await reconcileFunds(database.db);
  for (const problem of problems) console.error(problem);
  console.log(problems.length ? `Reconciliation FAILED: ${problems.length} problem(s).` : "Reconciliation passed: the unit ledger matches every order and fund.");
  process.exitCode = problems.length ? 1 : 0;
} finally {
  await database.close();
}

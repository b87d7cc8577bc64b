import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/database.ts";
import { reconcileFunds } from "#server/modules/funds/reconcile.ts";
import { reconcileReferrals } from "#server/modules/referrals/reconcile.ts";

/**
 * `npm run funds:reconcile`: checks the unit ledger against the orders (src/server/modules/funds/reconcile.ts) and
 * the referral commissions against the orders and referrals (modules/referrals/reconcile.ts) on the configured
 * database; prints every problem and exits 1 if there is any.
 */
const database = openDatabase(loadConfig());
try {
  const problems = [...(await reconcileFunds(database.db)), ...(await reconcileReferrals(database.db))];
  for (const problem of problems) console.error(problem);
  console.log(problems.length ? `Reconciliation FAILED: ${problems.length} problem(s).` : "Reconciliation passed: the unit ledger matches every order and fund, and every referral commission its order.");
  process.exitCode = problems.length ? 1 : 0;
} finally {
  await database.close();
}

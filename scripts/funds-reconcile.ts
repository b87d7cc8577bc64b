import { cliConfig, openInstalledDatabase, runCli } from "#server/lib/cli.ts";
import { reconcileFunds } from "#server/modules/funds/reconcile.ts";
import { reconcileReferrals } from "#server/modules/referrals/reconcile.ts";

/**
 * `npm run funds:reconcile`: checks the unit ledger against the orders (src/server/modules/funds/reconcile.ts) and
 * the referral commissions against the orders and referrals (modules/referrals/reconcile.ts) on the configured
 * database; prints every problem and exits 1 if there is any (2 when there is no installation to check).
 */
await runCli(async () => {
  const database = await openInstalledDatabase(cliConfig());
  try {
    const problems = [...(await reconcileFunds(database.db)), ...(await reconcileReferrals(database.db))];
    for (const problem of problems) console.error(problem);
    console.log(
      problems.length
        ? `Reconciliation FAILED: ${problems.length} problem(s).`
        : "Reconciliation passed: the unit ledger matches every order and fund, and every referral commission its order.",
    );
    return problems.length ? 1 : 0;
  } finally {
    await database.close();
  }
});

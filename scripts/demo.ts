import { loadConfig } from "#server/config.ts";
import { phases, type Phase } from "#server/demo/contest-plan.ts";
import { NotEmptyError } from "#server/demo/demo-app.ts";
import { runDemo } from "#server/demo/run-demo.ts";

/**
 * `npm run demo [-- --phase submissions|marking|semi-final|final|results]`: fills a fresh data directory (or
 * PostgreSQL database) with a contest up to that phase (default: results) and a year of both funds, then prints
 * whom to sign in as. `npm start` serves it afterwards.
 */
const args = process.argv.slice(2);
const phaseAt = args.indexOf("--phase");
const phase = (phaseAt >= 0 ? args[phaseAt + 1] : "results") as Phase;
if (!phases.includes(phase)) {
  console.error(`usage: npm run demo [-- --phase ${phases.join("|")}]`);
  process.exit(2);
}
// The demo signs many people in and registers a few from one process: the per-client limits would refuse it.
const config = loadConfig({ LOG_LEVEL: "warn", ...process.env, SIGNIN_RATE_LIMIT: "100000", SIGNUP_RATE_LIMIT: "100000" });
const started = performance.now();
try {
  const outcome = await runDemo(config, phase);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Demo filled up to the phase "${phase}" in ${seconds} s (${config.DATABASE_URL ? "PostgreSQL" : config.sqliteFile}). Start it with: npm start`);
  console.log(`  administrator  ${outcome.admin.email} / ${outcome.admin.password}   at /admin/login`);
  console.log(`  judge          ${outcome.judge.email} / ${outcome.password}   at /user/login`);
  console.log(`  contestant     ${outcome.contestant.email} / ${outcome.password}   at /user/login`);
  console.log(`  investor       ${outcome.investor.email} / ${outcome.password}   at /user/login`);
} catch (error) {
  if (error instanceof NotEmptyError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

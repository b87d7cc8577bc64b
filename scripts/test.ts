import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * `npm test`: lint, typecheck, unit, components (the heavy forms in jsdom), API on SQLite, API on PostgreSQL (when
 * TEST_DATABASE_URL is set), end-to-end in Chromium. Runs every stage even after a failure, then prints the slowest
 * tests, each stage's time, and one last line "N passed, N failed".
 * Stages that each leave a core idle (lint and typecheck are single-threaded) run side by side, their output held
 * and printed whole when the group ends; the API suites and end-to-end each use both cores and run alone.
 */
const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "test-reports-"));

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
  /** Tests that failed and then passed on a retry: reported on their own line, and they fail the run. */
  flaky?: number;
}
const stages: (Tally & { name: string; seconds: number })[] = [];
/** Every test's time, from the reports, for the list of the slowest. */
const timings: { stage: string; test: string; ms: number }[] = [];
/** The tests that failed (or passed only on a retry), named again at the end: CI keeps only the output's tail. */
const failures: { stage: string; test: string }[] = [];
const SLOWEST = 10;

interface Stage {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string | undefined>;
  count: (ok: boolean) => Tally;
}

/** Runs the stages at once. A group of one streams its output; a larger group prints each stage's output when all are done. */
async function together(...group: Stage[]): Promise<void> {
  const finished = await Promise.all(
    group.map(
      (stage) =>
        new Promise<{ stage: Stage; ok: boolean; seconds: number; output: string }>((resolve) => {
          if (group.length === 1) console.log(`\n── ${stage.name} ──`);
          const started = Date.now();
          const child = spawn(stage.command, stage.args, { cwd: root, env: { ...process.env, ...stage.env }, stdio: group.length === 1 ? "inherit" : "pipe" });
          let output = "";
          child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
          child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
          child.on("close", (code) => resolve({ stage, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000), output }));
        }),
    ),
  );
  for (const { stage, ok, seconds, output } of finished) {
    if (group.length > 1) process.stdout.write(`\n── ${stage.name} ──\n${output}`);
    stages.push({ name: stage.name, seconds, ...stage.count(ok) });
  }
}

const single = (ok: boolean): Tally => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: { name: string; status: string; assertionResults: { fullName: string; status: string; duration?: number | null }[] }[];
}

interface PlaywrightSuite {
  title: string;
  file: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; tests: { projectName: string; status: string; results: { duration: number }[] }[] }[];
}

/** Each run of each test in a Playwright JSON report (retries count: they are time the run spent). */
function playwrightTimings(suites: PlaywrightSuite[] = [], titles: string[] = []) {
  for (const suite of suites) {
    // A file's own suite is titled with the file's name, which the line names already.
    const inner = suite.title === suite.file ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        const name = `${spec.file} [${test.projectName}] › ${[...inner, spec.title].join(" › ")}`;
        timings.push({ stage: "end-to-end", test: name, ms });
        if (test.status === "unexpected" || test.status === "flaky") failures.push({ stage: "end-to-end", test: `${name} (${test.status})` });
      }
    }
    playwrightTimings(suite.suites, inner);
  }
}

function vitest(name: string, project: string, env: Record<string, string | undefined>): Stage {
  const file = path.join(reports, `${name.replace(/\W+/g, "-")}.json`);
  const args = ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${file}`];
  const count = (ok: boolean): Tally => {
    if (!fs.existsSync(file)) return single(false);
    const report = JSON.parse(fs.readFileSync(file, "utf8")) as VitestReport;
    for (const { name: testFile, status, assertionResults } of report.testResults) {
      const testPath = path.relative(root, testFile);
      for (const test of assertionResults) {
        timings.push({ stage: name, test: `${testPath} › ${test.fullName}`, ms: test.duration ?? 0 });
        if (test.status === "failed") failures.push({ stage: name, test: `${testPath} › ${test.fullName}` });
      }
      // A file that failed outside its tests (a hook, an import) names no test.
      if (status === "failed" && !assertionResults.some((test) => test.status === "failed"))
        failures.push({ stage: name, test: `${testPath} (outside its tests)` });
    }
    // A suite that crashed before reporting any failed test still counts as a failure.
    const failed = report.numFailedTests + (ok || report.numFailedTests ? 0 : 1);
    return { passed: report.numPassedTests, failed, skipped: report.numPendingTests };
  };
  return { name, command: bin("vitest"), args, env, count };
}

const started = Date.now();
const npmScript = (name: string, script: string): Stage => ({ name, command: "npm", args: ["run", "--silent", script], count: single });
await together(
  npmScript("lint (eslint + i18n parity)", "lint"),
  npmScript("typecheck", "typecheck"),
  // Builds when the build is stale; fails when a public page passes its JS or CSS ceiling or loads a forbidden module.
  { name: "bundle budget", command: process.execPath, args: [path.join(root, "scripts", "check-bundles.ts")], count: single },
);
await together(vitest("unit", "unit", {}), vitest("component (jsdom)", "component", {}));
await together(vitest("api on SQLite", "api", { TEST_DATABASE_URL: "" }));
if (process.env.TEST_DATABASE_URL) await together(vitest("api on PostgreSQL", "api", {}));
else console.log("\n(TEST_DATABASE_URL not set: the API suite on PostgreSQL is skipped)");

const e2eReport = path.join(reports, "e2e.json");
await together({
  name: "end-to-end (Chromium)",
  command: bin("playwright"),
  args: ["test", "--reporter=list,json"],
  env: { PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport },
  count: (ok) => {
    if (!fs.existsSync(e2eReport)) return single(false);
    const { stats, suites } = JSON.parse(fs.readFileSync(e2eReport, "utf8")) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
      suites: PlaywrightSuite[];
    };
    playwrightTimings(suites);
    // Playwright exits 0 when a retry passed; a flaky test is still a failing one.
    const failed = stats.unexpected + (ok || stats.unexpected ? 0 : 1);
    return { passed: stats.expected, failed, skipped: stats.skipped, flaky: stats.flaky };
  },
});

console.log(`\n── ${SLOWEST} slowest tests ──`);
for (const { stage, test, ms } of timings.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) {
  console.log(`${(ms / 1000).toFixed(1).padStart(6)}s  ${stage.padEnd(18)} ${test}`);
}

if (failures.length) {
  console.log("\n── failed ──");
  for (const { stage, test } of failures) console.log(`${stage.padEnd(18)} ${test}`);
}

console.log("\n── summary (seconds per stage) ──");
for (const s of stages) {
  const flaky = s.flaky ? `, ${s.flaky} flaky` : "";
  console.log(
    `${s.failed || s.flaky ? "✗" : "✓"} ${s.name.padEnd(30)} ${s.passed} passed, ${s.failed} failed${flaky}${s.skipped ? `, ${s.skipped} skipped` : ""} (${s.seconds}s)`,
  );
}
const total = stages.reduce(
  (sum, s) => ({ passed: sum.passed + s.passed, failed: sum.failed + s.failed, skipped: sum.skipped + s.skipped, flaky: sum.flaky + (s.flaky ?? 0) }),
  { passed: 0, failed: 0, skipped: 0, flaky: 0 },
);
console.log(`total ${Math.round((Date.now() - started) / 1000)}s (stages side by side overlap)`);
if (total.flaky) console.log(`${total.flaky} flaky (failed, then passed on a retry): counted as failed`);
// The last line stays "N passed, N failed" for CI; flaky tests are among the failed.
console.log(`${total.passed} passed, ${total.failed + total.flaky} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`);
process.exit(total.failed + total.flaky ? 1 : 0);

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { deadlineEvening, deadlineLines, type DeadlineScale } from "./peak-deadline.ts";
import { drawCutoff, drawLines, type DrawScale } from "./peak-draw.ts";
import { fundCutoff, fundLines, type FundsScale } from "./peak-funds.ts";
import { launch, launchLines, type LaunchScale } from "./peak-launch.ts";
import { startTarget, type Check, type DatabaseKind, type Target } from "./peak-common.ts";
import { cpuMs, machineInfo, root, stopOnSignal } from "./server.ts";

/**
 * `npm run bench:peak` (issue 30): the moments that decide whether the contest and the funds hold, on SQLite and on
 * PostgreSQL with Redis, one production server each: launch-day sign-ups, the last evening of submissions, the lucky
 * draw's cut-off and the fund's cut-off. Each scenario has its targets; the table prints both databases side by side
 * with pass/fail. `npm run bench` runs `shortScale`. BENCH_PEAK_DATABASES=sqlite runs one database only, BENCH_PEAK_SCENARIOS=draw,fund some scenarios only (by the start of
 * their names), BENCH_PEAK_SCALE=short the shortened case.
 */

export interface PeakScale {
  launch: LaunchScale;
  deadline: DeadlineScale;
  draw: DrawScale;
  funds: FundsScale;
}

export const fullScale: PeakScale = {
  launch: {
    levels: [
      { concurrency: 1, signups: 40 },
      { concurrency: 4, signups: 80 },
      { concurrency: 16, signups: 160 },
      { concurrency: 64, signups: 320 },
    ],
    besideTheHash: 200,
    jobBurst: 400,
  },
  deadline: { contestants: 50, bytesEach: 20 * 1024 * 1024, visitsPerSecond: 50 },
  draw: { people: 2000, seconds: 10 },
  funds: { investors: 1000, seconds: 60 },
};

export const shortScale: PeakScale = {
  launch: {
    levels: [
      { concurrency: 2, signups: 8 },
      { concurrency: 8, signups: 16 },
    ],
    besideTheHash: 40,
    jobBurst: 50,
  },
  deadline: { contestants: 5, bytesEach: 4 * 1024 * 1024, visitsPerSecond: 20 },
  draw: { people: 300, seconds: 2 },
  funds: { investors: 100, seconds: 3 },
};

const scenarios = [
  { name: "Launch", run: (t: Target, s: PeakScale) => launch(t, s.launch), lines: launchLines },
  { name: "Deadline evening", run: (t: Target, s: PeakScale) => deadlineEvening(t, s.deadline), lines: deadlineLines },
  { name: "Draw cut-off", run: (t: Target, s: PeakScale) => drawCutoff(t, s.draw), lines: drawLines },
  { name: "Fund cut-off", run: (t: Target, s: PeakScale) => fundCutoff(t, s.funds), lines: fundLines },
] as const;

const loadAverage = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

interface ScenarioRun {
  scenario: string;
  database: DatabaseKind;
  loadAverage: { start: number[]; end: number[] };
  /** The server process's CPU time during the scenario. */
  serverCpuMs: number;
  checks: Check[];
  result: unknown;
}

/** Every scenario on one database's server, in order; what each measured. */
async function onDatabase(database: DatabaseKind, scale: PeakScale, only: readonly string[] | undefined): Promise<ScenarioRun[]> {
  console.log(`\n== ${database}: starting the production server…`);
  const target = await startTarget(database);
  stopOnSignal(() => target.stop());
  const runs: ScenarioRun[] = [];
  try {
    for (const scenario of scenarios) {
      if (only && !only.some((name) => scenario.name.toLowerCase().startsWith(name))) continue;
      const start = loadAverage();
      const cpuBefore = cpuMs(target.server.pid) ?? NaN;
      const result = await scenario.run(target, scale);
      const run = {
        scenario: scenario.name,
        database,
        loadAverage: { start, end: loadAverage() },
        serverCpuMs: Math.round((cpuMs(target.server.pid) ?? NaN) - cpuBefore),
        checks: result.checks,
        result,
      };
      console.log(`${scenario.name} (${database}, load ${start[0]} → ${run.loadAverage.end[0]}, server CPU ${run.serverCpuMs} ms)`);
      for (const line of scenario.lines(result as never)) console.log(`  ${line}`);
      runs.push(run);
    }
  } finally {
    await target.stop();
  }
  return runs;
}

/** The checks of every scenario, one row each, a column per database. */
export function peakTable(runs: readonly ScenarioRun[]): string {
  const databases = [...new Set(runs.map((run) => run.database))];
  const rows = [["scenario", "target", ...databases]];
  for (const scenario of scenarios) {
    const mine = runs.filter((run) => run.scenario === scenario.name);
    for (const [index, first] of (mine[0]?.checks ?? []).entries()) {
      const cells = databases.map((database) => {
        const one = mine.find((run) => run.database === database)?.checks[index];
        return one ? `${one.value} ${one.pass ? "PASS" : "FAIL"}` : "n/a";
      });
      rows.push([index === 0 ? scenario.name : "", `${first.name} ${first.target}`, ...cells]);
    }
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join("  ")).join("\n");
}

export async function peakBench(scale: PeakScale, databases: readonly DatabaseKind[]) {
  const only = process.env.BENCH_PEAK_SCENARIOS?.split(",").map((name) => name.trim().toLowerCase());
  const runs: ScenarioRun[] = [];
  for (const database of databases) runs.push(...(await onDatabase(database, scale, only)));
  console.log(`\n${peakTable(runs)}`);
  return { runs, passed: runs.every((run) => run.checks.every((one) => one.pass)) };
}

export const peakDatabases = (process.env.BENCH_PEAK_DATABASES?.split(",") ?? ["sqlite", "postgres"]) as DatabaseKind[];

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const startedAt = new Date();
  const machine = machineInfo();
  console.log(`bench:peak ${startedAt.toISOString()}, load average ${machine.loadAverage.join(" ")}, ${machine.cpus} CPUs`);
  const scale = process.env.BENCH_PEAK_SCALE === "short" ? shortScale : fullScale;
  const { runs, passed } = await peakBench(scale, peakDatabases);
  const file = path.join(root, "bench", "results", `peak-${startedAt.toISOString().replaceAll(":", "-")}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ startedAt, finishedAt: new Date(), machine, loadAverageAtEnd: loadAverage(), scale, runs }, null, 2)}\n`);
  console.log(`wrote ${path.relative(root, file)}`);
  process.exit(passed ? 0 : 1);
}

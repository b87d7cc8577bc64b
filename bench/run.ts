import fs from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import autocannon, { type Result } from "autocannon";
import { fundsChartBench } from "./funds-chart.ts";
import { benchAdminOrders, seedFundOrders } from "./funds-orders.ts";
import { startBaseline, type Baseline, type RecordedResponse } from "./baseline.ts";
import { exchange } from "./http-client.ts";
import { benchResults, printResultsBench } from "./results.ts";
import { cpuMs, machineInfo, processMemory, root, startServer, stopOnSignal, type RunningServer } from "./server.ts";
import { fullScale, statisticsBench } from "./statistics.ts";
import { peakBench, peakDatabases, shortScale } from "./peak.ts";

/**
 * `npm run bench`: throughput and latency of the real production server against a baseline that returns the same
 * bytes from memory, measured alternately in one run. Read the ratio server/baseline, not the absolute numbers.
 */

const settings = {
  connections: envInt("BENCH_CONNECTIONS", 20),
  durationSeconds: envInt("BENCH_DURATION", 5),
  rounds: envInt("BENCH_ROUNDS", 2),
  warmupSeconds: envInt("BENCH_WARMUP", 1),
  pipelining: 1,
};

interface Target {
  name: string;
  kind: string;
  method: string;
  path: string;
  /** Sent with every request of the target, and when its answer is recorded for the baseline. */
  headers?: Record<string, string>;
}

const allTargets: readonly Target[] = [
  { name: "health", kind: "health check, no I/O", method: "GET", path: "/healthz" },
  { name: "api-read", kind: "DB-backed API read", method: "GET", path: "/api/v1/pages/introduce" },
  { name: "ssr-home", kind: "SSR page, anonymous (served from the public cache when warm)", method: "GET", path: "/" },
  {
    name: "ssr-home-gzip",
    kind: "the same page as a browser asks for it (Accept-Encoding: gzip)",
    method: "GET",
    path: "/",
    headers: { "accept-encoding": "gzip" },
  },
];
/** BENCH_TARGETS=health,api-read measures only those (e.g. while profiling one of them with BENCH_CPU_PROF). */
const only = process.env.BENCH_TARGETS?.split(",").map((name) => name.trim());
const targets = allTargets.filter((target) => !only || only.includes(target.name));

const SEEDED_PAGES = 12;

function envInt(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Published "introduce" pages so the API read returns rows (the fresh database has none). */
function seedPages(dataDir: string, count: number) {
  const db = new DatabaseSync(path.join(dataDir, "app.sqlite"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    const insert = db.prepare(
      "INSERT INTO pages (section, slug, title_vi, title_en, body_vi, body_en, published_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    );
    const paragraph = "Nội dung giới thiệu cuộc thi ý tưởng và quỹ đầu tư, viết bằng tiếng Việt có dấu. ".repeat(20);
    for (let i = 1; i <= count; i++) {
      const at = new Date(Date.UTC(2025, 0, i)).toISOString();
      insert.run("introduce", `trang-${i}`, `Giới thiệu ${i}`, `Introduction ${i}`, paragraph, `English text of page ${i}. `.repeat(40), at, at);
    }
  } finally {
    db.close();
  }
}

/** The target's answer as sent (a gzipped body stays gzipped), for the baseline to send the same bytes. */
async function record(origin: string, target: Target): Promise<RecordedResponse> {
  const answer = await exchange(origin, target.method, target.path, target.headers ?? {});
  if (answer.status !== 200)
    throw new Error(`${target.method} ${target.path} answered ${answer.status}: ${answer.error ?? answer.body.toString("utf8", 0, 300)}`);
  return {
    method: target.method,
    path: target.path,
    requestHeaders: target.headers ?? {},
    status: answer.status,
    contentType: answer.headers.get("content-type") ?? "",
    contentEncoding: answer.headers.get("content-encoding") ?? undefined,
    body: answer.body,
  };
}

async function sameBytes(origin: string, recorded: RecordedResponse) {
  const answer = await exchange(origin, recorded.method, recorded.path, recorded.requestHeaders);
  const same =
    answer.headers.get("content-type") === recorded.contentType &&
    (answer.headers.get("content-encoding") ?? undefined) === recorded.contentEncoding &&
    answer.body.equals(recorded.body);
  if (!same) throw new Error(`baseline does not reproduce ${recorded.method} ${recorded.path}`);
}

interface Run {
  reqPerSec: number;
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  durationSeconds: number;
  /** Server process only: CPU time it used during the run divided by completed requests. */
  cpuMsPerRequest?: number;
}

async function load(url: string, target: Target, seconds: number, pid?: number): Promise<Run> {
  const cpuBefore = pid === undefined ? undefined : cpuMs(pid);
  const { method, headers } = target;
  const result: Result = await autocannon({
    url,
    method,
    headers,
    connections: settings.connections,
    pipelining: settings.pipelining,
    duration: seconds,
    timeout: 10,
  });
  const cpuAfter = pid === undefined ? undefined : cpuMs(pid);
  const requests = result.latency.totalCount;
  return {
    ...(cpuBefore !== undefined && cpuAfter !== undefined && requests
      ? { cpuMsPerRequest: Math.round(((cpuAfter - cpuBefore) / requests) * 1000) / 1000 }
      : {}),
    reqPerSec: Math.round(requests / result.duration),
    requests,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    durationSeconds: Math.round(result.duration * 100) / 100,
  };
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);
const round1 = (n: number) => Math.round(n * 10) / 10;

function summarise(runs: Run[]) {
  const cpu = runs.flatMap((r) => (r.cpuMsPerRequest === undefined ? [] : [r.cpuMsPerRequest]));
  return {
    ...(cpu.length ? { cpuMsPerRequest: Math.round(mean(cpu) * 1000) / 1000 } : {}),
    reqPerSec: Math.round(mean(runs.map((r) => r.reqPerSec))),
    p50: round1(mean(runs.map((r) => r.p50))),
    p99: round1(mean(runs.map((r) => r.p99))),
    non2xx: runs.reduce((a, r) => a + r.non2xx, 0),
    errors: runs.reduce((a, r) => a + r.errors, 0),
    runs,
  };
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ")).join("\n");
}

async function main() {
  const startedAt = new Date();
  const machine = machineInfo();
  let server: RunningServer | undefined;
  let baseline: Baseline | undefined;
  const cleanup = async () => {
    await Promise.allSettled([baseline?.stop(), server?.stop()]);
  };
  stopOnSignal(cleanup);

  try {
    // Pure computations first, on a quiet process (no server running yet).
    const resultsFigures = benchResults();
    printResultsBench(resultsFigures);
    console.log(`Starting the production server (builds first if needed)…`);
    server = await startServer(process.env.BENCH_PORT ? { port: Number(process.env.BENCH_PORT) } : {});
    console.log(`Server ${server.origin} (pid ${server.pid}) ready in ${server.startupMs} ms`);
    seedPages(server.dataDir, SEEDED_PAGES);

    const recorded = [];
    for (const target of targets) recorded.push(await record(server.origin, target));
    baseline = await startBaseline(recorded);
    for (const response of recorded) await sameBytes(baseline.origin, response);
    console.log(`Baseline ${baseline.origin} serves the recorded bytes`);
    console.log(
      `${settings.connections} connections, ${settings.rounds} alternating rounds of ${settings.durationSeconds} s per side and target, ${settings.warmupSeconds} s warm-up\n`,
    );

    const results = [];
    for (const [index, target] of targets.entries()) {
      const serverUrl = server.origin + target.path;
      const baselineUrl = baseline.origin + target.path;
      await load(serverUrl, target, settings.warmupSeconds);
      await load(baselineUrl, target, settings.warmupSeconds);
      const serverRuns: Run[] = [];
      const baselineRuns: Run[] = [];
      for (let round = 0; round < settings.rounds; round++) {
        // ABBA order, so slow drift of the machine does not favour one side.
        const order = round % 2 === 0 ? (["server", "baseline"] as const) : (["baseline", "server"] as const);
        for (const side of order) {
          const run =
            side === "server" ? await load(serverUrl, target, settings.durationSeconds, server.pid) : await load(baselineUrl, target, settings.durationSeconds);
          (side === "server" ? serverRuns : baselineRuns).push(run);
          process.stderr.write(`  ${target.name} round ${round + 1} ${side.padEnd(8)} ${run.reqPerSec} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms\n`);
        }
      }
      const s = summarise(serverRuns);
      const b = summarise(baselineRuns);
      if (s.non2xx || s.errors || b.non2xx || b.errors) {
        console.warn(`  warning: ${target.name}: server ${s.non2xx} non-2xx / ${s.errors} errors, baseline ${b.non2xx} non-2xx / ${b.errors} errors`);
      }
      results.push({
        ...target,
        responseBytes: recorded[index]!.body.byteLength,
        contentType: recorded[index]!.contentType,
        server: s,
        baseline: b,
        ratio: Math.round((s.reqPerSec / b.reqPerSec) * 1000) / 1000,
        /** server ÷ baseline within each round (the two runs next to each other in time). */
        roundRatios: serverRuns.map((run, i) => Math.round((run.reqPerSec / baselineRuns[i]!.reqPerSec) * 1000) / 1000),
      });
    }

    console.log(`\nSeeding the fund case: 100,000 orders…`);
    const fundOrders = await benchAdminOrders(server.origin, seedFundOrders(server.dataDir));
    console.log(
      `GET /order (administrators' list with filters, ${fundOrders.orders} orders, one request at a time): p50 ${fundOrders.p50} ms  p95 ${fundOrders.p95} ms  max ${fundOrders.max} ms (goal p95 < 100 ms)`,
    );
    for (const one of fundOrders.perQuery) console.log(`  ${one.query}: p50 ${one.p50} ms  p95 ${one.p95} ms`);

    const serverMemory = processMemory(server.pid);
    // The statistics case (issue 17): its own fresh database with 200,000 accounts and 100,000 entries (BENCH_USERS
    // for another size); the 1,000,000-account run is `npm run bench:statistics`. See bench/statistics.ts.
    const statistics = await statisticsBench(process.env.BENCH_USERS ? fullScale : { ...fullScale, users: 200_000 });
    // The funds chart case (issue 16): ten years of daily NAV and index records; see bench/funds-chart.ts.
    console.log(`\nThe funds chart case: ten years of daily records of both funds…`);
    const fundsChart = await fundsChartBench();
    // The peak hours (issue 30), shortened: `npm run bench:peak` is the full case; see bench/peak.ts.
    console.log(`\nThe peak hours, shortened (launch, deadline evening, draw and fund cut-offs)…`);
    const peak = await peakBench(shortScale, peakDatabases);
    const finishedAt = new Date();
    console.log(
      "\n" +
        table([
          ["target", "server req/s", "p50 ms", "p99 ms", "CPU ms/req", "baseline req/s", "p50 ms", "p99 ms", "ratio", "per round"],
          ...results.map((r) => [
            `${r.method} ${r.path}${r.headers?.["accept-encoding"] ? ` (${r.headers["accept-encoding"]})` : ""}`,
            String(r.server.reqPerSec),
            r.server.p50.toFixed(1),
            r.server.p99.toFixed(1),
            r.server.cpuMsPerRequest?.toFixed(2) ?? "n/a",
            String(r.baseline.reqPerSec),
            r.baseline.p50.toFixed(1),
            r.baseline.p99.toFixed(1),
            r.ratio.toFixed(3),
            r.roundRatios.map((x) => x.toFixed(3)).join(" "),
          ]),
        ]),
    );
    console.log(`\nratio = server req/s ÷ baseline req/s (1.0 = as fast as returning the same bytes from memory); "per round" = the same within each round`);
    console.log(`CPU ms/req = CPU time of the server process during its runs ÷ requests it completed (less sensitive to other load than req/s)`);
    if (serverMemory) console.log(`server memory after the runs: ${serverMemory.rssMiB} MiB RSS (peak ${serverMemory.peakRssMiB} MiB)`);

    const report = {
      startedAt: startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      durationMs: finishedAt.getTime() - startedAt.getTime(),
      machine: { ...machine, loadAverageAtEnd: machineInfo().loadAverage },
      settings,
      server: { startupMs: server.startupMs, memory: serverMemory, database: "sqlite (fresh temp DATA_DIR)", seededPages: SEEDED_PAGES },
      baseline: "bare Hono on @hono/node-server in a worker thread of the bench process, same body, content-type and encoding from memory",
      units: {
        reqPerSec: "completed requests per second, mean of rounds",
        p50: "ms, mean of rounds",
        p99: "ms, mean of rounds",
        cpuMsPerRequest: "server process CPU ms (user+system) per completed request, mean of rounds",
      },
      targets: results,
      computations: { results: resultsFigures },
      fundOrders,
      statistics,
      fundsChart,
      peak: peak.runs,
    };
    const dir = path.join(root, "bench", "results");
    fs.mkdirSync(dir, { recursive: true });
    const json = JSON.stringify(report, null, 2) + "\n";
    const file = path.join(dir, `${startedAt.toISOString().replaceAll(":", "-")}.json`);
    fs.writeFileSync(file, json);
    fs.writeFileSync(path.join(dir, "latest.json"), json);
    console.log(`wrote ${path.relative(root, file)} and bench/results/latest.json`);
  } finally {
    await cleanup();
  }
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { hash } from "@node-rs/argon2";
import autocannon, { type Instance, type Options, type Result } from "autocannon";
import pg from "pg";
import { startCluster, type Cluster } from "../scripts/cluster.ts";
import { processMemory, root, stopOnSignal } from "./server.ts";

/**
 * `npm run bench:cluster`: the production shape (nginx in front of app processes on PostgreSQL and Redis,
 * `npm run cluster`) under load, on loopback only, in a fresh PostgreSQL schema dropped at the end.
 *   1. API reads through nginx with 1 process, then with 2 (the scaling ratio).
 *   2. A mix at BENCH_CONNECTIONS (200) for BENCH_DURATION (60 s): page views, API reads and sign-ins.
 *   3. A soak at BENCH_SOAK_RATE requests/s for BENCH_SOAK_SECONDS (600), with contact messages (each queues a
 *      mail job); one process is killed with SIGKILL a third of the way in and is started again by the cluster.
 * Reported: errors and p50/p99 per request type, RSS of each process at the start and end of the soak, requests
 * that failed after the failover window, and whether every contact's mail job ran exactly once.
 */

const env = (name: string, fallback: number) => (Number(process.env[name]) > 0 ? Number(process.env[name]) : fallback);
const settings = {
  port: env("BENCH_CLUSTER_PORT", 4260),
  singlePort: env("BENCH_CLUSTER_SINGLE_PORT", 4270),
  connections: env("BENCH_CONNECTIONS", 200),
  mixSeconds: env("BENCH_DURATION", 60),
  scalingSeconds: env("BENCH_SCALING_SECONDS", 20),
  soakSeconds: env("BENCH_SOAK_SECONDS", 600),
  soakRate: env("BENCH_SOAK_RATE", 50),
  /** After the kill: nginx's fail_timeout (5 s) plus a margin. Requests that fail later count as failures. */
  failoverSeconds: env("BENCH_FAILOVER_SECONDS", 10),
};
const databaseUrl = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
// A Redis database of its own, so rate-limit counters never mix with other users of the same server.
const redisUrl = process.env.BENCH_REDIS_URL || "redis://127.0.0.1:6379/9";
const SIGNIN = { email: "bench-signin@example.test", password: "bench-signin-password-1234" };

const schema = `bench_cluster_${Date.now()}`;
const url = new URL(databaseUrl);
url.searchParams.set("options", `-c search_path=${schema}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-cluster-"));
const appEnv = {
  DATABASE_URL: url.toString(),
  REDIS_URL: redisUrl,
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  ADMIN_PASSWORD: "bench-admin-password-1234",
  SIGNIN_RATE_LIMIT: "100000000",
  CONTACT_RATE_LIMIT: "100000000",
};
const admin = new pg.Client({ connectionString: databaseUrl });
const db = new pg.Client({ connectionString: url.toString() });

interface Stream {
  name: string;
  options: Omit<Options, "url">;
}
const pages: Stream = { name: "page view", options: { requests: [{ path: "/" }, { path: "/en" }] } };
const apiReads: Stream = { name: "API read", options: { requests: [{ path: "/api/v1/pages/introduce" }, { path: "/api/v1/news" }] } };
const signins: Stream = {
  name: "sign-in",
  options: { requests: [{ path: "/api/v1/auth/signin", method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(SIGNIN) }] },
};
const contacts: Stream = {
  name: "contact (queues a mail job)",
  options: {
    requests: [{ path: "/api/v1/contacts", method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ full_name: "Người đo tải", email: "bench@example.test", content: "Soak" }) }],
  },
};

interface Failure {
  /** ms since epoch */
  at: number;
  /** "503", or an error code such as "ECONNRESET" or "timeout" */
  what: string;
}

interface Outcome {
  name: string;
  result: Result;
  /** Answers that were not 2xx (their status) and requests that got none (the error's code), with their times. */
  failures: Failure[];
}

function load(origin: string, stream: Stream, options: Partial<Options>): { instance: Instance; done: Promise<Outcome> } {
  const failures: Failure[] = [];
  let instance!: Instance;
  const done = new Promise<Outcome>((resolve, reject) => {
    instance = autocannon({ url: origin, timeout: 10, ...stream.options, ...options }, (error, result) => (error ? reject(error) : resolve({ name: stream.name, result, failures })));
  });
  instance.on("response", (_client: unknown, status: number) => status >= 300 && failures.push({ at: Date.now(), what: String(status) }));
  instance.on("reqError", (error: NodeJS.ErrnoException) => failures.push({ at: Date.now(), what: error.code ?? error.message }));
  return { instance, done };
}

const summary = ({ name, result, failures }: Outcome) => ({
  type: name,
  requests: result.requests.total,
  reqPerSec: Math.round(result.requests.average),
  errors: failures.length,
  /** How the failures split: answers that were not 2xx, and requests without an answer within 10 s. */
  non2xx: result.non2xx,
  timeouts: result.timeouts,
  errorRate: result.requests.total ? Number((failures.length / (result.requests.total + result.errors)).toFixed(5)) : 0,
  p50ms: result.latency.p50,
  p99ms: result.latency.p99,
});

const rss = (cluster: Cluster) => cluster.processes.map((app) => ({ port: app.port, pid: app.pid(), rssMiB: processMemory(app.pid())?.rssMiB }));

/** One process's memory now: RSS from /proc, V8's used heap and the page cache's bytes from its /metrics. */
async function memorySample(app: Cluster["processes"][number]) {
  const text = await fetch(`http://127.0.0.1:${app.port}/metrics`, { signal: AbortSignal.timeout(5_000) })
    .then((r) => r.text())
    .catch(() => "");
  const gauge = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? NaN);
  const MiB = (bytes: number) => Math.round(bytes / 104857.6) / 10;
  return {
    port: app.port,
    pid: app.pid(),
    rssMiB: processMemory(app.pid())?.rssMiB,
    heapUsedMiB: MiB(gauge(/^nodejs_heap_size_used_bytes (\S+)$/m)),
    pageCacheMiB: MiB(gauge(/^public_cache\{measure="bytes"\} (\S+)$/m)),
  };
}

/** Samples every process's memory every `everyMs` until stopped: the curve, not two points. */
function sampleMemory(cluster: Cluster, everyMs: number) {
  const samples: { atSeconds: number; processes: Awaited<ReturnType<typeof memorySample>>[] }[] = [];
  const started = Date.now();
  const take = async () => samples.push({ atSeconds: Math.round((Date.now() - started) / 1000), processes: await Promise.all(cluster.processes.map(memorySample)) });
  const timer = setInterval(() => void take(), everyMs);
  void take();
  return {
    async stop() {
      clearInterval(timer);
      await take();
      return samples;
    },
  };
}

/** Per process (pid): first, last, lowest and highest RSS and used heap over the samples, and RSS growth. */
function memorySummary(samples: Awaited<ReturnType<ReturnType<typeof sampleMemory>["stop"]>>) {
  const byPid = new Map<number, { port: number; at: number[]; rss: number[]; heap: number[] }>();
  for (const sample of samples) {
    for (const p of sample.processes) {
      if (!Number.isFinite(p.rssMiB) || p.pid < 0) continue;
      const entry = byPid.get(p.pid) ?? { port: p.port, at: [], rss: [], heap: [] };
      entry.at.push(sample.atSeconds);
      entry.rss.push(p.rssMiB!);
      entry.heap.push(p.heapUsedMiB);
      byPid.set(p.pid, entry);
    }
  }
  return [...byPid].map(([pid, { port, at, rss, heap }]) => ({
    pid,
    port,
    fromSecond: at[0],
    toSecond: at.at(-1),
    rssMiB: { first: rss[0], last: rss.at(-1), min: Math.min(...rss), max: Math.max(...rss) },
    rssGrowthPercent: Number((((rss.at(-1)! - rss[0]!) / rss[0]!) * 100).toFixed(1)),
    heapUsedMiB: { first: heap[0], last: heap.at(-1), min: Math.min(...heap), max: Math.max(...heap) },
  }));
}
const loadAverage = () => os.loadavg().map((n) => Number(n.toFixed(2)));

/** The cluster running now, stopped by the time limit below if the bench overruns. */
let active: Cluster | undefined;

async function apiReadRate(processes: number, port: number) {
  const cluster = (active = await startCluster({ port, processes, env: appEnv, log: () => undefined }));
  try {
    await load(cluster.origin, apiReads, { connections: 50, duration: 3 }).done; // warm-up
    return summary(await load(cluster.origin, apiReads, { connections: 50, duration: settings.scalingSeconds }).done);
  } finally {
    await cluster.stop();
  }
}

/** Requests the restarted process answered for visitors (through nginx), from its own /metrics. */
async function servedRequests(port: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return [...text.matchAll(/^http_request_duration_seconds_count\{[^}]*route="(\/api[^"]*|\/\*)"[^}]*\} (\d+)$/gm)].reduce((sum, match) => sum + Number(match[2]), 0);
}

async function main() {
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await db.connect();
  const report: Record<string, unknown> = { settings, startedAt: new Date().toISOString(), loadAverageAtStart: loadAverage(), cpus: os.cpus().length };

  // 1. Scaling: the same API reads through nginx with one process, then two.
  const one = await apiReadRate(1, settings.singlePort);
  const two = await apiReadRate(2, settings.port);
  report.scaling = { oneProcess: one, twoProcesses: two, ratio: Number((two.reqPerSec / one.reqPerSec).toFixed(2)) };
  console.log("scaling", report.scaling);

  const cluster = (active = await startCluster({ port: settings.port, processes: 2, env: appEnv, log: (line) => /error|warn|exited/i.test(line) && console.error(line) }));
  stopOnSignal(async () => void (await cluster.stop()));
  try {
    const now = new Date().toISOString();
    await db.query("insert into users (email, password_hash, full_name, role, activated_at, created_at, updated_at) values ($1, $2, 'Người đo tải', 'candidate', $3, $3, $3)", [SIGNIN.email, await hash(SIGNIN.password), now]);

    // 2. The mix at 200 connections: pages 60%, API reads 35%, sign-ins 5% of the connections.
    const split = [0.6, 0.35, 0.05].map((share) => Math.max(1, Math.round(settings.connections * share)));
    const mix = await Promise.all([pages, apiReads, signins].map((stream, index) => load(cluster.origin, stream, { connections: split[index]!, duration: settings.mixSeconds }).done));
    report.mix = { connections: split, loadAverage: loadAverage(), byType: mix.map(summary) };
    console.log("mix", report.mix);

    // 3. The soak, with a SIGKILL a third of the way in.
    const rssStart = rss(cluster);
    const memory = sampleMemory(cluster, 15_000);
    const soakStreams: [Stream, number][] = [[pages, 0.5], [apiReads, 0.4], [signins, 0.05], [contacts, 0.05]];
    const soak = soakStreams.map(([stream, share]) => load(cluster.origin, stream, { connections: 10, overallRate: Math.max(1, Math.round(settings.soakRate * share)), duration: settings.soakSeconds }));
    await sleep((settings.soakSeconds * 1000) / 3);
    const victim = cluster.processes[0]!;
    const killedPid = victim.pid();
    const killedAt = Date.now();
    victim.kill("SIGKILL");
    let rejoinedAfterMs: number | undefined;
    while (Date.now() - killedAt < 60_000) {
      const ready = victim.pid() !== killedPid && (await fetch(`http://127.0.0.1:${victim.port}/readyz`).then((r) => r.ok).catch(() => false));
      if (ready) {
        rejoinedAfterMs = Date.now() - killedAt;
        break;
      }
      await sleep(100);
    }
    const soakDone = await Promise.all(soak.map((s) => s.done));
    const rssEnd = rss(cluster);
    const memorySamples = await memory.stop();
    const windowEnd = killedAt + settings.failoverSeconds * 1000;
    report.soak = {
      ratePerSecond: settings.soakRate,
      seconds: settings.soakSeconds,
      loadAverage: loadAverage(),
      byType: soakDone.map(summary),
      kill: {
        killedPid,
        rejoinedAfterMs,
        restartedPid: victim.pid(),
        failuresBeforeKill: soakDone.reduce((n, o) => n + o.failures.filter(({ at }) => at < killedAt).length, 0),
        failuresInWindow: soakDone.reduce((n, o) => n + o.failures.filter(({ at }) => at >= killedAt && at < windowEnd).length, 0),
        failuresAfterWindow: soakDone.reduce((n, o) => n + o.failures.filter(({ at }) => at >= windowEnd).length, 0),
        /** Every failure of the soak: which stream, how many seconds after the kill (negative: before), and what. */
        failures: soakDone.flatMap((o) => o.failures.map(({ at, what }) => ({ type: o.name, secondsAfterKill: Number(((at - killedAt) / 1000).toFixed(1)), what }))),
        requestsServedByRestartedProcess: await servedRequests(victim.port),
      },
      rss: { start: rssStart, end: rssEnd },
      memory: memorySummary(memorySamples),
      memorySamples,
    };

    // Every contact queued one mail job: each must have produced exactly one e-mail in the outbox.
    const deadline = Date.now() + 30_000;
    let pending = Infinity;
    while (Date.now() < deadline && pending > 0) {
      pending = Number((await db.query("select count(*) as n from jobs where done_at is null")).rows[0].n);
      if (pending > 0) await sleep(500);
    }
    const { rows } = await db.query<{ id: number; emails: string }>(
      `select c.id, (select count(*) from outbox_emails e where e.subject like '[Liên hệ / Contact #' || c.id || ']%') as emails from contacts c`,
    );
    report.jobs = {
      contacts: rows.length,
      emailedOnce: rows.filter((r) => Number(r.emails) === 1).length,
      notYetEmailed: rows.filter((r) => Number(r.emails) === 0).length,
      emailedTwice: rows.filter((r) => Number(r.emails) > 1).length,
      jobsStillPending: pending,
    };
    console.log("soak", JSON.stringify({ ...(report.soak as object), memorySamples: undefined }, null, 2));
    console.log("jobs", report.jobs);
  } finally {
    await cluster.stop();
    await db.end();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  report.finishedAt = new Date().toISOString();
  const file = path.join(root, "bench", "results", `cluster-${report.startedAt as string}.json`.replace(/:/g, "-"));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Written to ${path.relative(root, file)}`);
}

// Bounded in time whatever happens: the phases' own durations plus ten minutes for starting and draining.
const limitMs = (settings.scalingSeconds * 2 + settings.mixSeconds + settings.soakSeconds + 600) * 1000;
setTimeout(() => {
  console.error(`bench:cluster exceeded ${limitMs / 1000} s; stopping`);
  void Promise.race([active?.stop(), sleep(15_000)]).finally(() => process.exit(1));
}, limitMs).unref();
await main();
process.exit(0);

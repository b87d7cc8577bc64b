import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { hash } from "@node-rs/argon2";
import autocannon, { type Instance, type Options, type Result } from "autocannon";
import pg from "pg";
import { startCluster, type Cluster } from "../scripts/cluster.ts";
import { memorySummary, memoryTable, sampleMemory } from "./cluster-memory.ts";
import { cpuMeter, freshPostgresSchema, processMemory, root, stopOnSignal } from "./server.ts";

/**
 * `npm run bench:cluster`: the production shape (nginx in front of app processes on PostgreSQL and Redis,
 * `npm run cluster`) under load, on loopback only, in a fresh PostgreSQL schema dropped at the end.
 *   1. API reads through nginx with 1 process and with 2, in alternating rounds (the scaling ratio, see scaling()).
 *   2. A mix at BENCH_CONNECTIONS (200) for BENCH_DURATION (60 s): page views, API reads and sign-ins.
 *   3. A soak at BENCH_SOAK_RATE requests/s for BENCH_SOAK_SECONDS (600), with contact messages (each queues a
 *      mail job); one process is killed with SIGKILL a third of the way in and is started again by the cluster.
 * Reported: errors and p50/p99 per request type, each process's RSS and V8 heap every 10 s of the soak (a table) and
 * from its first to its last sample, requests that failed after the failover window, and whether every contact's
 * mail job ran exactly once.
 */

const env = (name: string, fallback: number) => (Number(process.env[name]) > 0 ? Number(process.env[name]) : fallback);
const settings = {
  port: env("BENCH_CLUSTER_PORT", 4260),
  singlePort: env("BENCH_CLUSTER_SINGLE_PORT", 4270),
  connections: env("BENCH_CONNECTIONS", 200),
  mixSeconds: env("BENCH_DURATION", 60),
  scalingSeconds: env("BENCH_SCALING_SECONDS", 20),
  scalingRounds: env("BENCH_SCALING_ROUNDS", 4),
  soakSeconds: env("BENCH_SOAK_SECONDS", 600),
  soakRate: env("BENCH_SOAK_RATE", 50),
  /** After the kill: nginx's fail_timeout (5 s) plus a margin. Requests that fail later count as failures. */
  failoverSeconds: env("BENCH_FAILOVER_SECONDS", 10),
};
const databaseUrl = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
// A Redis database of its own, so rate-limit counters never mix with other users of the same server.
const redisUrl = process.env.BENCH_REDIS_URL || "redis://127.0.0.1:6379/9";
const SIGNIN = { email: "bench-signin@example.test", password: "bench-signin-password-1234" };

const schema = await freshPostgresSchema(databaseUrl, "bench_cluster");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-cluster-"));
const appEnv = {
  DATABASE_URL: schema.url,
  REDIS_URL: redisUrl,
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  ADMIN_PASSWORD: "bench-admin-password-1234",
  SIGNIN_RATE_LIMIT: "100000000",
  CONTACT_RATE_LIMIT: "100000000",
};
const db = new pg.Client({ connectionString: schema.url });

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
    requests: [
      {
        path: "/api/v1/contacts",
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ full_name: "Người đo tải", email: "bench@example.test", content: "Soak" }),
      },
    ],
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
    instance = autocannon({ url: origin, timeout: 10, ...stream.options, ...options }, (error, result) =>
      error ? reject(error) : resolve({ name: stream.name, result, failures }),
    );
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
  /** Each failure's status or error code, counted (e.g. { "502": 2, "ECONNRESET": 1 }). */
  failureKinds: Object.fromEntries(Object.entries(Object.groupBy(failures, ({ what }) => what)).map(([what, list]) => [what, list!.length])),
  p50ms: result.latency.p50,
  p99ms: result.latency.p99,
});

const rss = (cluster: Cluster) => cluster.processes.map((app) => ({ port: app.port, pid: app.pid(), rssMiB: processMemory(app.pid())?.rssMiB }));

const loadAverage = () => os.loadavg().map((n) => Number(n.toFixed(2)));

/** The clusters running now, stopped by the time limit below if the bench overruns. */
let active: Pick<Cluster, "stop"> | undefined;

/** The middle value; for an even count the lower of the two middle ones (no made-up value between two runs). */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/**
 * API reads through nginx with 1 process and with 2, both clusters up at once and measured in turn: BENCH_SCALING_ROUNDS
 * rounds, the order swapped every round (1-2, 2-1, …), each run BENCH_SCALING_SECONDS ÷ rounds. The ratio is the median
 * of each round's ratio (two runs next to each other in time), so a burst of other work on the machine moves one round,
 * not the result. The CPU each configuration's app processes and this bench (autocannon) spent per request shows what
 * the machine gave them.
 */
async function scaling() {
  const starts = await Promise.allSettled(
    [settings.singlePort, settings.port].map((port, index) => startCluster({ port, processes: index + 1, env: appEnv, log: () => undefined })),
  );
  const clusters = starts.filter((start) => start.status === "fulfilled").map((start) => start.value);
  active = { stop: async () => void (await Promise.all(clusters.map((c) => c.stop()))) };
  // A cluster that failed to start stopped its own processes; the other one, if it started, is stopped here.
  const failed = starts.find((start) => start.status === "rejected");
  if (failed) {
    await active.stop();
    throw failed.reason;
  }
  const seconds = Math.max(1, Math.round(settings.scalingSeconds / settings.scalingRounds));
  const runs: { outcome: Outcome; appCpuMs: number; benchCpuMs: number; machineBusyPercent: number }[][] = [[], []];
  try {
    for (const cluster of clusters) await load(cluster.origin, apiReads, { connections: 50, duration: 3 }).done; // warm-up
    for (let round = 0; round < settings.scalingRounds; round++) {
      for (const index of round % 2 === 0 ? [0, 1] : [1, 0]) {
        const meter = cpuMeter(clusters[index]!.processes.map((app) => app.pid()));
        const outcome = await load(clusters[index]!.origin, apiReads, { connections: 50, duration: seconds }).done;
        const cpu = meter();
        runs[index]!.push({ outcome, appCpuMs: cpu.processesMs, benchCpuMs: cpu.ownMs, machineBusyPercent: Math.round(100 * cpu.machineBusyShare) });
      }
    }
  } finally {
    await active.stop();
  }
  const perConfiguration = (list: (typeof runs)[number]) => {
    const total = (pick: (result: Result) => number) => list.reduce((sum, run) => sum + pick(run.outcome.result), 0);
    const requests = total((result) => result.requests.total);
    const errors = list.reduce((sum, run) => sum + run.outcome.failures.length, 0);
    return {
      type: apiReads.name,
      requests,
      errors,
      non2xx: total((result) => result.non2xx),
      timeouts: total((result) => result.timeouts),
      errorRate: requests ? Number((errors / (requests + total((result) => result.errors))).toFixed(5)) : 0,
      reqPerSec: median(list.map((run) => Math.round(run.outcome.result.requests.average))),
      reqPerSecByRound: list.map((run) => Math.round(run.outcome.result.requests.average)),
      p50ms: median(list.map((run) => run.outcome.result.latency.p50)),
      p99ms: median(list.map((run) => run.outcome.result.latency.p99)),
      appCpuMsPerRequest: Number((list.reduce((sum, run) => sum + run.appCpuMs, 0) / requests).toFixed(3)),
      benchCpuMsPerRequest: Number((list.reduce((sum, run) => sum + run.benchCpuMs, 0) / requests).toFixed(3)),
      /** How busy the whole machine (both cores) was during the runs: near 100 % means the machine, not the app, set the pace. */
      machineBusyPercentByRound: list.map((run) => run.machineBusyPercent),
    };
  };
  const byRound = runs[0]!.map((run, round) => Number((runs[1]![round]!.outcome.result.requests.average / run.outcome.result.requests.average).toFixed(2)));
  return {
    roundSeconds: seconds,
    oneProcess: perConfiguration(runs[0]!),
    twoProcesses: perConfiguration(runs[1]!),
    ratio: median(byRound),
    ratioByRound: byRound,
  };
}

/** Requests the restarted process answered for visitors (through nginx), from its own /metrics. */
async function servedRequests(port: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return [...text.matchAll(/^http_request_duration_seconds_count\{[^}]*route="(\/api[^"]*|\/\*)"[^}]*\} (\d+)$/gm)].reduce(
    (sum, match) => sum + Number(match[2]),
    0,
  );
}

async function main() {
  await db.connect();
  const report: Record<string, unknown> = { settings, startedAt: new Date().toISOString(), loadAverageAtStart: loadAverage(), cpus: os.cpus().length };

  // 1. Scaling: the same API reads through nginx with one process, then two.
  report.scaling = await scaling();
  console.log("scaling", report.scaling);

  const cluster = (active = await startCluster({
    port: settings.port,
    processes: 2,
    env: appEnv,
    log: (line) => /error|warn|exited/i.test(line) && console.error(line),
  }));
  stopOnSignal(async () => void (await cluster.stop()));
  try {
    const now = new Date().toISOString();
    await db.query(
      "insert into users (email, password_hash, full_name, role, activated_at, created_at, updated_at) values ($1, $2, 'Người đo tải', 'candidate', $3, $3, $3)",
      [SIGNIN.email, await hash(SIGNIN.password), now],
    );

    // 2. The mix at 200 connections: pages 60%, API reads 35%, sign-ins 5% of the connections.
    const split = [0.6, 0.35, 0.05].map((share) => Math.max(1, Math.round(settings.connections * share)));
    const mix = await Promise.all(
      [pages, apiReads, signins].map((stream, index) => load(cluster.origin, stream, { connections: split[index]!, duration: settings.mixSeconds }).done),
    );
    report.mix = { connections: split, loadAverage: loadAverage(), byType: mix.map(summary) };
    console.log("mix", report.mix);

    // 3. The soak, with a SIGKILL a third of the way in.
    const rssStart = rss(cluster);
    const memory = sampleMemory(cluster, 10_000);
    const soakStarted = Date.now();
    const soakStreams: [Stream, number][] = [
      [pages, 0.5],
      [apiReads, 0.4],
      [signins, 0.05],
      [contacts, 0.05],
    ];
    const soak = soakStreams.map(([stream, share]) =>
      load(cluster.origin, stream, { connections: 10, overallRate: Math.max(1, Math.round(settings.soakRate * share)), duration: settings.soakSeconds }),
    );
    await sleep((settings.soakSeconds * 1000) / 3);
    const victim = cluster.processes[0]!;
    const killedPid = victim.pid();
    const killedAt = Date.now();
    victim.kill("SIGKILL");
    let rejoinedAfterMs: number | undefined;
    while (Date.now() - killedAt < 60_000) {
      const ready =
        victim.pid() !== killedPid &&
        (await fetch(`http://127.0.0.1:${victim.port}/readyz`)
          .then((r) => r.ok)
          .catch(() => false));
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
        failures: soakDone.flatMap((o) =>
          o.failures.map(({ at, what }) => ({ type: o.name, secondsAfterKill: Number(((at - killedAt) / 1000).toFixed(1)), what })),
        ),
        requestsServedByRestartedProcess: await servedRequests(victim.port),
      },
      rss: { start: rssStart, end: rssEnd },
      /** The restarted process from a minute after it rejoined: before, it loads its code and fills its caches. */
      memory: memorySummary(memorySamples, new Map([[victim.pid(), Math.round((killedAt - soakStarted + (rejoinedAfterMs ?? 0)) / 1000) + 60]])),
      memorySamples,
    };

    // Every contact queued one mail job: each must have produced exactly one e-mail in the outbox. Only mail jobs are
    // waited for: the hourly maintenance job is always there, due later.
    const deadline = Date.now() + 30_000;
    let pending = Infinity;
    while (Date.now() < deadline && pending > 0) {
      pending = Number((await db.query("select count(*) as n from jobs where done_at is null and kind = 'mail.send'")).rows[0].n);
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
    const role = (pid: number) => (pid === killedPid ? "killed" : pid === victim.pid() ? "restarted" : "survivor");
    console.log(`memory every 10 s of the soak, MiB: RSS / V8 heap used / V8 heap committed (killed at ${Math.round((killedAt - soakStarted) / 1000)} s)`);
    console.log(memoryTable(memorySamples, (pid) => `${role(pid)} ${pid}`));
    console.log("jobs", report.jobs);
  } finally {
    await cluster.stop();
    await db.end();
    await schema.drop();
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

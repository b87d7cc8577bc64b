import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { APP_NODE_FLAGS, APP_PROCESS_ENV } from "../scripts/app-process.ts";

/** Shared by bench/run.ts and bench/lighthouse.ts: the real production server on a free loopback port. */

export const root = path.resolve(import.meta.dirname, "..");

export interface RunningServer {
  origin: string;
  port: number;
  pid: number;
  dataDir: string;
  /** Milliseconds from spawn to the first 200 from /healthz (includes a build when one was needed). */
  startupMs: number;
  stop(): Promise<void>;
}

/** A port the kernel says is free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

function forward(stream: NodeJS.ReadableStream | null, prefix: string) {
  let pending = "";
  stream?.setEncoding("utf8");
  stream?.on("data", (chunk: string) => {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) process.stderr.write(`${prefix}${line}\n`);
  });
  stream?.on("end", () => {
    if (pending) process.stderr.write(`${prefix}${pending}\n`);
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/**
 * Spawns `node scripts/start.ts` (which builds first when the build is missing or stale) with the Node that runs
 * this script and `npm start`'s V8 flags and malloc setting, on loopback only, with a fresh temporary DATA_DIR (SQLite), and waits for /healthz.
 */
export async function startServer(options: { env?: Record<string, string>; timeoutMs?: number; port?: number } = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  const env: Record<string, string | undefined> = {
    ...APP_PROCESS_ENV,
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ADMIN_PASSWORD: "bench-admin-password",
    CONTACT_RATE_LIMIT: "1000",
  };
  // By default a bench measures the single-process setup: SQLite in DATA_DIR, in-process rate limits, outbox mail,
  // whatever this shell has set; `options.env` may name a database and Redis (bench/peak.ts, on PostgreSQL).
  for (const name of ["DATABASE_URL", "REDIS_URL", "SMTP_URL"]) delete env[name];
  Object.assign(env, options.env);

  const started = performance.now();
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (bench/profile-summary.ts reads it).
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const child = spawn(process.execPath, [...APP_NODE_FLAGS, ...profile, path.join(root, "scripts", "start.ts")], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  forward(child.stdout, "[server] ");
  forward(child.stderr, "[server] ");
  const exit = exited(child);

  // Last resort when this process dies without stopping the server (an uncaught error): do not leave it running.
  const onExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once("exit", onExit);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      process.off("exit", onExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        await exit;
        clearTimeout(timer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    })());

  const deadline = Date.now() + (options.timeoutMs ?? 300_000);
  let early: number | null | undefined;
  void exit.then((code) => (early = code));
  try {
    for (;;) {
      if (early !== undefined) throw new Error(`server exited with code ${early} before /healthz answered`);
      if (Date.now() > deadline) throw new Error(`server did not answer ${origin}/healthz in time`);
      try {
        const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) });
        await response.arrayBuffer();
        if (response.ok) break;
      } catch {
        // not listening yet (or still building)
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, port, pid: child.pid ?? -1, dataDir, startupMs: Math.round(performance.now() - started), stop };
}

/**
 * A schema of its own in `databaseUrl`'s PostgreSQL database, dropped by `drop()`: `url` points the app at it (its
 * search_path), so runs never see each other's rows.
 */
export async function freshPostgresSchema(databaseUrl: string, prefix: string) {
  const schema = `${prefix}_${Date.now()}`;
  const url = new URL(databaseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  return {
    schema,
    url: url.toString(),
    async drop() {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();
/** CPU time (user + system) a Linux process has used so far, in ms; undefined elsewhere. */
export function cpuMs(pid: number): number | undefined {
  try {
    // Fields after the ")" that ends the command name: state is field 3, utime 14, stime 15.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

/** The whole machine's CPU time so far (all cores, from /proc/stat), busy and in all, in ticks; undefined elsewhere. */
function machineCpuTicks(): { busy: number; total: number } | undefined {
  try {
    // "cpu  user nice system idle iowait irq softirq steal …": idle and iowait are the time no one used, and steal the
    // time the hypervisor gave to other machines, so none of them is this machine's work.
    const ticks = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    const total = ticks.reduce((sum, n) => sum + n, 0);
    return { busy: total - ticks[3]! - ticks[4]! - ticks[7]!, total };
  } catch {
    return undefined;
  }
}

/**
 * CPU used from now until the returned function is called (it may be called more than once): by the processes `pids`
 * (summed), by this process, and by the whole machine (busy time, and its share of all the cores' time), in ms. The
 * kernel counts in ticks (10 ms on Linux), so a short measure is a few ticks either way. NaN where /proc is missing.
 */
export function cpuMeter(pids: readonly number[]) {
  const processes = pids.map((pid) => cpuMs(pid) ?? NaN);
  const own = process.cpuUsage();
  const machine = machineCpuTicks();
  return () => {
    const ownNow = process.cpuUsage(own);
    const machineNow = machineCpuTicks();
    const busyTicks = machine && machineNow ? machineNow.busy - machine.busy : NaN;
    return {
      processesMs: pids.reduce((sum, pid, k) => sum + (cpuMs(pid) ?? NaN) - processes[k]!, 0),
      ownMs: (ownNow.user + ownNow.system) / 1000,
      machineBusyMs: (busyTicks * 1000) / ticksPerSecond,
      machineBusyShare: machine && machineNow ? busyTicks / (machineNow.total - machine.total) : NaN,
    };
  };
}

/** Resident memory of a Linux process, in MiB (current and peak); undefined elsewhere. */
export function processMemory(pid: number): { rssMiB: number; peakRssMiB: number } | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
    return { rssMiB: Math.round(kib("VmRSS") / 102.4) / 10, peakRssMiB: Math.round(kib("VmHWM") / 102.4) / 10 };
  } catch {
    return undefined;
  }
}

/** Stops the server (and anything else) on Ctrl-C or SIGTERM, then exits. */
export function stopOnSignal(cleanup: () => Promise<void>) {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      process.stderr.write(`\n${signal}: stopping…\n`);
      void cleanup().finally(() => process.exit(130));
    });
  }
}

export function machineInfo() {
  const cpus = os.cpus();
  return {
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    cpus: cpus.length,
    availableParallelism: os.availableParallelism(),
    cpuModel: cpus[0]?.model ?? "unknown",
    totalMemoryMiB: Math.round(os.totalmem() / 1048576),
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

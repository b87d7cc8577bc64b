import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { ensureBuild } from "./ensure-build.ts";
import { APP_NODE_FLAGS, APP_PROCESS_ENV } from "./app-process.ts";

/**
 * `npm run cluster`: nginx (deploy/nginx.conf) on CLUSTER_PORT in front of CLUSTER_PROCESSES identical app processes
 * on the next ports, sharing DATABASE_URL (PostgreSQL), REDIS_URL and DATA_DIR. Loopback only. A process that dies
 * is started again (a supervisor's job in production: systemd's Restart=always). Ctrl-C stops everything.
 */

const root = path.resolve(import.meta.dirname, "..");

export interface AppProcess {
  port: number;
  /** The running process's pid (it changes when the process is started again). */
  pid(): number;
  /** How many times it was started again after dying. */
  restarts(): number;
  kill(signal: NodeJS.Signals): void;
}

export interface Cluster {
  origin: string;
  processes: AppProcess[];
  stop(): Promise<void>;
}

export interface ClusterOptions {
  port: number;
  processes: number;
  /** The app's environment: DATABASE_URL, REDIS_URL, DATA_DIR and any other setting. */
  env: Record<string, string | undefined>;
  /** Where each line of the processes' output goes. */
  log?: (line: string) => void;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", () => resolve()));
}

function forward(child: ChildProcess, prefix: string, log: (line: string) => void) {
  for (const stream of [child.stdout, child.stderr]) {
    let pending = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      const lines = (pending + chunk).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) log(`${prefix}${line}`);
    });
  }
}

async function waitFor(url: string, timeoutMs: number, alive: () => boolean = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`gave up on ${url}: the process exited`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      .then(async (response) => (await response.arrayBuffer(), response.ok))
      .catch(() => false);
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${url} did not answer in time`);
}

/** The nginx configuration of the repository with this run's folder, address and upstream servers filled in. */
export function nginxConfig(runDir: string, listen: string, ports: number[]): string {
  const template = fs.readFileSync(path.join(root, "deploy", "nginx.conf"), "utf8");
  const upstreams = ports.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join("\n        ");
  return template.replaceAll("${RUN_DIR}", runDir).replaceAll("${LISTEN}", listen).replaceAll("${UPSTREAMS}", upstreams);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const buildDir = path.resolve(root, options.env.BUILD_DIR || "build");
  ensureBuild(buildDir);
  const origin = `http://127.0.0.1:${options.port}`;
  const ports = Array.from({ length: options.processes }, (_, index) => options.port + 1 + index);
  const env = {
    ...APP_PROCESS_ENV,
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PUBLIC_URL: origin,
    TRUST_PROXY: "true",
    ...options.env,
    BUILD_DIR: buildDir,
  };
  let stopping = false;

  const processes = ports.map((port): AppProcess & { child: ChildProcess; started: Promise<void> } => {
    let restarts = 0;
    const state = {
      port,
      child: undefined as unknown as ChildProcess,
      started: Promise.resolve(),
      pid: () => state.child.pid ?? -1,
      restarts: () => restarts,
      kill: (signal: NodeJS.Signals) => void state.child.kill(signal),
    };
    const spawnOne = () => {
      const child = spawn(process.execPath, [...APP_NODE_FLAGS, path.join(root, "src", "server", "main.ts")], {
        cwd: root,
        env: { ...env, PORT: String(port) },
        stdio: ["ignore", "pipe", "pipe"],
      });
      forward(child, `[app ${port}] `, log);
      child.once("exit", (code, signal) => {
        if (stopping) return;
        restarts += 1;
        log(`[cluster] app on ${port} exited (${signal ?? code}); starting it again`);
        setTimeout(spawnOne, 500);
      });
      state.child = child;
    };
    spawnOne();
    // Every process starts at once: the first migrates and seeds, the others wait for its lock (withStartupLock).
    state.started = waitFor(`http://127.0.0.1:${port}/readyz`, 120_000, () => state.child.exitCode === null);
    return state;
  });

  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), `cluster-${options.port}-`));
  // nginx's workers run as an unprivileged user when it is started as root: let them reach their temporary folders.
  fs.chmodSync(runDir, 0o755);
  fs.writeFileSync(path.join(runDir, "nginx.conf"), nginxConfig(runDir, `127.0.0.1:${options.port}`, ports));
  const nginx = spawn("nginx", ["-e", "stderr", "-p", runDir, "-c", path.join(runDir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  forward(nginx, "[nginx] ", log);

  const stop = async () => {
    stopping = true;
    nginx.kill("SIGQUIT");
    for (const app of processes) app.child.kill("SIGTERM");
    await Promise.all([exited(nginx), ...processes.map((app) => exited(app.child))]);
    fs.rmSync(runDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(processes.map((app) => app.started));
    await waitFor(`${origin}/readyz`, 10_000, () => nginx.exitCode === null);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, processes, stop };
}

if (import.meta.main) {
  const port = Number(process.env.CLUSTER_PORT || 4250);
  const count = Number(process.env.CLUSTER_PROCESSES || 2);
  if (!process.env.DATABASE_URL) {
    console.error("npm run cluster needs DATABASE_URL (PostgreSQL) and should have REDIS_URL: several processes cannot share SQLite.");
    process.exit(2);
  }
  if (!process.env.REDIS_URL) console.warn("REDIS_URL is not set: rate limits count in PostgreSQL and upload locks are PostgreSQL advisory locks.");
  const cluster = await startCluster({ port, processes: count, env: process.env });
  console.log(
    `nginx on ${cluster.origin} → app processes on ${cluster.processes.map((app) => app.port).join(", ")} (pids ${cluster.processes.map((app) => app.pid()).join(", ")}). Ctrl-C stops.`,
  );
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void cluster.stop().then(() => process.exit(0)));
}

import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/**
 * The e2e server's environment, and installations of its own for the specs that change what is global to one
 * installation (the edition's dates, published results, the draw's weeks): docs/decisions/0020-isolated-end-to-end-tests.md.
 * Kept free of test-runner imports: playwright.config.ts reads it too.
 */

/** The administrator every e2e server creates on its first start. */
export const ADMIN = { email: "admin@example.com", password: "e2e-admin-password-long-enough-1234" } as const;

/** What every e2e server runs with: the shared one (playwright.config.ts) and each own installation alike. */
export function serverEnv(port: number, dataDir: string, oidcIssuer: string): Record<string, string> {
  const url = `http://localhost:${port}`;
  return {
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    CONTACT_RATE_LIMIT: "1000",
    SIGNUP_RATE_LIMIT: "1000",
    SIGNIN_RATE_LIMIT: "1000",
    PUBLIC_URL: url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DATABASE_URL: "",
    REDIS_URL: "",
    SMTP_URL: "",
    // Tests write rows straight into the database (tests/e2e/support.ts e2eDatabase tells the cache when they do).
    PUBLIC_CACHE_SYNC_MS: "0",
    // Playwright's API requests reuse a pooled connection without retrying when the server has just closed it
    // (ECONNRESET after a test's browser steps took the 5 s default): keep them longer than any test is idle.
    KEEP_ALIVE_MS: "120000",
    OIDC_ISSUER: oidcIssuer,
    OIDC_CLIENT_ID: "platform",
    OIDC_CLIENT_SECRET: "platform-secret",
    OIDC_PROVIDER_NAME: "Test ID",
  };
}

/** The shared server's port, and its OpenID provider's (one hundred above it). */
export const sharedPort = () => Number(process.env.E2E_PORT ?? 3210);
export const sharedURL = () => `http://localhost:${sharedPort()}`;
export const oidcIssuer = () => `http://127.0.0.1:${sharedPort() + 100}`;

/** Whom `npm run demo` says to sign in as. */
export type DemoAccounts = Record<"administrator" | "judge" | "contestant" | "investor", { email: string; password: string }>;

export interface Installation {
  url: string;
  dataDir: string;
  /** On an installation filled by `npm run demo`. */
  accounts?: DemoAccounts;
}

/** A fresh installation, or one filled by `npm run demo` (a finished contest and a year of both funds). */
export type InstallationKind = "fresh" | "demo";

/** A port nobody listens on now (the OS picks it; the server takes it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/** A server on a data directory, started as `npm start` starts it (package.json), reusing the build the shared server made. */
async function serve(dataDir: string): Promise<Installation & { stop(): Promise<void> }> {
  const root = path.resolve(import.meta.dirname, "../..");
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, ["--min-semi-space-size=16", "--max-semi-space-size=16", "scripts/start.ts"], {
    cwd: root,
    // Compiled once for every own installation of the run: about a third less CPU for each later start.
    env: { ...process.env, MALLOC_ARENA_MAX: "2", NODE_COMPILE_CACHE: `${process.env.E2E_DATA_DIR}-compile-cache`, ...serverEnv(port, dataDir, oidcIssuer()) },
    // The IPC channel carries the server's "ready" (src/server/main.ts), sent once it listens, migrated and seeded.
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let stderr = "";
  server.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const stop = async () => {
    if (server.exitCode === null) server.kill("SIGTERM");
    await exited;
  };
  try {
    await within(
      120_000,
      "the own installation's server was not ready within two minutes",
      new Promise<void>((resolve, reject) => {
        server.once("message", (message) => (message === "ready" ? resolve() : reject(new Error(`unexpected message ${String(message)}`))));
        server.once("exit", (code) => reject(new Error(`the own installation's server exited (${code})`)));
      }),
    );
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}: ${stderr}`, { cause: error });
  }
  server.disconnect();
  return { url, dataDir, stop };
}

/** `promise`, or a rejection with `message` after `ms`. */
function within<T>(ms: number, message: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Resolves when `file` exists: another worker writes it. */
function appeared(file: string): Promise<void> {
  return new Promise((resolve) => {
    const watcher = fs.watch(path.dirname(file), () => {
      if (fs.existsSync(file)) done();
    });
    const done = () => {
      watcher.close();
      resolve();
    };
    if (fs.existsSync(file)) done();
  });
}

/**
 * A data directory as a fresh installation leaves it (migrated, seeded, administrator created), made once per run by
 * whichever worker needs it first: copying it spares each own installation the migrations and the seed, most of its
 * start. Beside the shared server's data directory, so playwright.config.ts removes it with that one.
 */
async function template(): Promise<string> {
  const dir = `${process.env.E2E_DATA_DIR}-template`;
  const ready = path.join(dir, ".ready");
  let making = false;
  try {
    fs.mkdirSync(dir);
    making = true;
  } catch {
    // Another worker makes it: wait for its mark.
  }
  if (making) {
    await (await serve(dir)).stop();
    fs.writeFileSync(ready, "");
  }
  await within(300_000, `no own-installation template in ${dir} after five minutes`, appeared(ready));
  return dir;
}

/**
 * Fills an empty data directory as a newcomer would, with `npm run demo` (scripts/demo.ts), and reads whom to sign in
 * as from what it prints.
 */
async function demoData(dataDir: string): Promise<DemoAccounts> {
  const root = path.resolve(import.meta.dirname, "../..");
  const { stdout } = await promisify(execFile)(process.execPath, ["scripts/demo.ts"], {
    cwd: root,
    env: { ...process.env, ...serverEnv(sharedPort(), dataDir, oidcIssuer()) },
  });
  const accounts = Object.fromEntries(
    [...stdout.matchAll(/^\s+(administrator|judge|contestant|investor)\s+(\S+) \/ (\S+)/gm)].map(([, role, email, password]) => [role, { email, password }]),
  );
  if (Object.keys(accounts).length !== 4) throw new Error(`npm run demo did not name its four accounts: ${stdout}`);
  return accounts as DemoAccounts;
}

/** A separate server on a new installation's data (fresh, or the demo's); `stop` ends it and removes its data. */
export async function startInstallation(kind: InstallationKind = "fresh"): Promise<Installation & { stop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-own-"));
  let accounts: DemoAccounts | undefined;
  if (kind === "demo") accounts = await demoData(dataDir);
  else fs.cpSync(await template(), dataDir, { recursive: true });
  const server = await serve(dataDir);
  return {
    ...server,
    ...(accounts ? { accounts } : {}),
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

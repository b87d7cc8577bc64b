import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { buildApp, type WebHandler } from "./app.ts";
import { frontDoor } from "./http/front-door.ts";
import { loadConfig } from "./config.ts";
import { createDeps, type Deps } from "./deps.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { seed } from "./db/seed.ts";
import { withStartupLock } from "./db/startup-lock.ts";
import { createLogger } from "./lib/logger.ts";
import { scheduleMaintenance } from "./lib/maintenance.ts";
import { securePrivateData } from "./lib/private-files.ts";
import { queueInterruptedChecks } from "./modules/contest/upload-checks.ts";
import { withPatternMatching } from "./route-matching.ts";
import { staticFiles } from "./static-files.ts";
import { ssrContextOf } from "./ssr-context.ts";

/**
 * Migrates, seeds, and prepares the process; shared by `npm start` and `npm run dev`. Processes starting together
 * take turns for the migrations and the seed (withStartupLock), so an empty database is seeded exactly once.
 */
export async function prepare(deps: Deps) {
  const { createdAdmin, repairedAdmin } = await withStartupLock(deps.database, async () => {
    await migrateToLatest(deps.database);
    const seeded = await seed(deps);
    // "Unless one is already waiting" is a read then a write: under the lock, N processes queue one job.
    await scheduleMaintenance(deps);
    return seeded;
  });
  // Uploads whose last byte a crash (kill -9) kept from their check: their clients will not send them again.
  await queueInterruptedChecks(deps);
  if (createdAdmin?.generatedPassword) {
    // Printed once, on the first start only; it is not logged anywhere else.
    console.log(
      `First administrator created: ${createdAdmin.email} / password: ${createdAdmin.generatedPassword}  (sign in at /admin/login; change both after signing in)`,
    );
  }
  if (repairedAdmin) {
    console.log(`The administrator ${repairedAdmin.from} could not sign in with that address: it is now ${repairedAdmin.to} (same password).`);
  }
}

/** Adapts a React Router server build to the app's web handler. */
export function webHandlerFor(build: ServerBuild | (() => Promise<ServerBuild>), mode: string): WebHandler {
  const handle = createRequestHandler(typeof build === "function" ? async () => withPatternMatching(await build()) : withPatternMatching(build), mode);
  return async (request, context) => {
    const resolved = typeof build === "function" ? await build() : build;
    return handle(request, new RouterContextProvider(new Map([[ssrContextOf(resolved), context]])));
  };
}

export async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  securePrivateData(config.DATA_DIR, logger);
  const deps = createDeps(config, { logger });

  const buildDir = path.resolve(config.BUILD_DIR);
  const build = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild;
  // The process listens at once, so /healthz and /metrics answer and /readyz says 503 until migrations and the seed are done.
  let ready = false;
  const app = buildApp(deps, { web: webHandlerFor(build, "production"), staticFiles: staticFiles(path.join(buildDir, "client")), ready: () => ready });

  const server = http.createServer(frontDoor(app, deps, () => ready));
  server.keepAliveTimeout = config.KEEP_ALIVE_MS;
  const listening = new Promise<void>((resolve) =>
    server.listen(config.PORT, config.HOST, () => {
      const { port } = server.address() as AddressInfo;
      deps.logger.info(
        {
          address: `http://localhost:${port}`,
          database: deps.database.description,
          dataDir: config.DATA_DIR,
          mail: deps.mailer.transport,
          sms: deps.sms.transport,
        },
        `Listening on http://localhost:${port} · database ${deps.database.description} · data ${config.DATA_DIR}`,
      );
      resolve();
    }),
  );
  try {
    await prepare(deps);
  } catch (error) {
    deps.logger.fatal({ err: error }, "could not migrate or seed the database");
    process.exit(1);
  }
  ready = true;
  deps.jobs.start();
  // A parent that started this process with an IPC channel (the e2e tests' own installations) hears when it is ready.
  await listening;
  process.send?.("ready");

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    server.close(async () => {
      await deps.close();
      clearTimeout(force);
      deps.logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

if (import.meta.main) await main();

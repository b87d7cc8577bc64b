import path from "node:path";
import { serve } from "@hono/node-server";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { buildApp, type WebHandler } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createDeps, type Deps } from "./deps.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { seed } from "./db/seed.ts";
import { scheduleMaintenance } from "./lib/maintenance.ts";
import { staticFiles } from "./static-files.ts";
import { ssrContextOf } from "./ssr-context.ts";

/** Migrates, seeds, and prepares the process; shared by `npm start` and `npm run dev`. */
export async function prepare(deps: Deps) {
  await migrateToLatest(deps.database);
  const { createdAdmin } = await seed(deps);
  await scheduleMaintenance(deps);
  if (createdAdmin?.generatedPassword) {
    // Printed once, on the first start only; it is not logged anywhere else.
    console.log(`First administrator created: ${createdAdmin.email} / password: ${createdAdmin.generatedPassword}  (change it after signing in)`);
  }
}

/** Adapts a React Router server build to the app's web handler. */
export function webHandlerFor(build: ServerBuild | (() => Promise<ServerBuild>), mode: string): WebHandler {
  const handle = createRequestHandler(build, mode);
  return async (request, context) => {
    const resolved = typeof build === "function" ? await build() : build;
    return handle(request, new RouterContextProvider(new Map([[ssrContextOf(resolved), context]])));
  };
}

export async function main() {
  const config = loadConfig();
  const deps = createDeps(config);
  await prepare(deps);

  const buildDir = path.resolve(config.BUILD_DIR);
  const build = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild;
  const app = buildApp(deps, { web: webHandlerFor(build, "production"), staticFiles: staticFiles(path.join(buildDir, "client")) });

  deps.jobs.start();
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    deps.logger.info(
      { address: `http://localhost:${info.port}`, database: deps.database.description, dataDir: config.DATA_DIR, mail: deps.mailer.transport },
      `Listening on http://localhost:${info.port} · database ${deps.database.description} · data ${config.DATA_DIR}`,
    );
  });

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
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

if (import.meta.main) await main();

import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createDeps } from "./deps.ts";
import { prepare, webHandlerFor } from "./main.ts";

/**
 * `npm run dev`: the same app, with Vite serving the web code with hot reload.
 * Node restarts this process when server or contract code changes (see the npm script).
 */
const config = loadConfig({ NODE_ENV: "development", LOG_LEVEL: "warn", ...process.env });
const deps = createDeps(config);
await prepare(deps);

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
const app = buildApp(deps, { web: webHandlerFor(build, "development") });
const listener = getRequestListener(app.fetch);

deps.jobs.start();
const server = http.createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
server.listen(config.PORT, config.HOST, () => console.log(`Dev server on http://localhost:${config.PORT} · database ${deps.database.description}`));

const stop = async () => {
  server.close();
  await vite.close();
  await deps.close();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

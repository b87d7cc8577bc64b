import { serve } from "@hono/node-server";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { createDeps } from "#server/deps.ts";
import { prepare } from "#server/main.ts";

/**
 * One app process without the web build, for tests of several processes sharing one database and one DATA_DIR
 * (cluster.api.test.ts): it listens at once, then migrates and seeds through the same `prepare` as `npm start`,
 * and prints "ready <port>" when it is.
 */
const config = loadConfig();
const deps = createDeps(config);
let ready = false;
const app = buildApp(deps, { ready: () => ready });
const server = serve({ fetch: app.fetch, port: config.PORT, hostname: "127.0.0.1" });
await prepare(deps);
ready = true;
deps.jobs.start(100);
console.log(`ready ${config.PORT}`);
process.once("SIGTERM", () => server.close(() => void deps.close().then(() => process.exit(0))));

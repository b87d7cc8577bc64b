import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { cpuMs, root, type RunningServer, type startServer } from "./server.ts";

/**
 * `node bench/render-pairs.ts [path]`: the CPU one uncached page render costs, for two servers side by side (A and B),
 * measured in alternate runs so the load of a shared machine falls on both (docs/performance.md, "Uncached render").
 * Each side: `RENDER_A_ROOT` / `RENDER_B_ROOT` (a checkout with its own build, default this one) and
 * `RENDER_A_NODE_OPTIONS` / `RENDER_B_NODE_OPTIONS` (other V8 flags: the semi-space is fixed on the command line by
 * scripts/app-process.ts, which wins over NODE_OPTIONS). Knobs: `RENDER_PAIRS`
 * (4), `RENDER_SECONDS` (4 per run), 20 connections. Prints CPU ms per request of each run and the medians.
 */

const pagePath = process.argv[2] ?? "/";
const pairs = Number(process.env.RENDER_PAIRS ?? 4);
const seconds = Number(process.env.RENDER_SECONDS ?? 4);

async function side(name: "A" | "B"): Promise<RunningServer> {
  const tree = path.resolve(process.env[`RENDER_${name}_ROOT`] ?? root);
  const { startServer: start } = (await import(path.join(tree, "bench", "server.ts"))) as { startServer: typeof startServer };
  const nodeOptions = process.env[`RENDER_${name}_NODE_OPTIONS`];
  return start({ env: { PUBLIC_CACHE_TTL_SECONDS: "0", ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}) } });
}

async function cpuPerRequest(server: RunningServer, duration: number): Promise<number> {
  const before = cpuMs(server.pid) ?? NaN;
  const result = await autocannon({ url: server.origin + pagePath, connections: 20, duration });
  if (result.non2xx || result.errors) throw new Error(`${pagePath}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return ((cpuMs(server.pid) ?? NaN) - before) / result.latency.totalCount;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const servers = { A: await side("A"), B: await side("B") };
try {
  for (const server of Object.values(servers)) await cpuPerRequest(server, 2); // warm-up
  const runs: Record<"A" | "B", number[]> = { A: [], B: [] };
  for (let pair = 1; pair <= pairs; pair++) {
    for (const name of pair % 2 ? (["A", "B"] as const) : (["B", "A"] as const)) runs[name].push(await cpuPerRequest(servers[name], seconds));
    console.log(`pair ${pair}: A ${runs.A.at(-1)!.toFixed(2)}  B ${runs.B.at(-1)!.toFixed(2)} CPU ms/req  load ${os.loadavg()[0]!.toFixed(1)}`);
  }
  console.log(`median: A ${median(runs.A).toFixed(2)}  B ${median(runs.B).toFixed(2)}  B/A ${(median(runs.B) / median(runs.A)).toFixed(3)}`);
} finally {
  await Promise.all(Object.values(servers).map((server) => server.stop()));
}

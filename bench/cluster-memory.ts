import type { Cluster } from "../scripts/cluster.ts";
import { processMemory } from "./server.ts";

/** bench:cluster's memory curve: every process's RSS and V8 heap sampled through the soak (docs/operations.md, "Memory"). */

const MiB = (bytes: number) => Math.round(bytes / 104857.6) / 10;

/**
 * One process's memory now: RSS from /proc; V8's used heap, its committed heap (used + free pages + the young
 * generation's semi-spaces, which is where RSS moved with the traffic before the semi-space was fixed) and the page
 * cache's bytes from its /metrics.
 */
async function memorySample(app: Cluster["processes"][number]) {
  const text = await fetch(`http://127.0.0.1:${app.port}/metrics`, { signal: AbortSignal.timeout(5_000) })
    .then((r) => r.text())
    .catch(() => "");
  const gauge = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? NaN);
  return {
    port: app.port,
    pid: app.pid(),
    rssMiB: processMemory(app.pid())?.rssMiB,
    heapUsedMiB: MiB(gauge(/^nodejs_heap_size_used_bytes (\S+)$/m)),
    heapTotalMiB: MiB(gauge(/^nodejs_heap_size_total_bytes (\S+)$/m)),
    pageCacheMiB: MiB(gauge(/^public_cache\{measure="bytes"\} (\S+)$/m)),
  };
}

export type MemorySamples = { atSeconds: number; processes: Awaited<ReturnType<typeof memorySample>>[] }[];

/** Samples every process's memory every `everyMs` until stopped (the last sample when stopped): the curve, not two points. */
export function sampleMemory(cluster: Cluster, everyMs: number) {
  const samples: MemorySamples = [];
  const started = Date.now();
  const take = async () =>
    samples.push({ atSeconds: Math.round((Date.now() - started) / 1000), processes: await Promise.all(cluster.processes.map(memorySample)) });
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

function byPid(samples: MemorySamples) {
  const pids = new Map<number, { port: number; at: number[]; rss: number[]; heap: number[] }>();
  for (const sample of samples) {
    for (const p of sample.processes) {
      if (!Number.isFinite(p.rssMiB) || p.pid < 0) continue;
      const entry = pids.get(p.pid) ?? { port: p.port, at: [], rss: [], heap: [] };
      entry.at.push(sample.atSeconds);
      entry.rss.push(p.rssMiB!);
      entry.heap.push(p.heapUsedMiB);
      pids.set(p.pid, entry);
    }
  }
  return pids;
}

/**
 * The least-squares line through the samples, its rise over the interval as a percentage of the mean. V8's old
 * generation grows until a full collection and then drops (tens of MiB, every few minutes at the soak's rate), so two
 * single samples differ by wherever that sawtooth is at each end; the line through all of them does not, and a leak
 * still tilts it.
 */
function trendPercent(at: number[], values: number[]): number {
  const n = values.length;
  const meanAt = at.reduce((a, b) => a + b, 0) / n;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const slope = at.reduce((sum, t, i) => sum + (t - meanAt) * (values[i]! - mean), 0) / at.reduce((sum, t) => sum + (t - meanAt) ** 2, 0);
  return n > 1 ? Number((((slope * (at.at(-1)! - at[0]!)) / mean) * 100).toFixed(1)) : 0;
}

/**
 * Per process (pid), over its samples from `warmFromSecond` on (from the first sample when not given): first, last,
 * lowest and highest RSS and used heap, RSS growth from the first sample to the last, and the trend through all of
 * them. A process started during the soak grows while it loads its code and fills its caches, which says nothing
 * about whether it leaks; when a short soak ends before it is warm, it has no figures (`samples: 0` and the second it
 * would have been warm from) rather than its warm-up's.
 */
export function memorySummary(samples: MemorySamples, warmFromSecond = new Map<number, number>()) {
  return [...byPid(samples)].map(([pid, { port, at: allAt, rss: allRss, heap: allHeap }]) => {
    const fromSecond = warmFromSecond.get(pid) ?? 0;
    const warm = allAt.findIndex((second) => second >= fromSecond);
    const from = warm < 0 ? allAt.length : warm;
    const [at, rss, heap] = [allAt.slice(from), allRss.slice(from), allHeap.slice(from)];
    if (at.length === 0) return { pid, port, samples: 0, warmFromSecond: fromSecond };
    return {
      pid,
      port,
      fromSecond: at[0],
      toSecond: at.at(-1),
      samples: at.length,
      rssMiB: { first: rss[0], last: rss.at(-1), min: Math.min(...rss), max: Math.max(...rss) },
      rssGrowthPercent: Number((((rss.at(-1)! - rss[0]!) / rss[0]!) * 100).toFixed(1)),
      rssTrendPercent: trendPercent(at, rss),
      heapUsedMiB: { first: heap[0], last: heap.at(-1), min: Math.min(...heap), max: Math.max(...heap) },
    };
  });
}

/** The samples as a table, one row per sample and one column per process: "RSS / heap used / heap committed" in MiB. */
export function memoryTable(samples: MemorySamples, label: (pid: number) => string): string {
  const pids = [...byPid(samples).keys()];
  const width = 22;
  const lines = [`${"second".padStart(6)}  ${pids.map((pid) => label(pid).padEnd(width)).join("")}`];
  for (const sample of samples) {
    const cells = pids.map((pid) => {
      const p = sample.processes.find((q) => q.pid === pid && Number.isFinite(q.rssMiB));
      return (p ? `${p.rssMiB!.toFixed(1)} / ${p.heapUsedMiB.toFixed(0)} / ${p.heapTotalMiB.toFixed(0)}` : "-").padEnd(width);
    });
    lines.push(`${String(sample.atSeconds).padStart(6)}  ${cells.join("")}`);
  }
  return lines.join("\n");
}

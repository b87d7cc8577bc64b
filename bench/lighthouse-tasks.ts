import fs from "node:fs";

/**
 * `node bench/lighthouse-tasks.ts <run.trace.json> [minMs]`: the page's main-thread tasks of a Lighthouse run (kept
 * with LIGHTHOUSE_RESULTS_DIR) longer than minMs, each with the trace events that took most of it: whether the
 * blocking time is the page's script or the browser's own work (a navigation's commit, layout, paint).
 * Times are as observed, before Lighthouse's simulated CPU slowdown.
 */

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

const [file, minArg] = process.argv.slice(2);
if (!file) throw new Error("usage: node bench/lighthouse-tasks.ts <run.trace.json> [minMs]");
const minMicros = Number(minArg ?? 30) * 1000;
const { traceEvents } = JSON.parse(fs.readFileSync(file, "utf8")) as { traceEvents: TraceEvent[] };

const thread = (event: TraceEvent) => `${event.pid}:${event.tid}`;
const rendererMains = new Set(traceEvents.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map(thread));
const complete = traceEvents.filter((e): e is TraceEvent & { dur: number } => e.ph === "X" && e.dur !== undefined && rendererMains.has(thread(e)));
// The page's renderer is the busiest one (Lighthouse's own about:blank tabs do little).
const busiest = [...Map.groupBy(complete, thread)].sort(([, a], [, b]) => b.length - a.length)[0]?.[1] ?? [];
const tasks = busiest.filter((e) => e.name === "ThreadControllerImpl::RunTask" || e.name === "RunTask").filter((e) => e.dur >= minMicros);

const ms = (micros: number) => Math.round(micros / 1000);
for (const task of tasks.sort((a, b) => a.ts - b.ts)) {
  const inside = busiest.filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur >= 2000);
  const byName = [...Map.groupBy(inside, (e) => e.name)].map(([name, events]) => [name, events.reduce((sum, e) => sum + e.dur, 0)] as const);
  const heaviest = byName.sort((a, b) => b[1] - a[1]).slice(0, 6);
  console.log(`${String(ms(task.dur)).padStart(5)} ms  ${heaviest.map(([name, micros]) => `${name} ${ms(micros)}`).join(", ")}`);
}

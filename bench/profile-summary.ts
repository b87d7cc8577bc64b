import fs from "node:fs";
import path from "node:path";

/**
 * `node bench/profile-summary.ts <file.cpuprofile> [top] [lastSeconds]`: self time of a V8 CPU profile grouped by
 * package (or our own source folder) and the heaviest functions, to see where a request's CPU goes
 * (docs/performance.md). With lastSeconds, only the end of the profile counts (the load, not the start-up or build).
 */

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg, lastArg] = process.argv.slice(2);
if (!file) throw new Error("usage: node bench/profile-summary.ts <file.cpuprofile> [top]");
const top = Number(topArg ?? 25);
const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map<number, number>();
const span = profile.timeDeltas.reduce((a, b) => a + b, 0);
const from = lastArg ? span - Number(lastArg) * 1e6 : 0;
let at = 0;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= from) selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...selfMicros.values()].reduce((a, b) => a + b, 0);

function groupOf(url: string, name: string): string {
  if (!url) return name.startsWith("(") ? name : "(native)";
  if (url.startsWith("node:")) return "node core";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  const own = /\/(src\/[^/]+\/[^/]+|build\/server)/.exec(url)?.[1];
  return own ?? path.basename(url);
}

const groups = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, micros] of selfMicros) {
  const { callFrame } = byId.get(id)!;
  const group = groupOf(callFrame.url, callFrame.functionName);
  groups.set(group, (groups.get(group) ?? 0) + micros);
  const fn = `${callFrame.functionName || "(anonymous)"} ${path.basename(callFrame.url)}:${callFrame.lineNumber + 1}`;
  functions.set(fn, (functions.get(fn) ?? 0) + micros);
}
const show = (map: Map<string, number>) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, micros]) => `${((micros / total) * 100).toFixed(1).padStart(5)} %  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`)
    .join("\n");
console.log(`total ${(total / 1000).toFixed(0)} ms sampled\n\nby package / folder\n${show(groups)}\n\nheaviest functions (self time)\n${show(functions)}`);

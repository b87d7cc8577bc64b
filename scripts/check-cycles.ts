import fs from "node:fs";
import path from "node:path";

/**
 * Fails on any import cycle among our modules (ARCHITECTURE §3: imports point one way). Type-only imports are left
 * out: they vanish at run time. Paths resolve as Node resolves them: relative, or through package.json "imports".
 */
const root = path.resolve(import.meta.dirname, "..");
const aliases = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).imports as Record<string, string>;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  if (specifier.startsWith(".")) return path.resolve(path.dirname(from), specifier);
  for (const [alias, target] of Object.entries(aliases)) {
    const prefix = alias.replace("*", "");
    if (specifier.startsWith(prefix)) return path.resolve(root, target.replace("*", specifier.slice(prefix.length)));
  }
  return undefined;
}

const files = sources(path.join(root, "src"));
const graph = new Map<string, string[]>();
for (const file of files) {
  const text = fs.readFileSync(file, "utf8");
  const targets = [...text.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm)]
    .map(([, specifier]) => resolve(file, specifier!))
    .filter((target): target is string => target !== undefined && fs.existsSync(target));
  graph.set(file, targets);
}

// Tarjan's strongly connected components: every component with more than one file is a cycle.
let index = 0;
const order = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const cycles: string[][] = [];
function visit(file: string) {
  order.set(file, index);
  low.set(file, index++);
  stack.push(file);
  for (const next of graph.get(file) ?? []) {
    if (!order.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file)!, low.get(next)!));
    } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!));
  }
  if (low.get(file) === order.get(file)) {
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      component.push(path.relative(root, member));
    } while (member !== file);
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const file of graph.keys()) if (!order.has(file)) visit(file);

if (cycles.length) {
  console.error(`Import cycles (${cycles.length}); break each, e.g. by moving the shared part down or wiring it in deps.ts:`);
  for (const cycle of cycles) console.error(`  ${cycle.join(" ⇄ ")}`);
  process.exit(1);
}
console.log(`No import cycles among ${files.length} files.`);

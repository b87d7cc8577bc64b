import fs from "node:fs";
import path from "node:path";

/**
 * Fails on any import cycle (ARCHITECTURE §3: imports point one way), at two levels:
 * - among files, by value imports; type-only ones are left out, they vanish at run time;
 * - among the server's modules (src/server/modules/<module>/), by any import, type-only and `await import(…)`
 *   included: a module that depends on another, however it loads it, is not depended on by it
 *   (docs/decisions/0028-module-boundaries.md). Tests are left out of both.
 * Paths resolve as Node resolves them: relative, or through package.json "imports".
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

const existing = (file: string, specifier: string) => {
  const target = resolve(file, specifier);
  return target !== undefined && fs.existsSync(target) ? [target] : [];
};
const files = sources(path.join(root, "src"));
const graph = new Map<string, string[]>();
const moduleOf = (file: string) => /^src\/server\/modules\/([^/]+)\//.exec(path.relative(root, file))?.[1];
const modules = new Map<string, Set<string>>();
/** For the message: one file-to-file import behind each module-to-module edge. */
const witness = new Map<string, string>();
for (const file of files) {
  const text = fs.readFileSync(file, "utf8");
  const statements = [...text.matchAll(/^\s*(?:import|export)\s+(type\s)?(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm)];
  graph.set(
    file,
    statements.filter(([, type]) => !type).flatMap(([, , specifier]) => existing(file, specifier!)),
  );
  const from = moduleOf(file);
  if (!from) continue;
  const dynamic = [...text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map(([, specifier]) => specifier!);
  for (const target of [...statements.map(([, , specifier]) => specifier!), ...dynamic].flatMap((specifier) => existing(file, specifier))) {
    const to = moduleOf(target);
    if (!to || to === from) continue;
    modules.set(from, (modules.get(from) ?? new Set()).add(to));
    witness.set(`${from} → ${to}`, `${path.relative(root, file)} → ${path.relative(root, target)}`);
  }
}

/** Tarjan's strongly connected components: every component with more than one node is a cycle. */
function cyclesOf(edges: Map<string, Iterable<string>>, nodes: Iterable<string>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  function visit(node: string) {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  }
  for (const node of nodes) if (!order.has(node)) visit(node);
  return cycles;
}

const fileCycles = cyclesOf(graph, graph.keys()).map((cycle) => cycle.map((file) => path.relative(root, file)));
const moduleCycles = cyclesOf(modules, modules.keys());
if (fileCycles.length) {
  console.error(`Import cycles (${fileCycles.length}); break each, e.g. by moving the shared part down or wiring it in deps.ts:`);
  for (const cycle of fileCycles) console.error(`  ${cycle.join(" ⇄ ")}`);
}
if (moduleCycles.length) {
  console.error(
    `Cycles between server modules (${moduleCycles.length}); make one side the lower one: move the shared part into it, or let deps.ts hand the upper module's answer down (deps.hooks):`,
  );
  for (const cycle of moduleCycles) {
    console.error(`  ${cycle.join(" ⇄ ")}, through:`);
    for (const from of cycle) for (const to of cycle) if (modules.get(from)?.has(to)) console.error(`    ${witness.get(`${from} → ${to}`)}`);
  }
}
if (fileCycles.length || moduleCycles.length) process.exit(1);
console.log(`No import cycles among ${files.length} files, nor among ${modules.size} server modules.`);

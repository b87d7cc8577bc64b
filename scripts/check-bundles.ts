import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { publicPages } from "../src/web/routing/cache-policy.ts";
import { ensureBuild } from "./ensure-build.ts";

/**
 * The bundle budget, part of `npm test` (docs/performance.md, "Budgets"). For every public page type, from the build's
 * route manifest: the JavaScript a browser loads before interaction (the entry, and each route of the page from the
 * root down with its static imports: React Router's modulepreloads) and its render-blocking CSS, as brotli (quality
 * 11) of the built files, so the check is deterministic. It fails when a page passes its ceiling (today's sizes and a
 * little room: any regression fails CI) or loads a module public pages must never carry. The CSS ceiling is the
 * issue's target (15 KB); the JavaScript target (100 KB) is printed beside it until the ceiling comes down to it.
 */

const CEILING = { js: 170 * 1024, css: 15 * 1024 };
const TARGET = { js: 100 * 1024, css: 15 * 1024 };
/** Modules no public page may load before interaction, and why. */
const forbidden: { pattern: RegExp; why: string }[] = [
  { pattern: /node_modules\/(@tiptap|prosemirror-[^/]+)\//, why: "the rich-text editor is for administrators" },
  { pattern: /node_modules\/(recharts|@mantine\/charts|d3-[^/]+|victory-vendor)\//, why: "charts are for dashboards" },
  { pattern: /^src\/web\/(routes\/admin|routes\/judge|features\/dashboard|components\/layouts\/DashboardFrame)/, why: "dashboard code" },
  { pattern: /node_modules\/@floating-ui\//, why: "floating-ui comes with Mantine's popovers and ScrollArea (also inside Table: public pages use PlainTable)" },
  { pattern: /node_modules\/zod\//, why: "zod: forms load their schema after the page came alive (useSchemaCheck), helpers live in zod-free modules" },
  { pattern: /^src\/web\/i18n\/(vi|en)\.json$/, why: "a page loads its own language's catalogue only, after the entry (src/web/i18n/i18n.ts)" },
];

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");

interface RouteEntry {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
  css?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteEntry>;
}

function readManifest(): Manifest {
  const dir = path.join(buildDir, "client", "assets");
  const file = fs.readdirSync(dir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no route manifest in ${dir}`);
  const text = fs.readFileSync(path.join(dir, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "")) as Manifest;
}

const brotliSizes = new Map<string, number>();
function brotli(asset: string): number {
  let size = brotliSizes.get(asset);
  if (size === undefined) {
    const content = fs.readFileSync(path.join(buildDir, "client", asset));
    size = zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    brotliSizes.set(asset, size);
  }
  return size;
}

export interface PageBudget {
  page: string;
  js: number;
  css: number;
  files: number;
  problems: string[];
}

export function checkBudgets(): PageBudget[] {
  const manifest = readManifest();
  const chunkModules = JSON.parse(fs.readFileSync(path.join(buildDir, "chunk-modules.json"), "utf8")) as Record<string, string[]>;
  return [...publicPages].map((page) => {
    const leaf = manifest.routes[`${page}.vi.0`];
    if (!leaf) return { page, js: 0, css: 0, files: 0, problems: [`no route ${page}.vi.0 in the build`] };
    const chain: RouteEntry[] = [];
    for (let route: RouteEntry | undefined = leaf; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) chain.unshift(route);
    const js = new Set([manifest.entry.module, ...manifest.entry.imports, ...chain.flatMap((route) => [route.module, ...(route.imports ?? [])])]);
    // React Router marks a stylesheet several routes share with a trailing "#"; it is the same file.
    const css = new Set(chain.flatMap((route) => (route.css ?? []).map((href) => href.replace(/#$/, ""))));
    const jsBytes = [...js].reduce((sum, file) => sum + brotli(file), 0);
    const cssBytes = [...css].reduce((sum, file) => sum + brotli(file), 0);
    const problems: string[] = [];
    if (jsBytes > CEILING.js) problems.push(`JavaScript ${kb(jsBytes)} KB brotli > its ceiling of ${kb(CEILING.js)} KB`);
    if (cssBytes > CEILING.css) problems.push(`render-blocking CSS ${kb(cssBytes)} KB brotli > its ceiling of ${kb(CEILING.css)} KB`);
    for (const file of js) {
      for (const module of chunkModules[file] ?? []) {
        const rule = forbidden.find((candidate) => candidate.pattern.test(module));
        if (rule) problems.push(`${rule.pattern.exec(module)![0]}… in ${file}: ${rule.why}`);
      }
    }
    return { page, js: jsBytes, css: cssBytes, files: js.size, problems: [...new Set(problems)] };
  });
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

if (import.meta.main) {
  ensureBuild(buildDir);
  const results = checkBudgets();
  for (const r of results) {
    const target = `${r.js > TARGET.js ? ` (target ${kb(TARGET.js)})` : ""}`;
    const cssTarget = `${r.css > TARGET.css ? ` (target ${kb(TARGET.css)})` : ""}`;
    console.log(`${r.problems.length ? "✗" : "✓"} ${r.page.padEnd(18)} JS ${kb(r.js).padStart(6)} KB${target} in ${String(r.files).padStart(3)} files · CSS ${kb(r.css).padStart(5)} KB${cssTarget} (brotli)`);
    for (const problem of r.problems.slice(0, 12)) console.log(`    ${problem}`);
    if (r.problems.length > 12) console.log(`    … and ${r.problems.length - 12} more`);
  }
  const failed = results.filter((r) => r.problems.length);
  console.log(failed.length ? `bundle budget: ${failed.length} public page(s) over budget` : `bundle budget: all ${results.length} public page types within budget`);
  process.exit(failed.length ? 1 : 0);
}

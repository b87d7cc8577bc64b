import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { hydratesOnInteraction, publicPages } from "../src/web/routing/cache-policy.ts";
import { ensureBuild } from "./ensure-build.ts";
import { hydrationLoaderSource } from "./hydration-loader-source.ts";

/**
 * The bundle budget, part of `npm test` (docs/performance.md, "Budgets"). For every public page type, from the build's
 * route manifest, as brotli (quality 11) of the built files, so the check is deterministic:
 * - the JavaScript **before interaction**: a page that hydrates on interaction (docs/performance.md, "Deferred
 *   hydration") loads only its inline loader; any other page loads all of the below at once. Ceiling: the issue's
 *   target, 100 KB;
 * - the JavaScript **after interaction**: the entry, and each route of the page from the root down with its static
 *   imports (React Router's modulepreloads). Ceiling: today's sizes and a little room, and no module public pages must
 *   never carry;
 * - its render-blocking CSS (ceiling: the target, 15 KB).
 */

const CEILING = { beforeInteraction: 100 * 1024, js: 172 * 1024, css: 15 * 1024 };
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
const brotliSize = (content: Buffer | string) => zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
function brotli(asset: string): number {
  let size = brotliSizes.get(asset);
  if (size === undefined) {
    size = brotliSize(fs.readFileSync(path.join(buildDir, "client", asset)));
    brotliSizes.set(asset, size);
  }
  return size;
}

export interface PageBudget {
  page: string;
  /** Brotli bytes of JavaScript before the visitor's first interaction (the inline loader, or everything). */
  beforeInteraction: number;
  /** Brotli bytes of JavaScript once the page hydrated. */
  js: number;
  css: number;
  files: number;
  problems: string[];
}

/** `deferred` says which pages hydrate on interaction (the app's own rule by default; the budget's test changes it). */
export function checkBudgets(deferred: (page: string) => boolean = hydratesOnInteraction): PageBudget[] {
  const manifest = readManifest();
  // The loader is inlined into the HTML (the server's build defines the same text); compressed with the page it is
  // a little smaller than alone.
  const loader = brotliSize(hydrationLoaderSource({ production: true }));
  const chunkModules = JSON.parse(fs.readFileSync(path.join(buildDir, "chunk-modules.json"), "utf8")) as Record<string, string[]>;
  return [...publicPages].map((page) => {
    const leaf = manifest.routes[`${page}.vi.0`];
    if (!leaf) return { page, beforeInteraction: 0, js: 0, css: 0, files: 0, problems: [`no route ${page}.vi.0 in the build`] };
    const chain: RouteEntry[] = [];
    for (let route: RouteEntry | undefined = leaf; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) chain.unshift(route);
    const js = new Set([manifest.entry.module, ...manifest.entry.imports, ...chain.flatMap((route) => [route.module, ...(route.imports ?? [])])]);
    // React Router marks a stylesheet several routes share with a trailing "#"; it is the same file.
    const css = new Set(chain.flatMap((route) => (route.css ?? []).map((href) => href.replace(/#$/, ""))));
    const jsBytes = [...js].reduce((sum, file) => sum + brotli(file), 0);
    const cssBytes = [...css].reduce((sum, file) => sum + brotli(file), 0);
    const beforeInteraction = deferred(page) ? loader : jsBytes;
    const problems: string[] = [];
    if (beforeInteraction > CEILING.beforeInteraction) {
      problems.push(
        `JavaScript before interaction ${kb(beforeInteraction)} KB brotli > its ceiling of ${kb(CEILING.beforeInteraction)} KB${deferred(page) ? "" : ": the page hydrates at once (hydratesOnInteraction)"}`,
      );
    }
    if (jsBytes > CEILING.js) problems.push(`JavaScript after interaction ${kb(jsBytes)} KB brotli > its ceiling of ${kb(CEILING.js)} KB`);
    if (cssBytes > CEILING.css) problems.push(`render-blocking CSS ${kb(cssBytes)} KB brotli > its ceiling of ${kb(CEILING.css)} KB`);
    for (const file of js) {
      for (const module of chunkModules[file] ?? []) {
        const rule = forbidden.find((candidate) => candidate.pattern.test(module));
        if (rule) problems.push(`${rule.pattern.exec(module)![0]}… in ${file}: ${rule.why}`);
      }
    }
    return { page, beforeInteraction, js: jsBytes, css: cssBytes, files: js.size, problems: [...new Set(problems)] };
  });
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

if (import.meta.main) {
  ensureBuild(buildDir);
  const results = checkBudgets();
  for (const r of results) {
    const line = `JS before interaction ${kb(r.beforeInteraction).padStart(5)} KB · after ${kb(r.js).padStart(5)} KB in ${String(r.files).padStart(2)} files · CSS ${kb(r.css).padStart(4)} KB`;
    console.log(`${r.problems.length ? "✗" : "✓"} ${r.page.padEnd(18)} ${line} (brotli)`);
    for (const problem of r.problems.slice(0, 12)) console.log(`    ${problem}`);
    if (r.problems.length > 12) console.log(`    … and ${r.problems.length - 12} more`);
  }
  const failed = results.filter((r) => r.problems.length);
  console.log(`ceilings: before interaction ${kb(CEILING.beforeInteraction)} KB, after ${kb(CEILING.js)} KB, CSS ${kb(CEILING.css)} KB`);
  console.log(
    failed.length ? `bundle budget: ${failed.length} public page(s) over budget` : `bundle budget: all ${results.length} public page types within budget`,
  );
  process.exit(failed.length ? 1 : 0);
}

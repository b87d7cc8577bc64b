import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { precompress } from "./precompress.ts";

/** Builds the web app into `buildDir` when there is no build or its sources changed since; shared by start and the bundle budget. */
const root = path.resolve(import.meta.dirname, "..");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

export function ensureBuild(buildDir: string): void {
  const marker = path.join(buildDir, "server", "index.js");
  const sources = ["src/web", "src/contracts", "src/domain", "public"].map((dir) => newestMtime(path.join(root, dir)));
  const configs = ["package-lock.json", "vite.config.ts", "react-router.config.ts"].map((file) => fs.statSync(path.join(root, file)).mtimeMs);
  const builtAt = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
  if (builtAt >= Math.max(...sources, ...configs)) return;
  console.log(builtAt ? "Sources changed since the last build; rebuilding the web app…" : "No build found; building the web app (a minute or two)…");
  const started = performance.now();
  // Build beside the old build and swap it in, so a server or test run already using it is not left without files.
  const fresh = `${buildDir}-next-${process.pid}`;
  // The bundler lists every file it writes and how long its plugins took: shown only when the build fails.
  const result = spawnSync(path.join(root, "node_modules", ".bin", "react-router"), ["build"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, BUILD_DIR: fresh },
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    process.exit(result.status ?? 1);
  }
  precompress(path.join(fresh, "client"));
  const old = `${buildDir}-old-${process.pid}`;
  if (fs.existsSync(buildDir)) fs.renameSync(buildDir, old);
  fs.renameSync(fresh, buildDir);
  fs.rmSync(old, { recursive: true, force: true });
  console.log(`Built in ${Math.round((performance.now() - started) / 1000)} s.`);
}

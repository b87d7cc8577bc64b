import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { precompress } from "./precompress.ts";

/** `npm start`: build the web app when there is no build or its sources changed since, then serve. */
const root = path.resolve(import.meta.dirname, "..");
// `npm start` serves the production build of React unless told otherwise.
process.env.NODE_ENV ??= "production";
const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");
process.env.BUILD_DIR = buildDir;
const marker = path.join(buildDir, "server", "index.js");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const sources = ["src/web", "src/contracts", "public"].map((dir) => path.join(root, dir));
const builtAt = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestMtime), fs.statSync(path.join(root, "package-lock.json")).mtimeMs)) {
  console.log(builtAt ? "Sources changed since the last build; rebuilding…" : "No build found; building…");
  // Build beside the old build and swap it in, so a server or test run already using it is not left without files.
  const fresh = `${buildDir}-next-${process.pid}`;
  const result = spawnSync(path.join(root, "node_modules", ".bin", "react-router"), ["build"], { cwd: root, stdio: "inherit", env: { ...process.env, BUILD_DIR: fresh } });
  if (result.status !== 0) process.exit(result.status ?? 1);
  precompress(path.join(fresh, "client"));
  const old = `${buildDir}-old-${process.pid}`;
  if (fs.existsSync(buildDir)) fs.renameSync(buildDir, old);
  fs.renameSync(fresh, buildDir);
  fs.rmSync(old, { recursive: true, force: true });
}

const { main } = await import("../src/server/main.ts");
await main();

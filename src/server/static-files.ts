import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { AppEnv } from "./http/api.ts";

/** Built browser files: hashed /assets/* are immutable; the few unhashed files revalidate hourly. */
export function staticFiles(clientDir: string) {
  const root = path.relative(process.cwd(), clientDir);
  const files = new Hono<AppEnv>();
  const serve = serveStatic<AppEnv>({
    root,
    precompressed: true,
    onFound: (filePath, c) => {
      const hashed = c.req.path.startsWith("/assets/");
      c.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });
  // Every built file (public/ and the build's assets) has an extension; a page's address has none, and looking it up on disk (a failed stat) cost
  // each page render about 0.5 % of its CPU (docs/performance.md, "Uncached render").
  files.use("*", (c, next) => (/\.[^/]+$/.test(c.req.path) ? serve(c, next) : next()));
  return files;
}

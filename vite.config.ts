import fs from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Writes which modules each browser chunk holds (build/chunk-modules.json), so the bundle budget
 * (scripts/check-bundles.ts) can tell exactly which libraries a public page loads.
 */
function chunkModules(): Plugin {
  return {
    name: "chunk-modules",
    writeBundle(options, bundle) {
      if (this.environment.name !== "client" || !options.dir) return;
      const root = process.cwd();
      const chunks = Object.fromEntries(
        Object.values(bundle).flatMap((output) =>
          output.type === "chunk" ? [[`/${output.fileName}`, output.moduleIds.map((id) => path.relative(root, id.replace(/^\0/, "").replace(/\?.*$/, "")))]] : [],
        ),
      );
      fs.writeFileSync(path.join(options.dir, "..", "chunk-modules.json"), JSON.stringify(chunks, null, 1));
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), chunkModules()],
  publicDir: "public",
  build: { assetsDir: "assets" },
  // Names the service worker's caches (src/web/routes/files/service-worker.ts): a new build, new caches.
  define: { __APP_BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? Date.now().toString(36)) },
});

import fs from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { hydrationLoaderSource } from "./scripts/hydration-loader-source.ts";

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
          output.type === "chunk"
            ? [[`/${output.fileName}`, output.moduleIds.map((id) => path.relative(root, id.replace(/^\0/, "").replace(/\?.*$/, "")))]]
            : [],
        ),
      );
      fs.writeFileSync(path.join(options.dir, "..", "chunk-modules.json"), JSON.stringify(chunks, null, 1));
    },
  };
}

/**
 * Mantine's stylesheet per component (docs/performance.md, "Bundles"): each of Mantine's class-name modules
 * (`@mantine/core/esm/components/<Name>/<Name>.module.mjs`, and the shared `esm/utils/InlineInput` that places the labels of
 * radios, checkboxes and switches beside them) imports the stylesheets that hold its classes, so a page's
 * CSS follows its JavaScript: a public page links the styles of the components it renders, not Mantine's whole 290 KB.
 * The layered files (`@layer mantine`) keep our app.css on top whatever order the chunks' stylesheets arrive in.
 * The sheets every public page needs are one file the root imports (src/web/mantine-public.css): left out here.
 */
function mantineCssPerComponent(): Plugin {
  const stylesDir = path.join(process.cwd(), "node_modules", "@mantine", "core", "styles");
  const inRoot = new Set(
    [...fs.readFileSync(path.join(process.cwd(), "src", "web", "mantine-public.css"), "utf8").matchAll(/styles\/(\w+\.layer\.css)/g)].map(
      ([, file]) => file as string,
    ),
  );
  const fileOfClass = new Map<string, string>();
  for (const file of fs.readdirSync(stylesDir).filter((name) => /^[A-Z]\w*\.layer\.css$/.test(name))) {
    for (const [name] of fs.readFileSync(path.join(stylesDir, file), "utf8").matchAll(/m_[0-9a-f]+\b/g))
      if (!fileOfClass.has(name)) fileOfClass.set(name, file);
  }
  return {
    name: "mantine-css-per-component",
    transform(code, id) {
      if (!/@mantine\/core\/esm\/(components|utils)\/.+\.module\.mjs$/.test(id)) return undefined;
      const files = new Set([...code.matchAll(/m_[0-9a-f]+\b/g)].map(([name]) => fileOfClass.get(name)).filter((file) => file !== undefined));
      if (!files.size) throw new Error(`mantine-css-per-component: no stylesheet holds the classes of ${id}`);
      for (const file of inRoot) files.delete(file);
      return { code: [...files].map((file) => `import "@mantine/core/styles/${file}";`).join("\n") + "\n" + code, map: null };
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [reactRouter(), chunkModules(), mantineCssPerComponent()],
  publicDir: "public",
  build: { assetsDir: "assets" },
  // Names the service worker's caches (src/web/routes/files/service-worker.ts): a new build, new caches.
  // The inline loader of pages that hydrate on interaction (src/web/entry.server.tsx), minified once here.
  define: {
    __APP_BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? Date.now().toString(36)),
    __HYDRATION_LOADER__: JSON.stringify(hydrationLoaderSource({ production: mode === "production" })),
  },
}));

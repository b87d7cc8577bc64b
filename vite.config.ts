import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  publicDir: "public",
  build: { assetsDir: "assets" },
  // Names the service worker's caches (src/web/routes/files/service-worker.ts): a new build, new caches.
  define: { __APP_BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? Date.now().toString(36)) },
});

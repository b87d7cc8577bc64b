import { serviceWorkerSource } from "#web/features/site/service-worker.ts";

/** Replaced at build time (vite.config.ts): each build gets its own caches. */
declare const __APP_BUILD_ID__: string;

/** /sw.js from our own origin with scope / (no Service-Worker-Allowed needed); always revalidated, so updates arrive. */
export function loader() {
  return new Response(serviceWorkerSource(__APP_BUILD_ID__), {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" },
  });
}

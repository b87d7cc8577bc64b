/**
 * Registers the service worker (/sw.js, scope /) and hands it what this page loaded before it controlled the page,
 * so a page read once opens offline. Called by OfflineSupport once React runs, and by the inline loader of a page that
 * hydrates on interaction (src/web/lib/hydration-loader.ts) when it is idle: its text is inlined there, so it may use
 * only its argument and the browser's globals.
 */
export function registerServiceWorker(win: Window): Promise<void> {
  const { navigator } = win;
  if (!("serviceWorker" in navigator)) return Promise.resolve();
  return navigator.serviceWorker
    .register("/sw.js", { scope: "/" })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const loaded = win.performance.getEntriesByType("resource").map((entry) => entry.name);
      registration.active?.postMessage({ type: "keep", urls: [win.location.href, ...loaded] });
    })
    .catch(() => undefined);
}

import { offlinePolicy } from "#web/lib/offline-policy.ts";

/** The little of the worker's global scope this worker uses (the DOM library has no worker types). */
interface WorkerScope {
  location: { origin: string };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (event: WorkerEvent) => void): void;
}
interface WorkerEvent {
  request: Request;
  data?: { type?: string; urls?: unknown };
  waitUntil(promise: Promise<unknown>): void;
  respondWith(response: Promise<Response>): void;
}

/**
 * The service worker. Its source text is sent as /sw.js, so it may use only its arguments and the worker's globals.
 * Caches are named after the build: a new deployment installs a new worker, which deletes the old caches on
 * activation.
 */
function worker(scope: WorkerScope, version: string, policyOf: typeof offlinePolicy, offlinePage: string) {
  const pages = `pages-${version}`;
  const assets = `assets-${version}`;
  const storable = (response: Response) => response.ok && response.type === "basic" && !/no-store/.test(response.headers.get("cache-control") ?? "");

  async function cacheFirst(request: Request): Promise<Response> {
    const cached = await caches.match(request, { cacheName: assets });
    if (cached) return cached;
    const response = await fetch(request);
    if (storable(response)) await (await caches.open(assets)).put(request, response.clone());
    return response;
  }

  async function networkFirst(request: Request): Promise<Response> {
    try {
      const response = await fetch(request);
      if (storable(response)) await (await caches.open(pages)).put(request, response.clone());
      return response;
    } catch (error) {
      const cached = await caches.match(request, { cacheName: pages, ignoreVary: true });
      if (cached) return cached;
      if (request.mode === "navigate") return new Response(offlinePage, { status: 503, headers: { "content-type": "text/html; charset=utf-8" } });
      throw error;
    }
  }

  /** The page asks for what it already loaded (before this worker controlled it) to be kept for offline reading. */
  async function keep(urls: string[]) {
    for (const url of urls) {
      const policy = policyOf(url, "GET", scope.location.origin);
      if (policy === "none") continue;
      const cache = await caches.open(policy === "asset" ? assets : pages);
      if (await cache.match(url)) continue;
      const response = await fetch(url, { credentials: "same-origin" }).catch(() => undefined);
      if (response && storable(response)) await cache.put(url, response);
    }
  }

  scope.addEventListener("install", (event) => event.waitUntil(scope.skipWaiting()));
  scope.addEventListener("activate", (event) =>
    event.waitUntil(
      (async () => {
        const names = await caches.keys();
        await Promise.all(names.filter((name) => name !== pages && name !== assets).map((name) => caches.delete(name)));
        await scope.clients.claim();
      })(),
    ),
  );
  scope.addEventListener("message", (event) => {
    const urls =
      event.data?.type === "keep" && Array.isArray(event.data.urls)
        ? event.data.urls.filter((url): url is string => typeof url === "string").slice(0, 100)
        : [];
    if (urls.length) event.waitUntil(keep(urls));
  });
  scope.addEventListener("fetch", (event) => {
    const policy = policyOf(event.request.url, event.request.method, scope.location.origin);
    if (policy === "asset") event.respondWith(cacheFirst(event.request));
    else if (policy === "page") event.respondWith(networkFirst(event.request));
  });
}

/** Shown for a page that was never read on this device, in both languages (the worker cannot know which). */
const offlinePage = `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Ngoại tuyến · Offline</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#212529">
<h1>Bạn đang ngoại tuyến</h1><p>Trang này chưa được lưu trên thiết bị. Các trang bạn đã đọc vẫn mở được khi không có mạng. Hãy thử lại khi có kết nối.</p>
<h2 lang="en">You are offline</h2><p lang="en">This page has not been saved on this device. Pages you have already read still open without a connection. Please try again when you are back online.</p>
<p><a href="/">Trang chủ</a> · <a href="/en" lang="en">Home</a></p></body></html>`;

/** The text of /sw.js for one build. */
export function serviceWorkerSource(version: string): string {
  return `"use strict";\n(${worker.toString()})(self, ${JSON.stringify(version)}, ${offlinePolicy.toString()}, ${JSON.stringify(offlinePage)});\n`;
}

/**
 * What the service worker does with a request (kept free of outside references: the worker receives this function's
 * source text). "asset": hashed build file, cache-first; "page": public HTML or route data, network-first with the
 * cached copy when offline; "none": straight to the network, never stored (the API, dashboards, personal and
 * one-time pages, other origins, anything but GET).
 */
export function offlinePolicy(href: string, method: string, origin: string): "asset" | "page" | "none" {
  if (method !== "GET") return "none";
  const url = new URL(href);
  if (url.origin !== origin) return "none";
  if (url.pathname.startsWith("/assets/")) return "asset";
  if (url.searchParams.has("token")) return "none";
  const path = url.pathname.replace(/^\/en(?=\/|$|\.data$)/, "").replace(/\.data$/, "") || "/";
  const privatePrefixes = [
    "/api",
    "/uploads",
    "/dashboard",
    "/user",
    "/admin",
    "/auth",
    "/logout",
    "/nhan-tin/xac-nhan",
    "/nhan-tin/huy",
    "/newsletter/confirm",
    "/newsletter/unsubscribe",
    "/sw.js",
    "/sitemap.xml",
    "/robots.txt",
  ];
  if (privatePrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return "none";
  return "page";
}

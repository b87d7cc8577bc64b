import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { CachedPage, PublicCache } from "../lib/public-cache.ts";
import type { AppEnv } from "./api.ts";

/**
 * Serves anonymous visitors' pages from the public cache (lib/public-cache.ts).
 *
 * Privacy: a request is looked up or stored only when it carries no credentials at all: no Authorization header
 * and no cookie other than the language preference (which is part of the key, as it decides the page's redirects).
 * A signed-in visitor (session cookie) or one with a flash notice is always rendered for them, and their page is
 * never stored. The web app decides which pages are the same for every anonymous visitor: only a 200 HTML answer
 * with `Cache-Control: public` and no Set-Cookie is kept, for at most its `s-maxage` and the cache's TTL.
 *
 * Every stored page gets an ETag (of its bytes, nonce aside) and Last-Modified (its render time) and conditional
 * requests are answered 304. A hit gets a fresh CSP nonce, as a render would.
 */

const LANGUAGE_COOKIE = "locale";

/** The cache key, or undefined when the request must be rendered for this visitor alone. */
export function anonymousPageKey(request: Request): string | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  if (request.headers.has("authorization")) return undefined;
  let language = "";
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const cookie = part.trim();
    if (!cookie) continue;
    const [name, value = ""] = cookie.split("=", 2);
    if (name !== LANGUAGE_COOKIE) return undefined;
    language = value;
  }
  const url = new URL(request.url);
  return `${language}|${url.pathname}${url.search}`;
}

function storable(response: Response): number | undefined {
  if (response.status !== 200 || response.headers.has("set-cookie")) return undefined;
  if (!response.headers.get("content-type")?.startsWith("text/html")) return undefined;
  const cacheControl = response.headers.get("cache-control")?.toLowerCase() ?? "";
  if (!/\bpublic\b/.test(cacheControl) || /\b(private|no-store)\b/.test(cacheControl)) return undefined;
  const sMaxAge = /\bs-maxage=(\d+)/.exec(cacheControl)?.[1];
  return sMaxAge === undefined ? Infinity : Number(sMaxAge);
}

const httpDate = (ms: number) => new Date(ms).toUTCString();

/** RFC 9110: If-None-Match wins over If-Modified-Since; weak comparison for GET. */
function notModified(request: Request, page: CachedPage): boolean {
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch !== null) return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || tag.trim().replace(/^W\//, "") === page.etag.replace(/^W\//, ""));
  const since = Date.parse(request.headers.get("if-modified-since") ?? "");
  return !Number.isNaN(since) && page.renderedAt <= since;
}

function answer(request: Request, page: CachedPage, nonce: string): Response {
  const headers = new Headers(page.headers);
  headers.set("ETag", page.etag);
  headers.set("Last-Modified", httpDate(page.renderedAt));
  headers.append("Vary", "Cookie");
  if (notModified(request, page)) {
    headers.delete("content-type");
    headers.delete("content-length");
    return new Response(null, { status: 304, headers });
  }
  if (request.method === "HEAD") return new Response(null, { status: page.status, headers });
  const body = page.nonce && nonce && page.nonce !== nonce ? page.body.replaceAll(`nonce="${page.nonce}"`, `nonce="${nonce}"`) : page.body;
  return new Response(body, { status: page.status, headers });
}

export function pageCache(cache: PublicCache, now: () => number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = cache.enabled ? anonymousPageKey(c.req.raw) : undefined;
    if (key === undefined) return next();
    const nonce = c.get("secureHeadersNonce") ?? "";
    const hit = await cache.page(key);
    if (hit) {
      c.res = answer(c.req.raw, hit, nonce);
      c.header("X-Cache", "hit");
      return;
    }
    const generation = await cache.generation();
    await next();
    const ttl = c.req.method === "GET" ? storable(c.res) : undefined;
    if (ttl === undefined) return;
    const body = await c.res.text();
    const page: CachedPage = {
      status: c.res.status,
      headers: [...c.res.headers].filter(([name]) => name !== "content-length"),
      body,
      nonce,
      etag: `W/"${createHash("sha1").update(nonce ? body.replaceAll(nonce, "") : body).digest("base64url")}"`,
      renderedAt: Math.floor(now() / 1000) * 1000,
    };
    cache.storePage(key, page, generation, ttl);
    c.res = undefined;
    c.res = answer(c.req.raw, page, nonce);
    c.header("X-Cache", "miss");
  };
}

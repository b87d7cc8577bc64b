import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { deflateParts, fitsGap, gzipJoined } from "../lib/gzip-joined.ts";
import type { CachedPage, PublicCache } from "../lib/public-cache.ts";
import type { AppEnv } from "./api.ts";
import { acceptedLocale } from "./request-info.ts";

/**
 * Serves anonymous visitors' pages, and the public API reads that say so, from the public cache (lib/public-cache.ts).
 * A hit is answered by the front door (front-door.ts) before the request reaches the app; this middleware stores
 * misses, and answers hits for requests made to the app directly (tests, the dev server).
 *
 * Privacy: a request is looked up or stored only when it carries no credentials at all: no Authorization header
 * and no cookie other than the language preference (which is part of the key, as it decides the page's redirects).
 * A signed-in visitor (session cookie) or one with a flash notice is always answered for them, and their answer is
 * never stored. The app decides what is the same for every anonymous visitor: only a 200 HTML or JSON answer with
 * `Cache-Control: public` and no Set-Cookie is kept, for at most its `s-maxage` and the cache's TTL.
 *
 * Every stored answer gets an ETag (of its bytes, nonce aside) and Last-Modified (its render time) and conditional
 * requests are answered 304. A page's hit gets a fresh CSP nonce, as a render would.
 */

const LANGUAGE_COOKIE = "locale";

/** What the cache needs to know of a request, from a web Request or from Node's IncomingMessage alike. */
export interface RequestFacts {
  method: string;
  /** The path and query string, as the WHATWG URL parser normalises them. */
  address: string;
  header(name: string): string | undefined;
}

const factsOfRequest = (request: Request): RequestFacts => {
  const url = new URL(request.url);
  return { method: request.method, address: url.pathname + url.search, header: (name) => request.headers.get(name) ?? undefined };
};

/** The cache key, or undefined when the request must be answered for this caller alone. */
export function anonymousKey(request: RequestFacts): string | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  if (request.header("authorization") !== undefined) return undefined;
  let language = "";
  for (const part of (request.header("cookie") ?? "").split(";")) {
    const cookie = part.trim();
    if (!cookie) continue;
    const [name, value = ""] = cookie.split("=", 2);
    if (name !== LANGUAGE_COOKIE) return undefined;
    language = value;
  }
  // An API answer's language follows Accept-Language (when ?lang, in the address, does not say); a page's is in its address.
  const accepted = request.address.startsWith("/api/") ? acceptedLocale(request.header("accept-language")) : "";
  return `${language}|${accepted}|${request.address}`;
}

function storable(response: Response): number | undefined {
  if (response.status !== 200 || response.headers.has("set-cookie")) return undefined;
  if (!/^(text\/html|application\/json)\b/.test(response.headers.get("content-type") ?? "")) return undefined;
  const cacheControl = response.headers.get("cache-control")?.toLowerCase() ?? "";
  if (!/\bpublic\b/.test(cacheControl) || /\b(private|no-store)\b/.test(cacheControl)) return undefined;
  const sMaxAge = /\bs-maxage=(\d+)/.exec(cacheControl)?.[1];
  return sMaxAge === undefined ? Infinity : Number(sMaxAge);
}

const httpDate = (ms: number) => new Date(ms).toUTCString();

/** RFC 9110: If-None-Match wins over If-Modified-Since; weak comparison for GET. */
function notModified(request: RequestFacts, page: CachedPage): boolean {
  const ifNoneMatch = request.header("if-none-match");
  if (ifNoneMatch !== undefined)
    return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || tag.trim().replace(/^W\//, "") === page.etag.replace(/^W\//, ""));
  const since = Date.parse(request.header("if-modified-since") ?? "");
  return !Number.isNaN(since) && page.renderedAt <= since;
}

/** An answer as plain values, for a web Response (below) or Node's ServerResponse (front-door.ts). */
export interface PlainAnswer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: Buffer | null;
}

/** The bytes between the nonces joined with another nonce: the page as if it had been rendered with that one. */
function withNonce(parts: Buffer[], between: Buffer): Buffer {
  if (parts.length === 1) return parts[0]!;
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [between, part])));
}

/** The smallest body the app compresses (app.ts gives it to hono's compressor), stored answers included. */
export const COMPRESS_FROM = 1024;

/** Accept-Encoding accepts gzip: named without q=0, or, when not named, through `*` without q=0. */
function acceptsGzip(header = ""): boolean {
  const weights = new Map(
    header.split(",").map((item) => {
      const [name = "", ...parameters] = item.split(";").map((part) => part.trim().toLowerCase());
      return [name, !parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter))] as const;
    }),
  );
  return weights.get("gzip") ?? weights.get("*") ?? false;
}

/**
 * A stored answer for this request: 304 when the caller's copy is current, the body with `nonce` otherwise, gzipped
 * from the parts compressed when it was stored when the request accepts it (as the app's compressor would, with
 * `Vary: Accept-Encoding` on every body that could have been).
 */
export function cachedAnswer(request: RequestFacts, page: CachedPage, nonce: string, cache: "hit" | "miss" = "hit"): PlainAnswer {
  const headers = Object.fromEntries(page.headers);
  const { deflated } = page;
  headers.etag = page.etag;
  headers["last-modified"] = httpDate(page.renderedAt);
  // Every answer of the page says what it varies on, a 304 and a HEAD included (RFC 9110, 15.4.5).
  headers.vary = varyingOn(headers.vary, deflated ? ["Cookie", "Accept-Encoding"] : ["Cookie"]);
  headers["x-cache"] = cache;
  if (notModified(request, page)) {
    delete headers["content-type"];
    return { status: 304, headers, body: null };
  }
  const between = Buffer.from(nonce);
  // A HEAD gets the headers its GET would get, the length of the gzip included.
  const answer = (body: Buffer) => {
    headers["content-length"] = String(body.byteLength);
    return { status: page.status, headers, body: request.method === "HEAD" ? null : body };
  };
  if (!deflated || !acceptsGzip(request.header("accept-encoding")) || !fitsGap(page.parts, deflated, between)) return answer(withNonce(page.parts, between));
  headers["content-encoding"] = "gzip";
  return answer(gzipJoined(page.parts, deflated, between));
}

/** A Vary header that names `names` too, each once. */
function varyingOn(vary: string | undefined, names: string[]): string {
  const named = new Set((vary ?? "").split(",").map((name) => name.trim().toLowerCase()));
  return [vary, ...names.filter((name) => !named.has(name.toLowerCase()))].filter(Boolean).join(", ");
}

const toResponse = ({ status, headers, body }: PlainAnswer) =>
  new Response(body && new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), { status, headers });

/** The body's bytes, in an allocation of their own (not Node's shared pool), as views between the nonce's copies. */
function splitAtNonce(body: string, nonce: string): Buffer[] {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(body));
  bytes.write(body);
  if (!nonce) return [bytes];
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(nonce); at !== -1; at = bytes.indexOf(nonce, from)) {
    parts.push(bytes.subarray(from, at));
    from = at + Buffer.byteLength(nonce);
  }
  return [...parts, bytes.subarray(from)];
}

/**
 * Split at the nonce the body was rendered with, so a hit can put its own in its place without decoding the page, and
 * each part compressed once when the body is one the app's compressor would compress, so a hit that accepts gzip need
 * not compress the page again.
 */
function toStored(body: string, nonce: string, response: Response, route: string, renderedAt: number): CachedPage {
  const parts = splitAtNonce(body, nonce);
  const gap = Buffer.byteLength(nonce);
  const size = parts.reduce((sum, part) => sum + part.byteLength, (parts.length - 1) * gap);
  // The ETag of the bytes between the nonces: the same for every nonce a hit puts there.
  const hash = createHash("sha1");
  for (const part of parts) hash.update(part);
  return {
    status: response.status,
    headers: [...response.headers].filter(([name]) => name !== "content-length" && name !== "x-request-id"),
    parts,
    ...(size >= COMPRESS_FROM ? { deflated: deflateParts(parts, gap) } : {}),
    route,
    etag: `W/"${hash.digest("base64url")}"`,
    renderedAt,
  };
}

export function pageCache(cache: PublicCache, now: () => number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // With the cache off (or a request that carries credentials) nothing is looked up: no URL is parsed for it.
    if (!cache.enabled || c.req.header("authorization") !== undefined) return next();
    const request = factsOfRequest(c.req.raw);
    const key = anonymousKey(request);
    if (key === undefined) return next();
    const nonce = c.get("secureHeadersNonce") ?? "";
    const hit = await cache.page(key);
    if (hit) {
      c.res = toResponse(cachedAnswer(request, hit, nonce));
      return;
    }
    const generation = await cache.generation();
    await next();
    const ttl = c.req.method === "GET" ? storable(c.res) : undefined;
    if (ttl === undefined) return;
    const page = toStored(await c.res.text(), nonce, c.res, routePath(c), Math.floor(now() / 1000) * 1000);
    cache.storePage(key, page, generation, ttl);
    c.res = undefined;
    c.res = toResponse(cachedAnswer(request, page, nonce, "miss"));
  };
}

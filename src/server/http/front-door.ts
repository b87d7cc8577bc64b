import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import type { Deps } from "#server/deps.ts";
import type { AppEnv } from "./api.ts";
import { recordRequest } from "./metrics-route.ts";
import { anonymousKey, cachedAnswer, type PlainAnswer, type RequestFacts } from "./page-cache.ts";
import { requestIdOf } from "./request-info.ts";
import { newNonce, securityHeaders } from "./security-headers.ts";

/**
 * The server's request listener. What needs no app logic is answered here from memory, written straight to Node's
 * response without the web Request, Response and Headers objects a request through Hono is made of
 * (docs/performance.md, "Front door"):
 *
 * - anonymous hits of the public cache (pages and public API reads), with the same headers the app would send:
 *   a fresh nonce and its CSP for a page, the data headers for JSON, X-Request-Id, gzip when accepted (made from the
 *   page's parts compressed when it was stored: cachedAnswer);
 * - `/healthz`, whose answer never changes: the app's own answer, asked once and replayed.
 *
 * Everything else, and everything while the process is not ready, goes to the app.
 */
export function frontDoor(app: Hono<AppEnv>, deps: Deps, ready: () => boolean): RequestListener {
  const toApp = getRequestListener(app.fetch, { hostname: deps.config.HOST });
  const security = securityHeaders(deps.config);
  let health: Promise<PlainAnswer | undefined> | undefined;

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    if (!ready()) return false;
    const started = performance.now();
    const facts = factsOf(request);
    if (!facts) return false;
    let found: { answer: PlainAnswer; route: string } | undefined;
    if (facts.address === "/healthz" && facts.method === "GET") {
      health ??= askOnce(app, "/healthz").catch(() => undefined);
      const replay = await health;
      if (!replay) health = undefined;
      else found = { answer: replay, route: "/healthz" };
    } else {
      found = await fromCache(facts);
    }
    if (!found) return false;
    const requestId = requestIdOf(facts.header("x-request-id"));
    const { status, headers, body } = found.answer;
    response.writeHead(status, { ...headers, "x-request-id": requestId });
    if (body) response.end(body);
    else response.end();
    const path = facts.address.split("?", 1)[0]!;
    recordRequest(deps, { requestId, method: facts.method, path, route: found.route, status, seconds: (performance.now() - started) / 1000 });
    return true;
  }

  async function fromCache(facts: RequestFacts) {
    const key = deps.publicCache.enabled ? anonymousKey(facts) : undefined;
    // Most requests have no entry: they go on at once, without waiting for the shared generation to be read.
    if (key === undefined || !deps.publicCache.holds(key)) return undefined;
    const page = await deps.publicCache.page(key);
    if (!page) return undefined;
    const isPage = !facts.address.startsWith("/api/");
    const nonce = isPage ? newNonce() : "";
    const stored = cachedAnswer(facts, page, nonce);
    const fixed = isPage ? (await security.pageHeadersFor)(nonce) : { ...(await security.data) };
    // A 304 keeps the browser's copy, whose scripts carry that copy's nonce: no new policy with it (as in app.ts).
    if (isPage && stored.status === 304) delete fixed["content-security-policy"];
    return { answer: { ...stored, headers: { ...fixed, ...stored.headers } }, route: page.route };
  }

  return (request, response) => {
    answer(request, response).then(
      async (answered) => {
        if (!answered) await toApp(request, response);
      },
      async (error: unknown) => {
        deps.logger.error({ err: error }, "front door: could not answer from memory");
        if (!response.headersSent) await toApp(request, response);
        else if (!response.writableEnded) response.destroy();
      },
    );
  };
}

/**
 * The request as the cache sees it, its address parsed as the app parses it (`http://host` + the target), or
 * undefined for a target the app itself refuses (not origin-form, or a backslash in the path: 400 there).
 */
function factsOf(request: IncomingMessage): RequestFacts | undefined {
  const target = request.url ?? "";
  const path = target.split("?", 1)[0]!;
  if (!target.startsWith("/") || path.includes("\\")) return undefined;
  let url: URL;
  try {
    url = new URL(`http://front-door${target}`);
  } catch {
    return undefined;
  }
  return {
    method: request.method ?? "GET",
    address: url.pathname + url.search,
    header: (name) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(", ") : value;
    },
  };
}

/** The app's answer to a request, as plain values to replay (without its request id), when it is a 200. */
async function askOnce(app: Hono<AppEnv>, path: string): Promise<PlainAnswer | undefined> {
  const answer = await app.request(path);
  if (answer.status !== 200) return undefined;
  const headers = Object.fromEntries([...answer.headers].filter(([name]) => name !== "x-request-id"));
  return { status: 200, headers, body: Buffer.from(await answer.arrayBuffer()) };
}

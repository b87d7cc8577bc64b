import { timingSafeEqual } from "node:crypto";
import type { Hono } from "hono";
import type { Deps } from "#server/deps.ts";
import type { AppContext, AppEnv } from "./api.ts";
import { peerAddress } from "./request-info.ts";

/**
 * Records a request in the latency histogram, labelled by the route pattern that answered it, and writes its log
 * line (at `info`): for the app's requests and for those the front door answers itself (front-door.ts).
 */
export function recordRequest(deps: Deps, request: { requestId: string; method: string; path: string; route: string; status: number; seconds: number }) {
  const { requestId, method, path, route, status, seconds } = request;
  deps.metrics.observeRequest(method, route, status, seconds);
  if (deps.logger.isLevelEnabled("info")) deps.logger.info({ reqId: requestId, method, path, status, ms: Math.round(seconds * 1000) }, "request");
}

const sameSecret = (given: string, expected: string) => given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * Whether the caller may read /metrics: a socket address in METRICS_ALLOW (never X-Forwarded-For: the load
 * balancer's own address is in that list, so the public path through it is refused in deploy/nginx.conf as well),
 * or `Authorization: Bearer <METRICS_TOKEN>`.
 */
function mayScrape(c: AppContext): boolean {
  const { METRICS_ALLOW, METRICS_TOKEN } = c.var.deps.config;
  const bearer = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1];
  if (METRICS_TOKEN && bearer) return sameSecret(bearer, METRICS_TOKEN);
  const peer = peerAddress(c);
  return peer !== undefined && METRICS_ALLOW.includes(peer) && !c.req.header("x-forwarded-for");
}

/** GET /metrics in Prometheus' text format; 404 to anyone not allowed, so its existence is not advertised. */
export function metricsRoute(app: Hono<AppEnv>) {
  app.get("/metrics", async (c) => {
    if (!mayScrape(c)) return c.text("Not Found", 404);
    const { registry } = c.var.deps.metrics;
    return c.body(await registry.metrics(), 200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" });
  });
}

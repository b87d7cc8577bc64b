import { Hono } from "hono";
import { compress } from "hono/compress";
import { routePath } from "hono/route";
import type { SsrRequestContext } from "#contracts/ssr.ts";
import type { Deps } from "./deps.ts";
import { ApiRouter, type AppContext, type AppEnv } from "./http/api.ts";
import { declaredBodyLimit, webBodyLimit } from "./http/body-limit.ts";
import { mergedSlashes } from "./http/merged-slashes.ts";
import { fromDomainError } from "./http/domain-errors.ts";
import { ApiError, errorResponse } from "./http/errors.ts";
import { openApiDocument, openApiHtml } from "./http/openapi.ts";
import { apiOriginGuard, isInProcess, markInProcess, webOriginGuard } from "./http/origin.ts";
import { metricsRoute, recordRequest } from "./http/metrics-route.ts";
import { COMPRESS_FROM, pageCache } from "./http/page-cache.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { requestIdOf, requestLocale } from "./http/request-info.ts";
import { attachmentsRoutes } from "./modules/attachments/attachments.routes.ts";
import { contactRoutes } from "./modules/contact/contact.routes.ts";
import { editionRoutes } from "./modules/contest/edition.routes.ts";
import { entriesRoutes } from "./modules/contest/entries.routes.ts";
import { assignmentsRoutes } from "./modules/judging/assignments.routes.ts";
import { conflictsRoutes } from "./modules/judging/conflicts.routes.ts";
import { marksRoutes } from "./modules/judging/marks.routes.ts";
import { overviewRoutes } from "./modules/judging/overview.routes.ts";
import { uploadRoutes } from "./modules/contest/uploads.ts";
import { drawRoutes } from "./modules/draw/draw.routes.ts";
import { fundsDataRoutes } from "./modules/funds-data/data.routes.ts";
import { performanceRoutes } from "./modules/funds-data/performance.routes.ts";
import { investmentRoutes } from "./modules/funds-data/investments.routes.ts";
import { reportRoutes } from "./modules/funds-data/reports.routes.ts";
import { luckyRoutes } from "./modules/draw/lucky.routes.ts";
import { eventsLogRoutes } from "./modules/audit/events-log.routes.ts";
import { controlRoomRoutes } from "./modules/control-room/control-room.routes.ts";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.ts";
import { statisticsRoutes } from "./modules/statistics/statistics.routes.ts";
import { identityRoutes } from "./modules/identity/signin.routes.ts";
import { registrationRoutes } from "./modules/identity/registration.routes.ts";
import { recoveryRoutes } from "./modules/identity/recovery.routes.ts";
import { newsRoutes } from "./modules/news/news.routes.ts";
import { pagesRoutes } from "./modules/pages/pages.routes.ts";
import { profileRoutes } from "./modules/identity/profile-edit.routes.ts";
import { usersRoutes } from "./modules/users/users.routes.ts";
import { referralRoutes } from "./modules/referrals/referrals.routes.ts";
import { settingsRoutes } from "./modules/settings/settings.routes.ts";
import { subscribersRoutes } from "./modules/subscribers/subscribers.routes.ts";
import { announcementsRoutes } from "./modules/announcements/announcements.routes.ts";
import { resultsRoutes } from "./modules/results/results.routes.ts";
import { contractRoutes } from "./modules/funds/contracts.routes.ts";
import { investorOrderRoutes } from "./modules/funds/investor.routes.ts";
import { holidayRoutes } from "./modules/funds/holidays.routes.ts";
import { statementRoutes } from "./modules/funds/statements.routes.ts";
import { navRoutes } from "./modules/funds/nav.routes.ts";
import { orderRoutes } from "./modules/funds/orders.routes.ts";

/** Renders every non-API request; supplied by main.ts (built app) or dev.ts (Vite). */
export type WebHandler = (request: Request, context: SsrRequestContext) => Promise<Response>;

export interface AppOptions {
  web?: WebHandler;
  /** Serves /assets/* and other built files before the web handler sees the request. */
  staticFiles?: Hono<AppEnv>;
  /**
   * False while the process migrates and seeds after it began listening (main.ts): every request but /readyz and
   * /metrics gets 503 (the load balancer retries it on another process), /healthz included, so whatever waits for
   * /healthz (tests, benches, supervisors) waits until the process serves.
   */
  ready?: () => boolean;
}

const ALWAYS_ANSWERED = new Set(["/readyz", "/metrics"]);

export function buildApp(deps: Deps, options: AppOptions = {}) {
  const { config, logger, database } = deps;
  const app = new Hono<AppEnv>();

  const security = securityHeaders(config);
  const isData = (path: string) => path.startsWith("/api/") || path.startsWith("/assets/") || path === "/healthz" || ALWAYS_ANSWERED.has(path);
  const compressor = compress({ threshold: COMPRESS_FROM });

  // The front of every request, kept cheap (docs/performance.md, "Middleware chain"): a data answer's fixed headers
  // go in before its handler builds the response, so the JSON fast path of @hono/node-server is kept; only a
  // response a handler built itself (a file, a PDF) gets them afterwards.
  app.use(async (c, next) => {
    const requestId = requestIdOf(c.req.header("x-request-id"));
    c.set("requestId", requestId);
    c.set("deps", deps);
    c.set("locale", requestLocale(c));
    const started = performance.now();
    const path = c.req.path;
    if (isInProcess(c.req.raw)) {
      // The web app reads only the JSON of its own calls: no browser sees these headers, nothing to compress.
      await next();
    } else if (!isData(path)) {
      await security.pages(c, next);
      // A 304 lets the browser keep the page it has, whose scripts carry that page's nonce: a policy with this
      // request's nonce would replace the stored one and block them. Without one, the stored policy stays.
      if (c.res.status === 304) c.res.headers.delete("Content-Security-Policy");
      c.header("X-Request-Id", requestId);
    } else {
      const fixed = Object.entries(await security.data);
      for (const [name, value] of fixed) c.header(name, value);
      c.header("X-Request-Id", requestId);
      // Handlers may be stricter (e.g. "private, no-store" on personal files); the API's default is never to cache.
      if (path.startsWith("/api/")) c.header("Cache-Control", "no-store");
      await next();
      const headers = c.res.headers;
      if (headers.get("Content-Type") === "application/pdf") for (const [name, value] of Object.entries(await security.framedPdf)) headers.set(name, value);
      else if (!headers.has("X-Request-Id")) for (const [name, value] of fixed) headers.set(name, value);
      if (!headers.has("X-Request-Id")) headers.set("X-Request-Id", requestId);
      if (path.startsWith("/api/") && !headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
    }
    recordRequest(deps, { requestId, method: c.req.method, path, route: routePath(c), status: c.res.status, seconds: (performance.now() - started) / 1000 });
  });
  // Pages and API answers of a known size from 1 KiB; a probe's few bytes are not worth a compressor.
  const uncompressed = (c: AppContext) => c.req.path === "/healthz" || c.req.path === "/readyz" || isInProcess(c.req.raw);
  app.use((c, next) => (uncompressed(c) ? next() : compressor(c, next)));

  const ready = options.ready ?? (() => true);
  if (options.ready)
    app.use(async (c, next) => (ready() || ALWAYS_ANSWERED.has(c.req.path) ? next() : c.json({ status: "starting" }, 503, { "Retry-After": "1" })));
  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    if (!ready()) return c.json({ status: "starting", database: database.dialect }, 503);
    return (await database.isReachable())
      ? c.json({ status: "ok", database: database.dialect })
      : c.json({ status: "unavailable", database: database.dialect }, 503);
  });
  metricsRoute(app);

  const api = new ApiRouter();
  contactRoutes(api);
  identityRoutes(api);
  registrationRoutes(api);
  recoveryRoutes(api);
  dashboardRoutes(api);
  pagesRoutes(api);
  newsRoutes(api);
  // Before usersRoutes and orderRoutes: /users/aff and /order/orderafff would otherwise match /users/:id, /order/:id.
  referralRoutes(api);
  usersRoutes(api);
  profileRoutes(api);
  editionRoutes(api);
  attachmentsRoutes(api);
  entriesRoutes(api);
  assignmentsRoutes(api);
  marksRoutes(api);
  conflictsRoutes(api);
  overviewRoutes(api);
  settingsRoutes(api);
  subscribersRoutes(api);
  announcementsRoutes(api);
  luckyRoutes(api);
  resultsRoutes(api);
  drawRoutes(api);
  navRoutes(api);
  investorOrderRoutes(api);
  orderRoutes(api);
  holidayRoutes(api);
  statementRoutes(api);
  contractRoutes(api);
  fundsDataRoutes(api);
  performanceRoutes(api);
  investmentRoutes(api);
  reportRoutes(api);
  eventsLogRoutes(api);
  controlRoomRoutes(api);
  statisticsRoutes(api);
  const document = openApiDocument(api.operations, config.PUBLIC_URL);
  api.hono.get("/openapi.json", (c) => c.json(document));
  api.hono.get("/docs", (c) => c.html(openApiHtml(document)));
  api.hono.notFound(() => {
    throw new ApiError("NOT_FOUND");
  });

  app.use("/api/*", apiOriginGuard);
  // Uploads stream their body and enforce their own, larger limit while reading (Operation.multipart).
  const apiBodyLimit = declaredBodyLimit(config.BODY_LIMIT_BYTES, () => {
    throw new ApiError("PAYLOAD_TOO_LARGE");
  });
  const streamsOwnBody = api.operations
    .filter((op) => op.multipart)
    .flatMap((op) => op.paths.map((path) => ({ method: op.method.toUpperCase(), pattern: new RegExp(`^/api/v1${path.replace(/:\w+/g, "[^/]+")}$`) })));
  // A GET or HEAD has no body to limit (and asking for it would build the whole web Request object for nothing).
  app.use("/api/*", (c, next) =>
    c.req.method === "GET" || c.req.method === "HEAD" || streamsOwnBody.some((route) => route.method === c.req.method && route.pattern.test(c.req.path))
      ? next()
      : apiBodyLimit(c, next),
  );
  // Anonymous reads of public content (Operation.sharedWhenAnonymous), from the same cache as the pages.
  const publicAnswers = pageCache(deps.publicCache, () => deps.clock.now().getTime());
  app.use("/api/*", publicAnswers);
  app.route("/api/v1", api.hono);
  app.all("/api/*", () => {
    throw new ApiError("NOT_FOUND");
  });

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error, c.var.locale);
    const answered = fromDomainError(error);
    if (answered) return errorResponse(c, answered, c.var.locale);
    logger.error({ reqId: c.var.requestId, err: error }, "unhandled error");
    return errorResponse(c, new ApiError("INTERNAL"), c.var.locale);
  });

  // Resumable uploads of entry files (tus); they stream and limit their own bodies. They accept the session
  // cookie, so they follow the API's origin rule.
  app.use("/uploads", apiOriginGuard);
  app.use("/uploads/*", apiOriginGuard);
  app.route("/", uploadRoutes(deps).hono);

  if (options.staticFiles) app.route("/", options.staticFiles);
  const web = options.web;
  if (web) {
    app.use("*", mergedSlashes, publicAnswers, webOriginGuard, webBodyLimit(api.operations));
    app.all("*", (c) =>
      web(c.req.raw, {
        nonce: c.get("secureHeadersNonce") ?? "",
        publicUrl: config.PUBLIC_URL,
        fetchApi: async (path, init = {}) => {
          const headers = new Headers(init.headers);
          for (const name of ["cookie", "authorization", "user-agent"]) {
            const value = c.req.header(name);
            if (value && !headers.has(name)) headers.set(name, value);
          }
          headers.set("accept-language", init.locale ?? c.var.locale);
          if (init.body && !headers.has("content-type")) headers.set("content-type", "application/json");
          return app.fetch(markInProcess(new Request(new URL(`/api/v1${path}`, c.req.url), { ...init, headers })), c.env);
        },
      }),
    );
  }
  return app;
}

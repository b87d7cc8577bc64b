import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { translateShared } from "#contracts/messages.ts";
import type { SsrRequestContext } from "#contracts/ssr.ts";
import type { Deps } from "./deps.ts";
import { ApiRouter, type AppEnv } from "./http/api.ts";
import { ApiError } from "./http/errors.ts";
import { openApiDocument, openApiHtml } from "./http/openapi.ts";
import { requestLocale } from "./http/request-info.ts";
import { attachmentsRoutes } from "./modules/attachments/routes.ts";
import { contactRoutes } from "./modules/contact/routes.ts";
import { editionRoutes } from "./modules/contest/edition.routes.ts";
import { entriesRoutes } from "./modules/contest/entries.routes.ts";
import { uploadRoutes } from "./modules/contest/uploads.ts";
import { dashboardRoutes } from "./modules/dashboard/routes.ts";
import { identityRoutes } from "./modules/identity/routes.ts";
import { registrationRoutes } from "./modules/identity/registration.routes.ts";
import { recoveryRoutes } from "./modules/identity/recovery.routes.ts";
import { newsRoutes } from "./modules/news/routes.ts";
import { pagesRoutes } from "./modules/pages/routes.ts";
import { profileRoutes } from "./modules/identity/profile-edit.routes.ts";
import { usersRoutes } from "./modules/users/routes.ts";
import { settingsRoutes } from "./modules/settings/routes.ts";
import { subscribersRoutes } from "./modules/subscribers/routes.ts";

/** Renders every non-API request; supplied by main.ts (built app) or dev.ts (Vite). */
export type WebHandler = (request: Request, context: SsrRequestContext) => Promise<Response>;

export interface AppOptions {
  web?: WebHandler;
  /** Serves /assets/* and other built files before the web handler sees the request. */
  staticFiles?: Hono<AppEnv>;
}

export function buildApp(deps: Deps, options: AppOptions = {}) {
  const { config, logger, database } = deps;
  const app = new Hono<AppEnv>();

  app.use(compress());
  app.use(requestId());
  app.use(async (c, next) => {
    c.set("deps", deps);
    c.set("locale", requestLocale(c));
    const started = performance.now();
    await next();
    // Set again: responses built by the web handler replace the headers set before it ran.
    c.header("X-Request-Id", c.var.requestId);
    logger.info({ reqId: c.var.requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, "request");
  });
  const common: Omit<NonNullable<Parameters<typeof secureHeaders>[0]>, "contentSecurityPolicy"> = {
    strictTransportSecurity: config.behindTls ? "max-age=31536000; includeSubDomains" : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: "strict-origin-when-cross-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  };
  // Pages get a CSP with a fresh nonce for their inline scripts; data answers never run scripts, so theirs is fixed.
  const pageHeaders = secureHeaders({
    ...common,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(config.behindTls ? { upgradeInsecureRequests: [] } : {}),
    },
  });
  const isData = (path: string) => path.startsWith("/api/") || path.startsWith("/assets/") || path === "/healthz" || path === "/readyz";
  const dataHeaders = secureHeaders({ ...common, contentSecurityPolicy: { defaultSrc: ["'none'"], styleSrc: ["'unsafe-inline'"], frameAncestors: ["'none'"] } });
  // A PDF the API serves (an entry's essay) may be shown inside our own pages, in the browser's PDF viewer.
  const framedPdfHeaders = secureHeaders({ ...common, contentSecurityPolicy: { defaultSrc: ["'none'"], styleSrc: ["'unsafe-inline'"], frameAncestors: ["'self'"] } });
  app.use(async (c, next) => {
    await next();
    if (isData(c.req.path) && c.res.headers.get("Content-Type") === "application/pdf") await framedPdfHeaders(c, async () => {});
  });
  app.use((c, next) => (isData(c.req.path) ? dataHeaders : pageHeaders)(c, next));

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) =>
    (await database.isReachable()) ? c.json({ status: "ok", database: database.dialect }) : c.json({ status: "unavailable", database: database.dialect }, 503),
  );

  const api = new ApiRouter();
  contactRoutes(api);
  identityRoutes(api);
  registrationRoutes(api);
  recoveryRoutes(api);
  dashboardRoutes(api);
  pagesRoutes(api);
  newsRoutes(api);
  usersRoutes(api);
  profileRoutes(api);
  editionRoutes(api);
  attachmentsRoutes(api);
  entriesRoutes(api);
  settingsRoutes(api);
  subscribersRoutes(api);
  const document = openApiDocument(api.operations, config.PUBLIC_URL);
  api.hono.get("/openapi.json", (c) => c.json(document));
  api.hono.get("/docs", (c) => c.html(openApiHtml(document)));
  api.hono.notFound(() => {
    throw new ApiError("NOT_FOUND");
  });

  // Uploads stream their body and enforce their own, larger limit while reading (Operation.multipart).
  const apiBodyLimit = bodyLimit({ maxSize: config.BODY_LIMIT_BYTES, onError: () => { throw new ApiError("PAYLOAD_TOO_LARGE"); } });
  const streamsOwnBody = api.operations
    .filter((op) => op.multipart)
    .flatMap((op) => op.paths.map((path) => ({ method: op.method.toUpperCase(), pattern: new RegExp(`^/api/v1${path.replace(/:\w+/g, "[^/]+")}$`) })));
  app.use("/api/*", (c, next) =>
    streamsOwnBody.some((route) => route.method === c.req.method && route.pattern.test(c.req.path)) ? next() : apiBodyLimit(c, next),
  );
  app.use("/api/*", async (c, next) => {
    await next();
    // Handlers may be stricter (e.g. "private, no-store" on personal files); the default is never to cache.
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });
  app.route("/api/v1", api.hono);
  app.all("/api/*", () => {
    throw new ApiError("NOT_FOUND");
  });

  app.onError((error, c) => {
    const apiError = error instanceof ApiError ? error : new ApiError("INTERNAL");
    if (!(error instanceof ApiError)) logger.error({ reqId: c.var.requestId, err: error }, "unhandled error");
    const locale = c.var.locale;
    for (const [name, value] of Object.entries(apiError.headers)) c.header(name, value);
    return c.json(
      {
        error: apiError.code,
        message: translateShared(locale, apiError.messageKey, apiError.vars),
        ...(apiError.details ? { details: apiError.details.map((d) => ({ path: d.path, message: translateShared(locale, d.messageKey) })) } : {}),
      },
      apiError.status as 400,
    );
  });

  // Resumable uploads of entry files (tus); they stream and limit their own bodies.
  app.route("/", uploadRoutes(deps).hono);

  if (options.staticFiles) app.route("/", options.staticFiles);
  const web = options.web;
  if (web) {
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
          return app.fetch(new Request(new URL(`/api/v1${path}`, c.req.url), { ...init, headers }), c.env);
        },
      }),
    );
  }
  return app;
}

import { getCookie } from "hono/cookie";
import type { MiddlewareHandler } from "hono";
import { SESSION_COOKIE } from "#contracts/identity.ts";
import { translateShared } from "#contracts/messages.ts";
import type { AppContext, AppEnv } from "./api.ts";
import { ApiError } from "./errors.ts";

/**
 * Requests the server built itself: the web app's in-process API calls, made while serving a request that
 * already passed the origin check. Membership is an object identity no byte on the wire can produce.
 */
const builtInProcess = new WeakSet<Request>();

export function markInProcess(request: Request): Request {
  builtInProcess.add(request);
  return request;
}

/** A request the web app made to the API while rendering: its answer is read by our own code, never by a browser. */
export const isInProcess = (request: Request) => builtInProcess.has(request);

/**
 * An in-process call's JSON answer: the web app parses it from the string the API wrote, with no byte stream in
 * between (a Response's body would be encoded to UTF-8, streamed, decoded and parsed: ~5 % of an uncached render).
 * Status and headers are those of `answer` (the handler's, with those set on the context); `json()` and `text()`
 * may be read more than once.
 */
export class InProcessJson extends Response {
  readonly #json: string;
  constructor(json: string, answer: Response) {
    super(null, answer);
    this.#json = json;
  }
  override json(): Promise<unknown> {
    return Promise.resolve(JSON.parse(this.#json));
  }
  override text(): Promise<string> {
    return Promise.resolve(this.#json);
  }
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request comes from one of our own pages: built in-process, or sent by a browser that says so
 * (`Origin` is our public origin or the origin it addressed; without `Origin`, `Sec-Fetch-Site: same-origin`).
 * A request that says neither is not trusted: every browser in use sends one of them with a POST.
 */
function comesFromOwnOrigin(c: AppContext): boolean {
  if (isInProcess(c.req.raw)) return true;
  const origin = c.req.header("origin");
  if (origin !== undefined) return origin === new URL(c.var.deps.config.PUBLIC_URL).origin || origin === new URL(c.req.url).origin;
  return c.req.header("sec-fetch-site") === "same-origin";
}

const changesState = (c: AppContext) => !safeMethods.has(c.req.method);

/**
 * CSRF defence of the API: a state change authenticated by the session cookie must come from our own origin.
 * A bearer token is never sent by a browser on its own, so requests carrying one are not affected.
 */
export const apiOriginGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const bearer = c.req.header("authorization")?.toLowerCase().startsWith("bearer ");
  if (changesState(c) && !bearer && getCookie(c, SESSION_COOKIE) && !comesFromOwnOrigin(c)) {
    throw new ApiError("FORBIDDEN", { messageKey: "errors.crossOrigin" });
  }
  await next();
};

/** The same rule for the web app's form actions (sign-in, sign-out, every form): they act as the visitor. */
export const webOriginGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (changesState(c) && !comesFromOwnOrigin(c)) return c.text(translateShared(c.var.locale, "errors.crossOrigin"), 403);
  await next();
};

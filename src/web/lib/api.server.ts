import { redirect, type RouterContextProvider } from "react-router";
import type { z } from "#contracts/zod.ts";
import type { ErrorBody } from "#contracts/envelope.ts";
import { SESSION_COOKIE } from "#contracts/identity.ts";
import type { Locale } from "#contracts/locale.ts";
import { pathTo } from "#web/routing/site-map.ts";
import { ssrContext } from "./ssr-context.ts";

export const clearedSessionCookie = `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

/** Calls whose 401 answers a sign-in attempt or a "who is this?" probe rather than meaning the session is gone. */
const signInAnswers = new Set(["POST /auth/signin", "POST /auth/oidc/link", "GET /auth/profile", "POST /auth/logout"]);

export type ApiResult<T> = { ok: true; status: number; data: T; message?: string } | { ok: false; status: number; error: ErrorBody };

/**
 * The web app's one way to reach the API: in-process, as the visitor, in the page's language.
 * `schema` describes `data`; the contracts are shared with the API, so this is a type, not a re-check.
 */
export function apiClient(context: Readonly<RouterContextProvider>, locale: Locale) {
  const { fetchApi } = context.get(ssrContext);
  async function call<S extends z.ZodType>(
    path: string,
    _schema: S,
    init: { method?: string; body?: unknown; whole?: boolean; forward?: Request } = {},
  ): Promise<ApiResult<z.infer<S>>> {
    const response = await fetchApi(path, {
      method: init.method ?? "GET",
      locale,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      // A form upload goes on as the same stream: nothing is buffered here, the API enforces its limits while reading.
      ...(init.forward ? { body: init.forward.body, headers: { "content-type": init.forward.headers.get("content-type") ?? "" }, duplex: "half" } : {}),
    });
    const method = init.method ?? "GET";
    // The spec's rule: a 401 or 403 signs the visitor out (here and in the browser) and sends them to sign in.
    if ((response.status === 401 || response.status === 403) && !signInAnswers.has(`${method} ${path.split("?")[0]}`)) {
      throw redirect(pathTo(locale, "userLogin"), { headers: { "Set-Cookie": clearedSessionCookie } });
    }
    const payload = (await response.json()) as { data: z.infer<S>; message?: string } | ErrorBody;
    if (response.ok && "data" in payload) return { ok: true, status: response.status, data: init.whole ? (payload as z.infer<S>) : payload.data, ...(payload.message ? { message: payload.message } : {}) };
    return { ok: false, status: response.status, error: payload as ErrorBody };
  }
  return {
    get: <S extends z.ZodType>(path: string, schema: S) => call(path, schema),
    /** List calls answer `{ data, current_page, total, per_page }`; `schema` describes that whole body. */
    list: <S extends z.ZodType>(path: string, schema: S) => call(path, schema, { whole: true }),
    post: <S extends z.ZodType>(path: string, schema: S, body: unknown) => call(path, schema, { method: "POST", body }),
    put: <S extends z.ZodType>(path: string, schema: S, body: unknown) => call(path, schema, { method: "PUT", body }),
    delete: <S extends z.ZodType>(path: string, schema: S) => call(path, schema, { method: "DELETE" }),
    /** Passes the visitor's multipart form (e.g. a file upload) to a POST call, unread. */
    forward: <S extends z.ZodType>(path: string, schema: S, request: Request) => call(path, schema, { method: "POST", forward: request }),
  };
}

import { data as failWith, redirect, type RouterContextProvider } from "react-router";
import type { ErrorBody } from "#contracts/envelope.ts";
import { SESSION_COOKIE } from "#contracts/identity.ts";
import { getAuthProfile, postAuthLogout, postAuthOidcLink, postAuthSignin } from "#contracts/identity.operations.ts";
import type { Locale } from "#contracts/locale.ts";
import { operationKey, type Operation } from "#contracts/operation.ts";
import { getJuryBallot, putJuryBallot } from "#contracts/results.operations.ts";
import type { z } from "#contracts/zod.ts";
import { pathTo } from "#web/routing/site-map.ts";
import { ssrContext } from "./ssr-context.ts";

export const clearedSessionCookie = `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

/** Calls whose 401 answers a sign-in attempt or a "who is this?" probe rather than meaning the session is gone. */
const signInAnswers = new Set<string>([postAuthSignin, postAuthOidcLink, getAuthProfile, postAuthLogout].map(operationKey));
/** Calls whose 403 answers "not for you" to someone signed in (a judge not on the jury), so the page can say so. */
const forbiddenAnswers = new Set<string>([getJuryBallot, putJuryBallot].map(operationKey));

export type ApiResult<T> = { ok: true; status: number; data: T; message?: string } | { ok: false; status: number; error: ErrorBody };

type Method = "GET" | "POST" | "PUT" | "DELETE";
/** Extra request headers, e.g. the Idempotency-Key of a buy order. */
type Headers = { headers?: Record<string, string> };

/** "/users/:id" with `{ id: 7 }` and `{ page: 2 }` → "/users/7?page=2" (undefined query values are left out). */
export function fillPath(path: string, options: { params?: Record<string, unknown>; query?: string | URLSearchParams | Record<string, unknown> } = {}): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(options.params?.[name] ?? "")));
  const { query } = options;
  const search =
    typeof query === "string" || query instanceof URLSearchParams
      ? String(query)
      : new URLSearchParams(Object.entries(query ?? {}).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]]))).toString();
  return search ? `${filled}?${search}` : filled;
}

type AllOptional<T> = Partial<T> extends T ? true : false;
type SchemaOf<O extends Operation, K extends "body" | "query" | "params"> = O extends { [P in K]: infer S extends z.ZodType } ? S : undefined;
/** A part of the request typed by its schema's input; one whose every field is optional may be left out. */
type Part<K extends string, S> = S extends z.ZodType
  ? AllOptional<z.input<S>> extends true
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };
/** An upload operation takes the visitor's multipart form, passed on unread, in place of a JSON body. */
type Content<O extends Operation> = O extends { multipart: object }
  ? { forward: Request; body?: never }
  : Part<"body", SchemaOf<O, "body">> & { forward?: never };
export type CallOptions<O extends Operation> = Part<"params", SchemaOf<O, "params">> & Part<"query", SchemaOf<O, "query">> & Content<O> & Headers;
/** What a call hands back on success: a paged list's whole body (it has `current_page`), any other answer's `data`. */
export type DataOf<O extends Operation> =
  z.output<O["response"]> extends { current_page: number } ? z.output<O["response"]> : z.output<O["response"]> extends { data: infer D } ? D : never;

/** Whether an answer is a paged list (built with `listBody`), which the client hands back whole. */
const isPagedList = (response: z.ZodType) =>
  "shape" in response && typeof response.shape === "object" && response.shape !== null && "current_page" in response.shape;

/**
 * The web app's one way to reach the API: in-process, as the visitor, in the page's language. `call(operation, …)`
 * takes an operation declared in `src/contracts/<module>.operations.ts`: its params, query and body are typed by the
 * operation's schemas and its answer by its response (ADR 0021). Paged lists hand back their whole body, other calls
 * their `data`.
 */
export function apiClient(context: Readonly<RouterContextProvider>, locale: Locale) {
  const { fetchApi } = context.get(ssrContext);
  type SendOptions = Parameters<typeof fillPath>[1] & { body?: unknown; forward?: Request } & Headers;
  async function send<T>(key: string, paged: boolean, options: SendOptions): Promise<ApiResult<T>> {
    const [method, path] = key.split(" ") as [Method, string];
    const response = await fetchApi(fillPath(path, options), {
      method,
      locale,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.headers ? { headers: options.headers } : {}),
      // A form upload goes on as the same stream: nothing is buffered here, the API enforces its limits while reading.
      ...(options.forward
        ? { body: options.forward.body, headers: { "content-type": options.forward.headers.get("content-type") ?? "" }, duplex: "half" }
        : {}),
    });
    // The spec's rule: a 401 or 403 signs the visitor out (here and in the browser) and sends them to sign in.
    if ((response.status === 401 || (response.status === 403 && !forbiddenAnswers.has(key))) && !signInAnswers.has(key)) {
      throw redirect(pathTo(locale, "userLogin"), { headers: { "Set-Cookie": clearedSessionCookie } });
    }
    const payload = (await response.json()) as { data: unknown; message?: string } | ErrorBody;
    if (!response.ok || !("data" in payload)) return { ok: false, status: response.status, error: payload as ErrorBody };
    const data = (paged ? payload : payload.data) as T;
    return { ok: true, status: response.status, data, ...(payload.message ? { message: payload.message } : {}) };
  }
  return {
    call: <O extends Operation>(
      operation: O,
      ...[options]: AllOptional<CallOptions<O>> extends true ? [options?: CallOptions<O>] : [options: CallOptions<O>]
    ) => send<DataOf<O>>(operationKey(operation), isPagedList(operation.response), (options ?? {}) as SendOptions),
  };
}

/** A loader's answer when the data must be there: the data, or the API's status and message as the page's error. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (!result.ok) throw failWith(result.error.message, { status: result.status });
  return result.data;
}

import type { Context } from "hono";
import { Hono } from "hono";
import type { z } from "zod";
import type { Locale } from "#contracts/locale.ts";
import { translateShared } from "#contracts/messages.ts";
import type { Operation } from "#contracts/operation.ts";
import type { Deps } from "#server/deps.ts";
import { currentUser, type AuthUser } from "./auth.ts";
import { ApiError, jsonWithLength } from "./errors.ts";
import { InProcessJson, isInProcess } from "./origin.ts";

export interface AppEnv {
  Variables: { requestId: string; locale: Locale; deps: Deps; secureHeadersNonce?: string; auth?: Promise<AuthUser | undefined> };
}
export type AppContext = Context<AppEnv>;

/**
 * What a handler returns for a JSON operation: the declared response body (`successBody(x)`: `{ data }`,
 * `listBody(x)`: `{ data, current_page, total, per_page }`) with `messageKey` instead of the translated `message`.
 */
type ResultOf<R extends z.ZodType> = Omit<z.input<R>, "message"> & { messageKey?: string };

/** A handler streams its own `Response` only for operations that declare non-JSON `responseTypes`. */
type HandlerOutput<O extends Operation> = O extends { responseTypes: readonly string[] } ? Response : ResultOf<O["response"]>;

/** What a handler is given: the parsed request, typed by the operation's schemas, and the caller. */
type Input<O extends Operation> = {
  body: O extends { body: infer B extends z.ZodType } ? z.infer<B> : undefined;
  query: O extends { query: infer Q extends z.ZodType } ? z.infer<Q> : undefined;
  params: O extends { params: infer P extends z.ZodType } ? z.infer<P> : undefined;
  /** Absent only where the operation lets anyone in: it is public, or a `publicWith` query opened it. */
  user: O["access"] extends "public" ? AuthUser | undefined : O extends { publicWith: readonly unknown[] } ? AuthUser | undefined : AuthUser;
  c: AppContext;
};

export type Handler<O extends Operation> = (input: Input<O>) => Promise<HandlerOutput<O>>;

/** A Hono router that records each operation so the OpenAPI document can never drift from the handlers. */
export class ApiRouter {
  readonly hono = new Hono<AppEnv>();
  readonly operations: Operation[] = [];

  /** Binds a handler to an operation declared in `src/contracts/<module>.operations.ts`. */
  handle<const O extends Operation>(operation: O, handler: Handler<O>): void {
    for (const path of operation.paths) assertParamsDeclared(operation.method, path, operation.params);
    this.operations.push(operation);
    for (const path of operation.paths) {
      this.hono.on(operation.method.toUpperCase(), path, async (c) => {
        const user = await currentUser(c);
        if (operation.access !== "public" && !opensTo(operation.publicWith, c.req.query())) {
          if (!user) throw new ApiError("UNAUTHENTICATED");
          if (!operation.access.includes(user.role)) throw new ApiError("FORBIDDEN");
        }
        const params = operation.params ? parse(operation.params, c.req.param()) : undefined;
        const body = operation.body ? parse(operation.body, await readJson(c)) : undefined;
        const query = operation.query ? parse(operation.query, c.req.query()) : undefined;
        const result: Response | ResultOf<z.ZodType> = await handler({ body, query, params, user, c } as Input<O>);
        if (result instanceof Response) return result;
        const { messageKey, ...fields } = result;
        const message = messageKey ? translateShared(c.var.locale, messageKey) : undefined;
        const json = JSON.stringify({ ...fields, ...(message ? { message } : {}) });
        const headers: Record<string, string> = { "Content-Type": "application/json" };
        if (operation.sharedWhenAnonymous && !user) Object.assign(headers, { "Cache-Control": "public, no-cache", Vary: "Cookie, Accept-Language" });
        if (isInProcess(c.req.raw)) return new InProcessJson(json, c.body(null, operation.status ?? 200, headers));
        return jsonWithLength(c, json, operation.status ?? 200, headers);
      });
    }
  }
}

/** Whether the request's query is one of the sets that open an operation to anyone (exact values). */
const opensTo = (sets: Operation["publicWith"], query: Record<string, string>) =>
  sets?.some((set) => Object.entries(set).every(([name, value]) => query[name] === value)) ?? false;

/** Every `:name` in a path is declared in `params` and nothing else is, so each one is validated, typed and documented. */
function assertParamsDeclared(method: Operation["method"], path: string, params: z.ZodType | undefined): void {
  const named = [...path.matchAll(/:(\w+)/g)].map(([, name]) => name).sort();
  const declared = Object.keys(params && "shape" in params ? (params.shape as object) : {}).sort();
  if (named.join() !== declared.join()) {
    throw new Error(`${method.toUpperCase()} ${path}: params must declare exactly [${named.join(", ")}] as a z.object (declares [${declared.join(", ")}])`);
  }
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw ApiError.fromZod(result.error);
  return result.data;
}

/**
 * The JSON body of an operation that declares one. Only `application/json` is read (a form or text body from
 * another site's page must not reach a handler); an empty body counts as `{}`; anything but an object is refused.
 */
async function readJson(c: AppContext): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  if (!/^application\/json\s*(;|$)/i.test(c.req.header("content-type") ?? "")) throw new ApiError("UNSUPPORTED_MEDIA_TYPE");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError("VALIDATION_FAILED", { details: [{ path: "", messageKey: "validation.invalidJson" }] });
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ApiError("VALIDATION_FAILED", { details: [{ path: "", messageKey: "validation.bodyNotObject" }] });
  }
  return value as Record<string, unknown>;
}

import type { Context } from "hono";
import { Hono } from "hono";
import type { z } from "zod";
import type { ErrorCode } from "#contracts/envelope.ts";
import type { Role } from "#contracts/identity.ts";
import type { Locale } from "#contracts/locale.ts";
import { translateShared } from "#contracts/messages.ts";
import type { Deps } from "#server/deps.ts";
import { currentUser, type AuthUser } from "./auth.ts";
import { ApiError } from "./errors.ts";
import { InProcessJson, isInProcess } from "./origin.ts";

export interface AppEnv {
  Variables: { requestId: string; locale: Locale; deps: Deps; secureHeadersNonce?: string; auth?: Promise<AuthUser | undefined> };
}
export type AppContext = Context<AppEnv>;

type Method = "get" | "post" | "put" | "delete";

/** Who may call an operation. There is no default: every operation says it. */
export type Access = "public" | readonly [Role, ...Role[]];

/** Everything the OpenAPI document says about one call; the same schemas validate the request. */
export interface Operation<B extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType, P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  method: Method;
  /** Hono path(s), relative to /api/v1; later entries are aliases the spec also names. */
  paths: [string, ...string[]];
  tag: string;
  summary: string;
  access: Access;
  /**
   * Query parameter sets with which anyone may call an operation whose `access` lists roles (e.g. the charts' read of
   * NAV records with `chart=1`); the handler then sees no user. Documented as "Public with …".
   */
  publicWith?: readonly [Record<string, string>, ...Record<string, string>[]];
  body?: B;
  query?: Q;
  /** The path's parameters (`:id` in `paths`), usually `idParams`; every parameter of every path is declared here. */
  params?: P;
  /**
   * The success body. For JSON answers the handler returns this body's fields itself, with `messageKey` in place of
   * `message`, and the types hold it to them (see `ResultOf`).
   */
  response: R;
  /** Media types of a non-JSON success body (e.g. an image the handler streams); JSON when absent. */
  responseTypes?: string[];
  /**
   * A multipart/form-data upload the handler streams itself (see http/multipart.ts), with its parts described by
   * `schema`. The generic API body limit is lifted for it: the handler enforces `maxBytes` while reading.
   */
  multipart?: { schema: z.ZodType; maxBytes: number };
  status?: 200 | 201;
  errors?: ErrorCode[];
  /**
   * Public content, the same for every anonymous caller: the answer to one says `Cache-Control: public, no-cache`, so
   * the public cache keeps it (http/page-cache.ts) until a write that changes it purges the cache, as for pages.
   */
  sharedWhenAnonymous?: true;
}

export interface HandlerResult<T> {
  data: T;
  /** Key in the shared catalogue, sent translated as `message`. */
  messageKey?: string;
}

/**
 * What a handler returns for a JSON operation: the declared response body (`successBody(x)`: `{ data }`,
 * `listBody(x)`: `{ data, current_page, total, per_page }`) with `messageKey` instead of the translated `message`.
 */
export type ResultOf<R extends z.ZodType> = Omit<z.input<R>, "message"> & { messageKey?: string };

/** A handler streams its own `Response` only for operations that declare non-JSON `responseTypes`. */
type HandlerOutput<R extends z.ZodType, RT> = RT extends readonly string[] ? Response : ResultOf<R>;

type Input<B, Q, P, A, W> = {
  body: B extends z.ZodType ? z.infer<B> : undefined;
  query: Q extends z.ZodType ? z.infer<Q> : undefined;
  params: P extends z.ZodType ? z.infer<P> : undefined;
  user: A extends "public" ? AuthUser | undefined : W extends readonly unknown[] ? AuthUser | undefined : AuthUser;
  c: AppContext;
};

/** A Hono router that records each operation so the OpenAPI document can never drift from the handlers. */
export class ApiRouter {
  readonly hono = new Hono<AppEnv>();
  readonly operations: Operation[] = [];

  route<
    B extends z.ZodType | undefined,
    Q extends z.ZodType | undefined,
    P extends z.ZodType | undefined,
    A extends Access,
    R extends z.ZodType,
    RT extends readonly string[] | undefined = undefined,
    W extends Operation["publicWith"] = undefined,
  >(
    operation: Operation & { body?: B; query?: Q; params?: P; access: A; publicWith?: W; response: R; responseTypes?: RT },
    handler: (input: Input<B, Q, P, A, W>) => Promise<HandlerOutput<R, RT>>,
  ): void {
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
        const result: Response | ResultOf<z.ZodType> = await handler({ body, query, params, user, c } as Input<B, Q, P, A, W>);
        if (result instanceof Response) return result;
        const { messageKey, ...fields } = result;
        const message = messageKey ? translateShared(c.var.locale, messageKey) : undefined;
        const json = JSON.stringify({ ...fields, ...(message ? { message } : {}) });
        const headers: Record<string, string> = { "Content-Type": "application/json" };
        if (operation.sharedWhenAnonymous && !user) Object.assign(headers, { "Cache-Control": "public, no-cache", Vary: "Cookie, Accept-Language" });
        if (isInProcess(c.req.raw)) return new InProcessJson(json, c.body(null, operation.status ?? 200, headers));
        // The length lets the compressor leave small answers alone (it starts at 1 KiB).
        headers["Content-Length"] = String(Buffer.byteLength(json));
        return c.body(json, operation.status ?? 200, headers);
      });
    }
  }
}

/** Whether the request's query is one of the sets that open an operation to anyone (exact values). */
const opensTo = (sets: Operation["publicWith"], query: Record<string, string>) => sets?.some((set) => Object.entries(set).every(([name, value]) => query[name] === value)) ?? false;

/** Every `:name` in a path is declared in `params` and nothing else is, so each one is validated, typed and documented. */
function assertParamsDeclared(method: Method, path: string, params: z.ZodType | undefined): void {
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

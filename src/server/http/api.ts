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

export interface AppEnv {
  Variables: { requestId: string; locale: Locale; deps: Deps; secureHeadersNonce?: string; auth?: Promise<AuthUser | undefined> };
}
export type AppContext = Context<AppEnv>;

type Method = "get" | "post" | "put" | "delete";

/** Who may call an operation. There is no default: every operation says it. */
export type Access = "public" | readonly [Role, ...Role[]];

/** Everything the OpenAPI document says about one call; the same schemas validate the request. */
export interface Operation<B extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType> {
  method: Method;
  /** Hono path(s), relative to /api/v1; later entries are aliases the spec also names. */
  paths: [string, ...string[]];
  tag: string;
  summary: string;
  access: Access;
  body?: B;
  query?: Q;
  response: z.ZodType;
  /** Media types of a non-JSON success body (e.g. an image the handler streams); JSON when absent. */
  responseTypes?: string[];
  /**
   * A multipart/form-data upload the handler streams itself (see http/multipart.ts), with its parts described by
   * `schema`. The generic API body limit is lifted for it: the handler enforces `maxBytes` while reading.
   */
  multipart?: { schema: z.ZodType; maxBytes: number };
  status?: 200 | 201;
  errors?: ErrorCode[];
}

export interface HandlerResult<T> {
  data: T;
  /** Key in the shared catalogue, sent translated as `message`. */
  messageKey?: string;
}

type Input<B, Q, A> = {
  body: B extends z.ZodType ? z.infer<B> : undefined;
  query: Q extends z.ZodType ? z.infer<Q> : undefined;
  user: A extends "public" ? AuthUser | undefined : AuthUser;
  c: AppContext;
};

/** A Hono router that records each operation so the OpenAPI document can never drift from the handlers. */
export class ApiRouter {
  readonly hono = new Hono<AppEnv>();
  readonly operations: Operation[] = [];

  route<B extends z.ZodType | undefined, Q extends z.ZodType | undefined, A extends Access, T>(
    operation: Operation & { body?: B; query?: Q; access: A },
    handler: (input: Input<B, Q, A>) => Promise<HandlerResult<T> | Response>,
  ): void {
    this.operations.push(operation);
    for (const path of operation.paths) {
      this.hono.on(operation.method.toUpperCase(), path, async (c) => {
        const user = await currentUser(c);
        if (operation.access !== "public") {
          if (!user) throw new ApiError("UNAUTHENTICATED");
          if (!operation.access.includes(user.role)) throw new ApiError("FORBIDDEN");
        }
        const body = operation.body ? parse(operation.body, await readJson(c)) : undefined;
        const query = operation.query ? parse(operation.query, c.req.query()) : undefined;
        const result = await handler({ body, query, user, c } as Input<B, Q, A>);
        if (result instanceof Response) return result;
        const message = result.messageKey ? translateShared(c.var.locale, result.messageKey) : undefined;
        return c.json({ data: result.data, ...(message ? { message } : {}) }, operation.status ?? 200);
      });
    }
  }
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw ApiError.fromZod(result.error);
  return result.data;
}

async function readJson(c: AppContext): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    return Object.fromEntries(Object.entries(await c.req.parseBody()).filter(([, v]) => typeof v === "string"));
  }
  const text = await c.req.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("VALIDATION_FAILED", { details: [{ path: "", messageKey: "validation.invalidJson" }] });
  }
}

import type { ErrorCode } from "./envelope.ts";
import type { Role } from "./identity.ts";
import type { z } from "./zod.ts";

/** Who may call an operation. There is no default: every operation says it. */
export type Access = "public" | readonly [Role, ...Role[]];

/**
 * One operation of /api/v1, declared once (ADR 0021): the server binds a handler to it (`api.handle`), the OpenAPI
 * document is built from it, and the web calls it (`api.call`). The same schemas validate the request.
 */
export interface Operation<B extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType, P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  method: "get" | "post" | "put" | "delete";
  /** Hono path(s), relative to /api/v1; later entries are aliases the spec also names. */
  paths: readonly [string, ...string[]];
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
   * `message`, and the types hold it to them (`ResultOf` in server/http/api.ts).
   */
  response: R;
  /** Media types of a non-JSON success body (e.g. an image the handler streams); JSON when absent. */
  responseTypes?: readonly string[];
  /**
   * A multipart/form-data upload the handler streams itself (see server/http/multipart.ts), with its parts described
   * by `schema`. The generic API body limit is lifted for it: the handler enforces `maxBytes` while reading.
   */
  multipart?: { schema: z.ZodType; maxBytes: number };
  status?: 200 | 201;
  errors?: readonly ErrorCode[];
  /**
   * Public content, the same for every anonymous caller: the answer to one says `Cache-Control: public, no-cache`, so
   * the public cache keeps it (server/http/page-cache.ts) until a write that changes it purges the cache, as for pages.
   */
  sharedWhenAnonymous?: true;
}

/** How an operation is named where a string must name it ("POST /results/:round/compute"): its method and first path. */
export type OperationKey<O extends Operation> = O extends Operation ? `${Uppercase<O["method"]>} ${O["paths"][0]}` : never;
export const operationKey = <O extends Operation>(operation: O) => `${operation.method.toUpperCase()} ${operation.paths[0]}` as OperationKey<O>;

/** Room for the multipart framing and the small text fields around the file, in an upload's `maxBytes`. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Declares an operation in `src/contracts/<module>.operations.ts`. It returns its argument unchanged: it exists so
 * the literal keeps its exact type (which schemas, which roles), from which the server types the handler and the web
 * the call.
 */
export const defineOperation = <const O extends Operation>(operation: O): O => operation;

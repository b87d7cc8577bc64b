import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { translateShared } from "#contracts/messages.ts";
import type { Operation } from "#contracts/operation.ts";
import type { AppContext, AppEnv } from "./api.ts";
import { REFUSED_BODY } from "./errors.ts";

/** The web app's forms carry a few text fields; this is ample for them and cheap to hold. */
export const WEB_FORM_LIMIT_BYTES = 64 * 1024;

/**
 * Limits a body before it is read. Hono's bodyLimit first asks for `c.req.raw.body`, which makes @hono/node-server
 * build the whole web Request with a stream over Node's (`Readable.toWeb`) for every write, so that `c.req.json()`
 * then reads through web streams instead of straight from Node's request. A body that declares its Content-Length
 * (and is not chunked) is judged by that header alone: Node's parser delivers no more than it declares. Only a
 * chunked body is counted as it arrives, by Hono's middleware.
 */
export function declaredBodyLimit(maxSize: number, onError: (c: AppContext) => Response | Promise<Response>): MiddlewareHandler<AppEnv> {
  const counted = bodyLimit({ maxSize, onError });
  return (c, next) => {
    const declared = c.req.header("content-length");
    if (declared === undefined || c.req.header("transfer-encoding") !== undefined) return counted(c, next);
    return Number.parseInt(declared, 10) > maxSize ? Promise.resolve(onError(c)) : next();
  };
}

const tooLarge = (c: AppContext) => c.text(translateShared(c.var.locale, "errors.PAYLOAD_TOO_LARGE"), 413, REFUSED_BODY);

/**
 * Limits every request body before the web app reads it: a declared Content-Length over the limit is refused
 * at once, and a chunked body is counted while it arrives and refused the moment it passes the limit.
 * Text forms get WEB_FORM_LIMIT_BYTES. A multipart form carries a file its action streams, unread, on to an
 * upload operation, so it gets the largest upload's limit, counted as the bytes pass (never buffered here).
 */
export function webBodyLimit(operations: readonly Operation[]): MiddlewareHandler<AppEnv> {
  const forms = bodyLimit({ maxSize: WEB_FORM_LIMIT_BYTES, onError: tooLarge });
  const fileFormLimit = Math.max(WEB_FORM_LIMIT_BYTES, ...operations.map((op) => op.multipart?.maxBytes ?? 0));
  return async (c, next) => {
    // A GET or HEAD has no body; asking for it would build the whole web Request object for nothing.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const body = c.req.raw.body;
    if (!body || !/^multipart\/form-data/i.test(c.req.header("content-type") ?? "")) return forms(c, next);
    if (Number(c.req.header("content-length") ?? 0) > fileFormLimit) return tooLarge(c);
    let received = 0;
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          received += chunk.byteLength;
          if (received > fileFormLimit) controller.error(new RangeError("The request body passed its limit."));
          else controller.enqueue(chunk);
        },
      }),
    );
    c.req.raw = new Request(c.req.raw, { body: counted, duplex: "half" } as RequestInit);
    await next();
    if (received > fileFormLimit) {
      c.res = undefined;
      c.res = tooLarge(c);
    }
  };
}

import type { IncomingMessage } from "node:http";
import { finished } from "node:stream";
import type { AppContext } from "./api.ts";

/**
 * A Node request's body as a web stream that hands on Node's own chunks. @hono/node-server makes the body with
 * `Readable.toWeb`, which copies every chunk into a new buffer ("to detach it from the pool"): for an upload that is
 * a second allocation of every byte received, and the garbage collector's share of a PATCH's CPU grew with it
 * (docs/performance.md, "Peak hours"). The chunks of a request body are the socket's own reads, used once
 * by their one reader here, so they are passed on as they are. Back-pressure as in Node's adapter: the request is
 * paused while the stream's queue is full and resumed when its reader asks for more.
 */
export function directBodyOf(incoming: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      incoming.on("data", (chunk: Buffer) => {
        controller.enqueue(chunk);
        if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
      });
      finished(incoming, (error) => {
        if (error) controller.error(error);
        else controller.close();
      });
    },
    pull() {
      incoming.resume();
    },
    cancel(reason) {
      incoming.destroy(reason instanceof Error ? reason : undefined);
    },
  });
}

/**
 * The request, its body read from Node's request without the copy (`directBodyOf`) when it came over HTTP
 * (@hono/node-server puts Node's request in `c.env.incoming`); as it is otherwise (`app.request()` in tests).
 */
export function withDirectBody(c: AppContext): Request {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const raw = c.req.raw;
  if (!incoming || raw.method === "GET" || raw.method === "HEAD") return raw;
  return new Request(raw.url, { method: raw.method, headers: raw.headers, body: directBodyOf(incoming), duplex: "half", signal: raw.signal } as RequestInit);
}

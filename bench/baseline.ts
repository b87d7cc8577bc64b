import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

/**
 * The baseline: a bare Hono app on @hono/node-server that answers each target with bytes recorded from the real
 * server (same body, same content-type), from memory. It runs in a worker thread of the bench process, so it has its
 * own event loop and heap: the load generator on the main thread does not steal its event loop, just as it does not
 * steal the real server's (which is a separate process).
 */

export interface RecordedResponse {
  method: string;
  path: string;
  /** What the request that recorded it sent (Accept-Encoding). */
  requestHeaders: Record<string, string>;
  status: number;
  contentType: string;
  /** gzip when the target asked for it and the server sent it so. */
  contentEncoding?: string;
  body: Uint8Array;
}

export interface Baseline {
  origin: string;
  stop(): Promise<void>;
}

export function startBaseline(responses: RecordedResponse[]): Promise<Baseline> {
  const worker = new Worker(new URL(import.meta.url), { workerData: responses });
  return new Promise((resolve, reject) => {
    worker.once("error", reject);
    worker.once("message", (message: { port: number }) => {
      worker.off("error", reject);
      resolve({
        origin: `http://127.0.0.1:${message.port}`,
        stop: async () => {
          worker.postMessage("stop");
          await new Promise((done) => worker.once("exit", done));
        },
      });
    });
  });
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  const app = new Hono();
  // One route per address; of its recorded answers, the gzipped one for a request that accepts gzip.
  const byAddress = Map.groupBy(workerData as RecordedResponse[], (recorded) => `${recorded.method} ${recorded.path}`);
  for (const recorded of byAddress.values()) {
    const answers = recorded.map((answer) => ({
      gzip: answer.contentEncoding === "gzip",
      status: answer.status as 200,
      body: new Uint8Array(answer.body),
      headers: { "content-type": answer.contentType, ...(answer.contentEncoding ? { "content-encoding": answer.contentEncoding } : {}) },
    }));
    app.on(recorded[0]!.method, recorded[0]!.path, (c) => {
      const gzip = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
      const answer = answers.find((candidate) => candidate.gzip === gzip) ?? answers[0]!;
      return c.body(answer.body, answer.status, answer.headers);
    });
  }
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => port.postMessage({ port: info.port }));
  port.on("message", (message) => {
    if (message !== "stop") return;
    server.close(() => port.close());
    if ("closeAllConnections" in server) server.closeAllConnections();
  });
}

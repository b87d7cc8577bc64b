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
  status: number;
  contentType: string;
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
  for (const recorded of workerData as RecordedResponse[]) {
    const body = new Uint8Array(recorded.body);
    const headers = { "content-type": recorded.contentType };
    app.on(recorded.method, recorded.path, (c) => c.body(body, recorded.status as 200, headers));
  }
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => port.postMessage({ port: info.port }));
  port.on("message", (message) => {
    if (message !== "stop") return;
    server.close(() => port.close());
    if ("closeAllConnections" in server) server.closeAllConnections();
  });
}

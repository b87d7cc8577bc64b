import { setTimeout as sleep } from "node:timers/promises";
import { parentPort, workerData } from "node:worker_threads";
import { exchange } from "./http-client.ts";

/**
 * The /healthz watch of `underWatch` (contestants.ts), in a thread of its own as a load balancer's probe is in a
 * process of its own: polled from the bench's main thread, each answer also waited behind the load generator's own
 * callbacks (the contestants' uploads, the visitors' pages), which the server's answer time has no part in. Posts
 * "ready" after a first answer (not counted: the thread's HTTP client starts with it), then polls every 20 ms until
 * told to stop, and posts every answer's time (ms).
 */
const { origin } = workerData as { origin: string };

async function answerMs() {
  return (await exchange(origin, "GET", "/healthz", {})).ms;
}

let running = true;
parentPort!.once("message", () => (running = false));
await answerMs();
parentPort!.postMessage("ready");
const answers: number[] = [];
while (running) {
  answers.push(await answerMs());
  await sleep(20);
}
parentPort!.postMessage(answers);

import http from "node:http";

/**
 * The benches' HTTP client: `node:http` with connections kept open between calls, as a browser keeps its own. Not
 * `fetch`: the load generator shares the server's cores, and `fetch` (undici's WHATWG streams) spends about twice the
 * CPU on a JSON call and on a 1 MiB body (bench/README.md), CPU that a browser on another machine would not take from
 * the server.
 */

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
/** As long as `fetch` (undici) waited for an answer before giving up. */
const ANSWER_TIMEOUT_MS = 300_000;

export interface Exchange {
  /** 0 when no answer came (the connection reset, or no answer in ANSWER_TIMEOUT_MS); `error` then says why. */
  status: number;
  headers: Headers;
  body: Buffer;
  error?: string;
  /** From sending to the last byte of the answer. */
  ms: number;
}

/**
 * One request, timed. A request that got no answer is status 0 with the error's code, rather than an exception. A
 * kept-alive connection that the server closed just as it was reused is retried once on a new one, as browsers do,
 * whatever the method: the server had read none of it (a tus PATCH sent again is checked against its offset anyway).
 * A header sent several times (Set-Cookie) is not in `headers`; no bench reads one.
 */
export function exchange(origin: string, method: string, path: string, headers: Record<string, string>, body?: Uint8Array): Promise<Exchange> {
  const started = performance.now();
  const failed = (error: NodeJS.ErrnoException): Exchange => ({
    status: 0,
    headers: new Headers(),
    body: Buffer.alloc(0),
    error: error.code ?? String(error),
    ms: performance.now() - started,
  });
  const send = (retry: boolean) =>
    new Promise<Exchange>((resolve) => {
      const request = http.request(
        origin + path,
        { method, agent, headers: body ? { "content-length": String(body.byteLength), ...headers } : headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", (error: NodeJS.ErrnoException) => resolve(failed(error)));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: new Headers(
                Object.entries(response.headers).flatMap(([name, value]): [string, string][] => (typeof value === "string" ? [[name, value]] : [])),
              ),
              body: Buffer.concat(chunks),
              ms: performance.now() - started,
            }),
          );
        },
      );
      request.setTimeout(ANSWER_TIMEOUT_MS, () => request.destroy(Object.assign(new Error("no answer"), { code: "ETIMEDOUT" })));
      request.on("error", (error: NodeJS.ErrnoException) => {
        if (retry && request.reusedSocket && error.code === "ECONNRESET") resolve(send(false));
        else resolve(failed(error));
      });
      request.end(body);
    });
  return send(true);
}

export interface Answer {
  status: number;
  json: { data?: unknown; message?: string } | undefined;
  ms: number;
}

/**
 * One JSON API call through `exchange`, timed from sending to the last byte of the answer. A request
 * that got no answer is status 0 with the error's code as its message, counted as a failure rather than ending the
 * run; so is an answer that says it is JSON and is not.
 */
export async function call(origin: string, method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const answer = await exchange(
    origin,
    method,
    path,
    { "accept-language": "en", ...(payload ? { "content-type": "application/json" } : {}), ...headers },
    payload,
  );
  if (answer.error) return { status: 0, json: { message: answer.error }, ms: answer.ms };
  const text = answer.body.toString("utf8");
  try {
    return { status: answer.status, json: text.startsWith("{") ? JSON.parse(text) : undefined, ms: answer.ms };
  } catch {
    return { status: 0, json: { message: "an answer that is not JSON" }, ms: answer.ms };
  }
}

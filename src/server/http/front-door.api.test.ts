import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildApp, type WebHandler } from "#server/app.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { frontDoor } from "./front-door.ts";

/**
 * The front door over a real socket: anonymous hits of the public cache and /healthz answered without the app, with
 * the bytes and headers the app would send; everything else, and everything before the process is ready, left to it.
 */
let renders = 0;
const web: WebHandler = async (request, context) => {
  renders++;
  const signedIn = /(^|;\s*)session=./.test(request.headers.get("cookie") ?? "");
  const html = `<html><script nonce="${context.nonce}">hydrate()</script>${"<p>Bãi biển Quy Nhơn</p>".repeat(100)}</html>`;
  return new Response(request.method === "HEAD" ? null : html, {
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": signedIn ? "private, no-cache" : "public, no-cache" },
  });
};

describe("the front door", () => {
  let t: TestApp;
  let server: http.Server;
  let origin = "";
  let ready = true;
  let appCalls: ReturnType<typeof vi.fn>;
  const nonceOf = (body: string) => /nonce="([^"]+)"/.exec(body)![1]!;
  const withoutNonce = (body: string) => body.replace(nonceOf(body), "");

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_CACHE_TTL_SECONDS: "30", PUBLIC_CACHE_SYNC_MS: "1000" });
    const app = buildApp(t.deps, { web, ready: () => ready });
    appCalls = vi.spyOn(app, "fetch") as unknown as ReturnType<typeof vi.fn>;
    server = http.createServer(frontDoor(app, t.deps, () => ready));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await t?.close();
  });
  beforeEach(async () => {
    ready = true;
    await t.deps.publicCache.purge("test");
    t.clock.advance(2_000);
    renders = 0;
    appCalls.mockClear();
  });

  it("answers an anonymous hit itself: the app's bytes with a fresh nonce and its policy, the same headers, gzip when asked", async () => {
    const miss = await fetch(`${origin}/`);
    const missBody = await miss.text();
    expect(miss.headers.get("x-cache")).toBe("miss");
    const hit = await fetch(`${origin}/`);
    const hitBody = await hit.text();
    expect(hit.headers.get("x-cache")).toBe("hit");
    expect(appCalls).toHaveBeenCalledTimes(1);
    expect(renders).toBe(1);
    expect(nonceOf(hitBody)).not.toBe(nonceOf(missBody));
    expect(withoutNonce(hitBody)).toBe(withoutNonce(missBody));
    expect(hit.headers.get("content-security-policy")).toBe(miss.headers.get("content-security-policy")!.replace(nonceOf(missBody), nonceOf(hitBody)));
    // The same headers but those of the connection and its framing (the app streams what it compresses).
    const connection = ["date", "keep-alive", "connection", "content-length", "transfer-encoding"];
    const names = (response: Response) => [...response.headers.keys()].filter((name) => !connection.includes(name)).sort();
    expect(names(hit)).toEqual(names(miss));
    expect(hit.headers.get("content-encoding")).toBe(miss.headers.get("content-encoding"));
    expect(hit.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(hit.headers.get("x-request-id")).not.toBe(miss.headers.get("x-request-id"));

    const zipped = await fetch(`${origin}/`, { headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(withoutNonce(await zipped.text())).toBe(withoutNonce(missBody));
    for (const acceptEncoding of ["gzip;q=0, identity", "gzip;q=0, *"]) {
      const refused = await fetch(`${origin}/`, { headers: { "accept-encoding": acceptEncoding } });
      expect(refused.headers.get("content-encoding")).toBeNull();
      expect(refused.headers.get("vary")).toBe(miss.headers.get("vary"));
      expect(withoutNonce(await refused.text())).toBe(withoutNonce(missBody));
    }

    // A 304 and a HEAD say what the page varies on, and a HEAD has the headers its GET would have (RFC 9110).
    const notModified = await fetch(`${origin}/`, { headers: { "if-none-match": hit.headers.get("etag")! } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("content-security-policy")).toBeNull();
    expect(notModified.headers.get("vary")).toBe(zipped.headers.get("vary"));
    const head = await fetch(`${origin}/`, { method: "HEAD", headers: { "accept-encoding": "gzip" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("vary")).toBe(zipped.headers.get("vary"));
    expect(head.headers.get("content-encoding")).toBe("gzip");
    expect(head.headers.get("content-length")).toBe(zipped.headers.get("content-length"));
    const plainHead = await fetch(`${origin}/`, { method: "HEAD", headers: { "accept-encoding": "identity" } });
    expect(plainHead.headers.get("content-length")).toBe(String(Buffer.byteLength(missBody)));
    expect(appCalls).toHaveBeenCalledTimes(1);
  });

  it("serves a public API read from the cache with the data headers, and a signed-in caller through the app", async () => {
    const first = await fetch(`${origin}/api/v1/newscat`);
    const notModified = await fetch(`${origin}/api/v1/newscat`, { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    const hit = await fetch(`${origin}/api/v1/newscat`);
    expect(hit.headers.get("x-cache")).toBe("hit");
    expect(hit.headers.get("vary")).toBe("Cookie, Accept-Language");
    expect(hit.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    expect(hit.headers.get("content-type")).toBe("application/json");
    expect(await hit.json()).toEqual(await first.json());
    expect(appCalls).toHaveBeenCalledTimes(1);

    const candidate = await t.signedIn("candidate");
    const cookie = `session=${candidate.headers.authorization.slice("Bearer ".length)}`;
    await fetch(`${origin}/`);
    const mine = await fetch(`${origin}/`, { headers: { cookie } });
    expect(mine.headers.get("x-cache")).toBeNull();
    expect(mine.headers.get("cache-control")).toBe("private, no-cache");
    expect(renders).toBe(2);
  });

  it("keys an address as the app reads it, and leaves the targets the app refuses to it", async () => {
    await fetch(`${origin}/`);
    // `//x/` is a path of its own to the app (not the host x and the path /): its own render, its own entry.
    const doubled = await fetch(`${origin}//x/`);
    expect(doubled.headers.get("x-cache")).toBe("miss");
    expect(renders).toBe(2);
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        // Written, not ended: a half-closed socket may be dropped by the server before a slower answer (PostgreSQL's
        // readiness query) is written. Each request here makes the server close the connection after its answer.
        const socket = net.connect((server.address() as AddressInfo).port, "127.0.0.1", () => socket.write(request));
        let answer = "";
        socket.on("data", (chunk) => (answer += chunk));
        socket.on("end", () => resolve(answer));
        socket.on("error", reject);
      });
    expect(await raw("GET /\\x/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")).toMatch(/^HTTP\/1\.1 400 /);
    // An HTTP/1.0 caller without Host (a load balancer's probe) is answered by the app as before.
    expect(await raw("GET /readyz HTTP/1.0\r\n\r\n")).toMatch(/^HTTP\/1\.1 200 /);
    expect(await raw("GET /api/v1/newscat HTTP/1.0\r\n\r\n")).toMatch(/^HTTP\/1\.1 200 /);
  });

  it("replays the app's /healthz, and leaves everything to the app until the process is ready", async () => {
    ready = false;
    await fetch(`${origin}/`);
    expect((await fetch(`${origin}/`)).status).toBe(503);
    expect((await fetch(`${origin}/healthz`)).status).toBe(503);
    expect(renders).toBe(0);

    ready = true;
    appCalls.mockClear();
    const answers = [await fetch(`${origin}/healthz`), await fetch(`${origin}/healthz`)];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ status: "ok" });
      expect(answer.headers.get("content-security-policy")).toContain("default-src 'none'");
    }
    expect(answers[0]!.headers.get("x-request-id")).not.toBe(answers[1]!.headers.get("x-request-id"));
    expect(appCalls).toHaveBeenCalledTimes(1);
  });
});

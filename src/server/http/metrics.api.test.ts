import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

const TOKEN = "metrics-token-0123456789abcdef";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

describe("GET /metrics (issue 18)", () => {
  it("answers 404 without the token to a caller that is not in METRICS_ALLOW, and to a wrong token", async () => {
    expect((await t.app.request("/metrics")).status).toBe(404);
    expect((await t.app.request("/metrics", { headers: { authorization: "Bearer wrong-token-0123456789abcdef" } })).status).toBe(404);
  });

  it("counts requests by route pattern, never by raw path, with jobs, uploads and process figures", async () => {
    for (const slug of ["introduce", "rules", "no-such-page"]) await t.app.request(`/api/v1/pages/${slug}`);
    await t.app.request("/api/v1/contacts", { method: "POST" });
    const response = await t.app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0.0.4/);
    const text = await response.text();
    const count = (route: string, status: string) =>
      Number(
        new RegExp(`^http_request_duration_seconds_count\\{method="GET",route="${route.replace(/[/:]/g, "\\$&")}",status="${status}"\\} (\\d+)$`, "m").exec(
          text,
        )?.[1] ?? 0,
      );
    expect(count("/api/v1/pages/:section", "2xx") + count("/api/v1/pages/:section", "4xx")).toBe(3);
    expect(text).not.toContain("introduce");
    expect(text).toMatch(/^jobs\{state="due"\} \d+$/m);
    expect(text).toMatch(/^jobs\{state="failed"\} 0$/m);
    expect(text).toMatch(/^upload_bytes_total 0$/m);
    expect(text).toMatch(/^db_up 1$/m);
    expect(text).toMatch(/^public_cache\{measure="pages"\} 0$/m);
    expect(text).toMatch(/^public_cache\{measure="bytes"\} 0$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it("keeps the same number of request series however many different addresses are asked for (memory stays bounded)", async () => {
    const series = async () => {
      const text = await (await t.app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } })).text();
      return text.split("\n").filter((line) => line.startsWith("http_request_duration_seconds_count{")).length;
    };
    const visit = (from: number) =>
      Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          [`/api/v1/news/${from + i}`, `/api/v1/no-such-${from + i}`, `/api/v1/pages/p-${from + i}`].map((path) => t.app.request(path)),
        ).flat(),
      );
    await visit(0);
    const before = await series();
    await visit(1000);
    expect(await series()).toBe(before);
  });
});

describe("readiness while the process starts (issue 18)", () => {
  it("answers 503 to /healthz, /readyz and the API until ready, while /metrics answers", async () => {
    let ready = false;
    const app = buildApp(t.deps, { ready: () => ready });
    expect((await app.request("/healthz")).status).toBe(503);
    expect(await (await app.request("/readyz")).json()).toMatchObject({ status: "starting" });
    const refused = await app.request("/api/v1/pages/introduce");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect((await app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    ready = true;
    expect((await app.request("/healthz")).status).toBe(200);
    expect(await (await app.request("/readyz")).json()).toMatchObject({ status: "ok" });
    expect((await app.request("/api/v1/pages/introduce")).status).not.toBe(503);
  });
});

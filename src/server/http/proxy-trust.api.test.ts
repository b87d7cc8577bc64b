import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

/**
 * Over a real socket (issue 18): X-Forwarded-For counts only from TRUSTED_PROXIES, and /metrics opens by address
 * only to direct callers. In-process requests (app.request) have no socket, so these need a port.
 */
let t: TestApp | undefined;
let server: ServerType | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await t?.close();
});

async function listening(env: Record<string, string>) {
  t = await createTestApp(env);
  const app = t.app;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => resolve(info.port));
  });
  return `http://127.0.0.1:${port}`;
}

const contact = (origin: string, forwardedFor: string) =>
  fetch(`${origin}/api/v1/contacts`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({ full_name: "Nguyễn Văn An", email: "an@example.vn", content: "Xin chào ban tổ chức" }),
  });

describe("X-Forwarded-For is believed only from TRUSTED_PROXIES", () => {
  it("counts each forwarded address apart when the proxy (here loopback) is trusted", async () => {
    const origin = await listening({ CONTACT_RATE_LIMIT: "1", TRUST_PROXY: "true" });
    expect((await contact(origin, "203.0.113.1")).status).toBe(201);
    expect((await contact(origin, "203.0.113.2")).status).toBe(201);
    expect((await contact(origin, "203.0.113.1")).status).toBe(429);
  });

  it("ignores the header from any other sender: a client cannot pick a fresh address per request", async () => {
    const origin = await listening({ CONTACT_RATE_LIMIT: "1", TRUST_PROXY: "true", TRUSTED_PROXIES: "10.0.0.5" });
    expect((await contact(origin, "203.0.113.1")).status).toBe(201);
    expect((await contact(origin, "203.0.113.2")).status).toBe(429);
  });
});

describe("GET /metrics by address", () => {
  it("answers a direct caller in METRICS_ALLOW, not one that came through the proxy, nor another address", async () => {
    const origin = await listening({});
    expect((await fetch(`${origin}/metrics`)).status).toBe(200);
    expect((await fetch(`${origin}/metrics`, { headers: { "x-forwarded-for": "198.51.100.4" } })).status).toBe(404);
    await new Promise((resolve) => server!.close(resolve));
    server = undefined;
    await t!.close();
    const other = await listening({ METRICS_ALLOW: "10.0.0.5" });
    expect((await fetch(`${other}/metrics`)).status).toBe(404);
  });
});

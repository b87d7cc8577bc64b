import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * A refusal is a few hundred bytes: sent as it is, with its length, like any small API answer. Compressing it took
 * a trip through libuv's threads, behind the password hashes of a launch-day's sign-ups, for nothing.
 */
it("sends a refusal uncompressed with its length, to a client that accepts gzip", async () => {
  const response = await t.app.request("/api/v1/auth/signup", {
    method: "POST",
    headers: { "accept-encoding": "gzip", "content-type": "application/json", "accept-language": "en" },
    body: "{}",
  });
  expect(response.status).toBe(400);
  expect(response.headers.get("content-encoding")).toBeNull();
  const body = await response.text();
  expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
  expect(JSON.parse(body)).toMatchObject({ error: "VALIDATION_FAILED", message: expect.any(String) });
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

describe("platform endpoints", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("reports the process alive and the database ready", async () => {
    expect((await t.call("GET", "/healthz")).json).toEqual({ status: "ok" });
    const ready = await t.call("GET", "/readyz");
    expect(ready.status).toBe(200);
    expect(ready.json.database).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "sqlite");
  });

  it.each(["GET", "POST", "DELETE", "PUT"])("answers unknown API paths (%s) with the JSON 404 envelope, never HTML", async (method) => {
    const res = await t.call(method, "/api/v1/does-not-exist?lang=en");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.json).toEqual({ error: "NOT_FOUND", message: "The requested content could not be found." });
    expect((await t.call(method, "/api/v2/anything")).status).toBe(404);
  });

  it("publishes an OpenAPI 3.1 document listing every operation, aliases included", async () => {
    const res = await t.call("GET", "/api/v1/openapi.json");
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe("3.1.0");
    expect(Object.keys(res.json.paths)).toEqual(expect.arrayContaining(["/contacts", "/contact", "/pages/{section}", "/pages/{section}/{slug}"]));
    const post = res.json.paths["/contacts"].post;
    expect(post.requestBody.content["application/json"].schema.required).toEqual(["full_name", "email", "content"]);
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(["201", "400", "413", "429"]));
  });

  it("serves a readable API reference with no external script", async () => {
    const res = await t.call("GET", "/api/v1/docs");
    expect(res.status).toBe(200);
    expect(res.text).toContain("/api/v1/contacts");
    expect(res.text).not.toMatch(/<script/i);
  });

  it("sets security headers and a request id; no x-powered-by; no HSTS without TLS; API answers are not cached but public content's", async () => {
    expect((await t.call("GET", "/api/v1/pages/introduce")).headers.get("cache-control")).toBe("public, no-cache");
    const res = await t.call("GET", "/api/v1/dashboard");
    expect(res.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
    expect(res.headers.get("x-powered-by")).toBeNull();
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("behind TLS", () => {
  it("sends HSTS when PUBLIC_URL is https", async () => {
    const t = await createTestApp({ PUBLIC_URL: "https://thi.example.vn" });
    try {
      expect((await t.call("GET", "/healthz")).headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    } finally {
      await t.close();
    }
  });
});

describe("failures never leak internals", () => {
  it("answers 500 with the envelope when the database is gone, and readyz says unavailable", async () => {
    const t = await createTestApp();
    // Opened first, as a started app has (Kysely connects on the first query; closing before it closes nothing).
    expect((await t.call("GET", "/readyz")).status).toBe(200);
    await t.deps.database.close();
    const res = await t.call("POST", "/api/v1/contacts?lang=en", { body: { full_name: "A", email: "a@b.vn", content: "c" } });
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ error: "INTERNAL", message: "Something went wrong. Please try again later." });
    expect((await t.call("GET", "/readyz")).status).toBe(503);
    await t.close().catch(() => {});
  });
});

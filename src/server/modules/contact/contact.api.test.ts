import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

const valid = { full_name: "Nguyễn Thị Lan", email: "lan@example.vn", content: "Tôi muốn hỏi về thể lệ cuộc thi." };

describe("POST /api/v1/contacts", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ CONTACT_RATE_LIMIT: "3", CONTACT_RATE_WINDOW_SECONDS: "600" });
  });
  afterEach(() => t.close());

  it("stores the message and queues one notification to the organisers", async () => {
    const res = await t.call("POST", "/api/v1/contacts", { body: valid });
    expect(res.status).toBe(201);
    expect(res.json.data.id).toBeTypeOf("number");
    expect(res.json.message).toContain("Cảm ơn");

    const stored = await t.db.selectFrom("contacts").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ full_name: valid.full_name, email: valid.email, content: valid.content, locale: "vi" });

    expect(await t.deps.jobs.runDue()).toBe(1);
    const mail = await t.db.selectFrom("outbox_emails").selectAll().execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to_address).toBe("organisers@example.test");
    expect(mail[0]?.text_body).toContain(valid.content);
  });

  it("answers on the spec alias /contact in English when asked", async () => {
    const res = await t.call("POST", "/api/v1/contact?lang=en", { body: valid });
    expect(res.status).toBe(201);
    expect(res.json.message).toMatch(/^Thank you/);
    expect(await t.db.selectFrom("contacts").select(["email", "content", "locale"]).execute()).toEqual([
      { email: valid.email, content: valid.content, locale: "en" },
    ]);
  });

  it("trims input before storing it", async () => {
    await t.call("POST", "/api/v1/contacts", { body: { ...valid, full_name: "  Lan  ", email: " lan@example.vn " } });
    const row = await t.db.selectFrom("contacts").select(["full_name", "email"]).executeTakeFirstOrThrow();
    expect(row).toEqual({ full_name: "Lan", email: "lan@example.vn" });
  });

  it.each([
    ["missing name", { ...valid, full_name: "" }, "full_name", "Please enter your full name."],
    ["blank content", { ...valid, content: "   " }, "content", "Please enter your message."],
    ["bad email", { ...valid, email: "not-an-email" }, "email", "Please enter a valid email address."],
    ["missing email", { full_name: "A", content: "B" }, "email", "Please enter your email."],
    ["too long content", { ...valid, content: "x".repeat(5001) }, "content", "At most 5,000 characters."],
  ])("rejects %s with a 400 in the caller's language and stores nothing", async (_, body, field, message) => {
    const res = await t.call("POST", "/api/v1/contacts", { body, lang: "en-US,en;q=0.9" });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("VALIDATION_FAILED");
    expect(res.json.details).toContainEqual({ path: field, message });
    expect(await t.db.selectFrom("contacts").selectAll().execute()).toHaveLength(0);
    expect(await t.db.selectFrom("jobs").selectAll().execute()).toHaveLength(0);
  });

  it("gives Vietnamese messages by default", async () => {
    const res = await t.call("POST", "/api/v1/contacts", { body: { ...valid, full_name: "" } });
    expect(res.json.details).toContainEqual({ path: "full_name", message: "Vui lòng nhập họ và tên." });
  });

  it("rejects a body that is not JSON with a 400, not a 500", async () => {
    const res = await t.call("POST", "/api/v1/contacts", { body: "{not json", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("VALIDATION_FAILED");
  });

  it("rejects wrong types (arrays, numbers) with a 400", async () => {
    for (const body of [[], 42, { full_name: 1, email: true, content: null }]) {
      const res = await t.call("POST", "/api/v1/contacts", { body });
      expect(res.status).toBe(400);
    }
    expect(await t.db.selectFrom("contacts").selectAll().execute()).toHaveLength(0);
  });

  it("refuses a body over the size limit with 413", async () => {
    const res = await t.call("POST", "/api/v1/contacts", { body: { ...valid, content: "x".repeat(2 * 1024 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.json.error).toBe("PAYLOAD_TOO_LARGE");
    expect(await t.db.selectFrom("contacts").selectAll().execute()).toHaveLength(0);
  });

  it("takes JSON only: a form post (what another site's page can send) is refused with a 415", async () => {
    const res = await t.app.request("/api/v1/contacts", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(valid).toString(),
    });
    expect(res.status).toBe(415);
    expect(await t.db.selectFrom("contacts").selectAll().execute()).toHaveLength(0);
  });

  it("rate-limits per client with a readable 429 and Retry-After, then lets them in after the window", async () => {
    for (let i = 0; i < 3; i++) expect((await t.call("POST", "/api/v1/contacts", { body: valid })).status).toBe(201);
    const limited = await t.call("POST", "/api/v1/contacts", { body: valid, lang: "en" });
    expect(limited.status).toBe(429);
    expect(limited.json.error).toBe("RATE_LIMITED");
    expect(limited.json.message).toMatch(/try again in \d+ seconds/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await t.db.selectFrom("contacts").selectAll().execute()).toHaveLength(3);

    t.clock.advance(601_000);
    expect((await t.call("POST", "/api/v1/contacts", { body: valid })).status).toBe(201);
  });
});

describe("rate limits are per client address", () => {
  it("counts each forwarded address separately when TRUST_PROXY is on", async () => {
    const t = await createTestApp({ CONTACT_RATE_LIMIT: "1", TRUST_PROXY: "true" });
    try {
      const from = (ip: string) => t.call("POST", "/api/v1/contacts", { body: valid, headers: { "x-forwarded-for": ip } });
      expect((await from("203.0.113.1")).status).toBe(201);
      expect((await from("203.0.113.1")).status).toBe(429);
      expect((await from("203.0.113.2")).status).toBe(201);
    } finally {
      await t.close();
    }
  });
});

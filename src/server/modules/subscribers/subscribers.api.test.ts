import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

/** The links of the newest e-mail to an address: [confirm token, unsubscribe token]. */
async function mailTo(t: TestApp, to: string) {
  await t.deps.jobs.runDue();
  const mail = await t.db.selectFrom("outbox_emails").selectAll().where("to_address", "=", to).orderBy("id", "desc").executeTakeFirstOrThrow();
  const confirm = /\/(?:nhan-tin\/xac-nhan|en\/newsletter\/confirm)\?token=([\w-]+)/.exec(mail.text_body)?.[1];
  const unsubscribe = /\/(?:nhan-tin\/huy|en\/newsletter\/unsubscribe)\?token=([\w-]+)/.exec(mail.text_body)?.[1];
  return { mail, confirm: confirm ?? "", unsubscribe: unsubscribe ?? "" };
}
const mailCount = async (t: TestApp, to: string) => (await t.db.selectFrom("outbox_emails").select("id").where("to_address", "=", to).execute()).length;

describe("subscribe by e-mail (double opt-in)", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ SUBSCRIBE_RATE_LIMIT: "4", PUBLIC_URL: "https://site.example" });
  });
  afterEach(() => t.close());

  it("subscribes, confirms with the e-mailed link, and unsubscribes with the link every e-mail carries", async () => {
    const res = await t.call("POST", "/api/v1/subscribers", { body: { email: " Lan@Example.VN " } });
    expect(res.status).toBe(200);
    expect(res.json.message).toContain("email xác nhận");
    const row = await t.db.selectFrom("subscribers").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: "lan@example.vn", status: "pending", locale: "vi" });

    const { mail, confirm, unsubscribe } = await mailTo(t, "lan@example.vn");
    expect(mail.subject).toBe("Xác nhận đăng ký nhận tin");
    expect(mail.text_body).toContain("https://site.example/nhan-tin/xac-nhan?token=");
    expect(mail.text_body).toContain("https://site.example/nhan-tin/huy?token=");
    expect(row.confirm_hash).not.toBe(confirm);

    const confirmed = await t.call("POST", "/api/v1/subscribers/confirm?lang=en", { body: { token: confirm } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ data: { email: "lan@example.vn", status: "active" }, message: "Your subscription is confirmed." });
    const stored = () => t.db.selectFrom("subscribers").select(["email", "status"]).execute();
    expect(await stored()).toEqual([{ email: "lan@example.vn", status: "active" }]);
    // Opening the link again still says confirmed.
    expect((await t.call("POST", "/api/v1/subscribers/confirm", { body: { token: confirm } })).json.data.status).toBe("active");
    expect(await t.db.selectFrom("audit_events").select("action").where("action", "=", "subscriber.confirm").execute()).toHaveLength(1);

    const gone = await t.call("POST", "/api/v1/subscribers/unsubscribe", { body: { token: unsubscribe } });
    expect(gone.json.data).toEqual({ email: "lan@example.vn", status: "unsubscribed" });
    expect(await stored()).toEqual([{ email: "lan@example.vn", status: "unsubscribed" }]);
    expect((await t.call("POST", "/api/v1/subscribers/unsubscribe", { body: { token: unsubscribe } })).status).toBe(200);
    // After unsubscribing, the old confirmation link no longer subscribes.
    expect((await t.call("POST", "/api/v1/subscribers/confirm", { body: { token: confirm } })).status).toBe(422);
  });

  it("writes the e-mail in the subscriber's language with English links", async () => {
    await t.call("POST", "/api/v1/subscribers?lang=en", { body: { email: "amy@example.com" } });
    const { mail } = await mailTo(t, "amy@example.com");
    expect(mail.subject).toBe("Confirm your subscription");
    expect(mail.text_body).toContain("https://site.example/en/newsletter/confirm?token=");
    expect(mail.text_body).toContain("https://site.example/en/newsletter/unsubscribe?token=");
  });

  it("answers the same for a new, a pending and an active address, and never mails an active one", async () => {
    const first = await t.call("POST", "/api/v1/subscribers", { body: { email: "a@example.vn" } });
    const { confirm } = await mailTo(t, "a@example.vn");
    const again = await t.call("POST", "/api/v1/subscribers", { body: { email: "a@example.vn" } });
    expect(again.json).toEqual(first.json);
    await t.deps.jobs.runDue();
    expect(await mailCount(t, "a@example.vn")).toBe(1); // a second mail within 10 minutes is not sent

    await t.call("POST", "/api/v1/subscribers/confirm", { body: { token: confirm } });
    t.clock.advance(11 * 60_000);
    const active = await t.call("POST", "/api/v1/subscribers", { body: { email: "a@example.vn" } });
    expect(active.status).toBe(200);
    expect(active.json).toEqual(first.json);
    await t.deps.jobs.runDue();
    expect(await mailCount(t, "a@example.vn")).toBe(1);
    expect((await t.db.selectFrom("subscribers").select("status").executeTakeFirstOrThrow()).status).toBe("active");
  });

  it("sends a new link to a pending address after 10 minutes, voiding the old one", async () => {
    await t.call("POST", "/api/v1/subscribers", { body: { email: "b@example.vn" } });
    const old = await mailTo(t, "b@example.vn");
    t.clock.advance(11 * 60_000);
    await t.call("POST", "/api/v1/subscribers", { body: { email: "b@example.vn" } });
    const fresh = await mailTo(t, "b@example.vn");
    expect(fresh.confirm).not.toBe(old.confirm);
    expect(fresh.unsubscribe).toBe(old.unsubscribe);
    expect((await t.call("POST", "/api/v1/subscribers/confirm", { body: { token: old.confirm } })).status).toBe(422);
    expect((await t.call("POST", "/api/v1/subscribers/confirm", { body: { token: fresh.confirm } })).status).toBe(200);
  });

  it("lets an unsubscribed address subscribe again through a new confirmation", async () => {
    await t.call("POST", "/api/v1/subscribers", { body: { email: "c@example.vn" } });
    const { confirm, unsubscribe } = await mailTo(t, "c@example.vn");
    await t.call("POST", "/api/v1/subscribers/confirm", { body: { token: confirm } });
    await t.call("POST", "/api/v1/subscribers/unsubscribe", { body: { token: unsubscribe } });
    await t.call("POST", "/api/v1/subscribers", { body: { email: "c@example.vn" } });
    const next = await mailTo(t, "c@example.vn");
    expect(await mailCount(t, "c@example.vn")).toBe(2);
    expect((await t.call("POST", "/api/v1/subscribers/confirm", { body: { token: next.confirm } })).json.data.status).toBe("active");
  });

  it("refuses an expired confirmation link", async () => {
    await t.call("POST", "/api/v1/subscribers", { body: { email: "d@example.vn" } });
    const { confirm } = await mailTo(t, "d@example.vn");
    t.clock.advance(8 * 24 * 3600_000);
    const res = await t.call("POST", "/api/v1/subscribers/confirm", { body: { token: confirm }, lang: "en" });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ error: "UNPROCESSABLE", message: "This link is not valid or has expired. Subscribe again to get a new one." });
  });

  it.each([
    ["/api/v1/subscribers", { email: "nope" }],
    ["/api/v1/subscribers", {}],
    ["/api/v1/subscribers/confirm", { token: "" }],
    ["/api/v1/subscribers/unsubscribe", { token: 42 }],
  ])("answers 400 to a bad body on %s and stores nothing", async (path, body) => {
    const res = await t.call("POST", path, { body });
    expect(res.status).toBe(400);
    expect(await t.db.selectFrom("subscribers").select("id").execute()).toHaveLength(0);
  });

  it("answers 422 to unknown tokens and changes nothing", async () => {
    await t.call("POST", "/api/v1/subscribers", { body: { email: "keep@example.vn" } });
    const before = await t.db.selectFrom("subscribers").selectAll().execute();
    for (const path of ["/api/v1/subscribers/confirm", "/api/v1/subscribers/unsubscribe"]) {
      expect((await t.call("POST", path, { body: { token: "x".repeat(43) } })).status).toBe(422);
    }
    expect(await t.db.selectFrom("subscribers").selectAll().execute()).toEqual(before);
  });

  it("rate-limits per client with 429 and Retry-After, whatever the addresses", async () => {
    for (let i = 0; i < 4; i++) expect((await t.call("POST", "/api/v1/subscribers", { body: { email: `r${i}@example.vn` } })).status).toBe(200);
    const limited = await t.call("POST", "/api/v1/subscribers", { body: { email: "r9@example.vn" } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await t.db.selectFrom("subscribers").select("id").execute()).toHaveLength(4);
  });

  it("takes JSON only: a form post (what another site's page can send) is refused with a 415", async () => {
    const res = await t.app.request("/api/v1/subscribers", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=form%40example.vn",
    });
    expect(res.status).toBe(415);
    expect(await t.db.selectFrom("subscribers").selectAll().execute()).toHaveLength(0);
  });
});

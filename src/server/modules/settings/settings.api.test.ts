import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settingKeys } from "#contracts/settings.ts";
import { seed } from "#server/db/seed.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

describe("settings", () => {
  let t: TestApp;
  let admin: { id: number; headers: Record<string, string> };
  let candidate: { headers: Record<string, string> };
  const idOf = async (key: string) => (await t.db.selectFrom("settings").select("id").where("setting_key", "=", key).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_PASSWORD: "an-admin-password-long-enough" });
    await seed(t.deps);
    admin = await t.signedIn("administrator");
    candidate = await t.signedIn("candidate");
  });
  afterAll(() => t.close());

  it("seeds every key once, the spec's fund keys first (ids 1 and 2 are navtheothang and navgiaidoan)", async () => {
    await seed(t.deps);
    const rows = await t.db.selectFrom("settings").select(["id", "setting_key"]).orderBy("id").execute();
    expect(rows.map((r) => r.setting_key)).toEqual(settingKeys);
    expect(rows.slice(0, 4).map((r) => r.setting_key)).toEqual(["navtheothang", "navgiaidoan", "danhmucdttstt", "danhmucdttsbv"]);
  });

  it("shows visitors only the public settings; administrators also the private ones", async () => {
    const anonymous = await t.call("GET", "/api/v1/settings");
    expect(anonymous.status).toBe(200);
    const keys = anonymous.json.data.map((s: { setting_key: string }) => s.setting_key);
    expect(keys).toContain("hotline");
    expect(keys).not.toContain("contact_recipient_email");
    const asAdmin = await t.call("GET", "/api/v1/settings", { headers: admin.headers });
    expect(asAdmin.json.data.map((s: { setting_key: string }) => s.setting_key)).toContain("contact_recipient_email");
    const publicOnly = await t.call("GET", "/api/v1/settings?public=1", { headers: admin.headers });
    expect(publicOnly.json.data.every((s: { public: boolean }) => s.public)).toBe(true);
  });

  it("reads one key; a private key is unknown to anyone but an administrator", async () => {
    const res = await t.call("GET", "/api/v1/setting/getbykey?setting_key=navtheothang");
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ setting_key: "navtheothang", kind: "json", public: true, value: "" });
    for (const headers of [{}, candidate.headers])
      expect((await t.call("GET", "/api/v1/setting/getbykey?setting_key=contact_recipient_email", { headers })).status).toBe(404);
    expect((await t.call("GET", "/api/v1/setting/getbykey?setting_key=contact_recipient_email", { headers: admin.headers })).status).toBe(200);
    expect((await t.call("GET", "/api/v1/setting/getbykey?setting_key=nope")).status).toBe(404);
    const missing = await t.call("GET", "/api/v1/setting/getbykey", { lang: "en" });
    expect(missing.status).toBe(400);
  });

  it("lets only administrators write (401 anonymous, 403 other roles)", async () => {
    const id = await idOf("hotline");
    expect((await t.call("POST", `/api/v1/settings/${id}`, { body: { value_vi: "1900 1234" } })).status).toBe(401);
    expect((await t.call("POST", `/api/v1/settings/${id}`, { body: { value_vi: "1900 1234" }, headers: candidate.headers })).status).toBe(403);
    expect((await t.call("GET", "/api/v1/setting/getbykey?setting_key=hotline")).json.data.value).toBe("");
  });

  it("saves a value on both spec paths with an audit event holding before and after", async () => {
    const id = await idOf("hotline");
    const res = await t.call("POST", `/api/v1/setting/${id}?lang=en`, { body: { value_vi: " 1900 6868 " }, headers: admin.headers });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ data: { setting_key: "hotline", value: "1900 6868" }, message: "Settings saved." });
    await t.call("POST", `/api/v1/settings/${id}`, { body: { value_vi: "+84 236 3888 999" }, headers: admin.headers });
    const events = await t.db.selectFrom("audit_events").selectAll().where("subject", "=", "setting:hotline").orderBy("id").execute();
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ actor_id: admin.id, action: "setting.update" });
    expect(JSON.parse(events[1]!.before_json!)).toEqual({ value_vi: "1900 6868", value_en: null });
    expect(JSON.parse(events[1]!.after_json!)).toEqual({ value_vi: "+84 236 3888 999", value_en: null });
    // Saving the same value again changes nothing and records nothing.
    await t.call("POST", `/api/v1/settings/${id}`, { body: { value_vi: "+84 236 3888 999" }, headers: admin.headers });
    expect(await t.db.selectFrom("audit_events").select("id").where("subject", "=", "setting:hotline").execute()).toHaveLength(2);
  });

  it("keeps a text per language for bilingual keys and serves the reader's one", async () => {
    const id = await idOf("company_address");
    await t.call("POST", `/api/v1/settings/${id}`, { body: { value_vi: "12 Đường Biển, Đà Nẵng", value_en: "12 Sea Road, Da Nang" }, headers: admin.headers });
    expect((await t.call("GET", "/api/v1/setting/getbykey?setting_key=company_address")).json.data.value).toBe("12 Đường Biển, Đà Nẵng");
    expect((await t.call("GET", "/api/v1/setting/getbykey?setting_key=company_address&lang=en")).json.data.value).toBe("12 Sea Road, Da Nang");
    // A key with one value ignores value_en.
    const hotline = await t.call("POST", `/api/v1/settings/${await idOf("email")}`, {
      body: { value_vi: "hello@example.vn", value_en: "x" },
      headers: admin.headers,
    });
    expect(hotline.json.data.value_en).toBeNull();
  });

  it.each([
    ["hotline", "call us", "A phone number has only digits"],
    ["email", "not-an-email", "valid email"],
    ["facebook_url", "javascript:alert(1)", "https://"],
    ["facebook_url", "facebook.com/page", "https://"],
    ["zalo_id", "09-123", "Zalo"],
    ["messenger_id", "a b", "Messenger"],
    ["navtheothang", "{not json", "JSON"],
  ])("refuses %s = %j with a 400 in the caller's language and changes nothing", async (key, value, message) => {
    const id = await idOf(key);
    const before = await t.db.selectFrom("settings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const res = await t.call("POST", `/api/v1/settings/${id}`, { body: { value_vi: value }, headers: admin.headers, lang: "en" });
    expect(res.status).toBe(400);
    expect(res.json.details[0].path).toBe("value_vi");
    expect(res.json.details[0].message).toContain(message);
    expect(await t.db.selectFrom("settings").selectAll().where("id", "=", id).executeTakeFirstOrThrow()).toEqual(before);
  });

  it("answers 404 for an unknown id and 400 for a malformed id or a missing value", async () => {
    expect((await t.call("POST", "/api/v1/settings/9999", { body: { value_vi: "" }, headers: admin.headers })).status).toBe(404);
    expect((await t.call("POST", "/api/v1/settings/abc", { body: { value_vi: "" }, headers: admin.headers })).status).toBe(400);
    expect((await t.call("POST", `/api/v1/settings/${await idOf("hotline")}`, { body: {}, headers: admin.headers })).status).toBe(400);
  });

  it("saves several keys at once, all or nothing, naming the wrong field by key", async () => {
    const bad = await t.call("POST", "/api/v1/settings", {
      body: {
        settings: [
          { setting_key: "zalo_id", value_vi: "0905123456" },
          { setting_key: "youtube_url", value_vi: "nope" },
        ],
      },
      headers: admin.headers,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.details.map((d: { path: string }) => d.path)).toEqual(["youtube_url.value_vi"]);
    expect((await t.call("GET", "/api/v1/setting/getbykey?setting_key=zalo_id")).json.data.value).toBe("");

    const good = await t.call("POST", "/api/v1/settings", {
      body: {
        settings: [
          { setting_key: "zalo_id", value_vi: "0905123456" },
          { setting_key: "messenger_id", value_vi: "tsi.vn" },
          { setting_key: "youtube_url", value_vi: "" },
        ],
      },
      headers: admin.headers,
    });
    expect(good.status).toBe(200);
    expect((await t.call("GET", "/api/v1/setting/getbykey?setting_key=zalo_id")).json.data.value).toBe("0905123456");
    const audited = await t.db
      .selectFrom("audit_events")
      .select("subject")
      .where("action", "=", "setting.update")
      .where("subject", "in", ["setting:zalo_id", "setting:messenger_id", "setting:youtube_url"])
      .execute();
    expect(audited.map((e) => e.subject).sort()).toEqual(["setting:messenger_id", "setting:zalo_id"]);
    expect((await t.call("POST", "/api/v1/settings", { body: { settings: [{ setting_key: "unknown", value_vi: "" }] }, headers: admin.headers })).status).toBe(
      400,
    );
    expect((await t.call("POST", "/api/v1/settings", { body: { settings: [] }, headers: candidate.headers })).status).toBe(403);
  });

  it("sends contact notices to the private recipient setting once an administrator sets it", async () => {
    await t.call("POST", `/api/v1/settings/${await idOf("contact_recipient_email")}`, { body: { value_vi: "desk@example.vn" }, headers: admin.headers });
    await t.call("POST", "/api/v1/contacts", { body: { full_name: "Lan", email: "lan@example.vn", content: "Xin chào" } });
    await t.deps.jobs.runDue();
    expect((await t.db.selectFrom("outbox_emails").select("to_address").orderBy("id", "desc").executeTakeFirstOrThrow()).to_address).toBe("desk@example.vn");
  });
});

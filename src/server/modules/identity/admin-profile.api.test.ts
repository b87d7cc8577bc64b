import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

/** What the administrators' profile page (`/dashboard/admin/profile`) asks of the API: their own name, phone and password. */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signedIn"]>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn("administrator", { full_name: "Quản trị viên", phone_number: "+84911111111" });
});
afterAll(() => t.close());

describe("an administrator's own profile", () => {
  it("changes their name, audited, and is refused the investors' KYC fields in their language", async () => {
    const renamed = await t.call("POST", "/api/v1/auth/profile", { headers: admin.headers, body: { full_name: "Trần Minh Quân" }, lang: "en" });
    expect([renamed.status, renamed.json.data.full_name, renamed.json.data.role]).toEqual([200, "Trần Minh Quân", "administrator"]);
    expect((await t.db.selectFrom("users").select("full_name").where("id", "=", admin.id).executeTakeFirstOrThrow()).full_name).toBe("Trần Minh Quân");
    expect((await t.call("GET", "/api/v1/auth/profile", { headers: admin.headers })).json.data.full_name).toBe("Trần Minh Quân");
    const kyc = await t.call("POST", "/api/v1/auth/profile", { headers: admin.headers, body: { tknh: "0123456789" }, lang: "vi" });
    expect(kyc.status).toBe(422);
    expect(kyc.json.message).toMatch(/nhà đầu tư/i);
  });

  it("changes their phone number with the code sent to the new one", async () => {
    const asked = await t.call("POST", "/api/v1/auth/profile/phone", { headers: admin.headers, body: { phone_number: "0987 000 111" }, lang: "en" });
    expect(asked.status).toBe(200);
    await t.deps.jobs.runDue();
    const sms = await t.db.selectFrom("outbox_sms").select("text_body").where("to_number", "=", "+84987000111").executeTakeFirstOrThrow();
    const code = /\b(\d{6})\b/.exec(sms.text_body)![1];
    const confirmed = await t.call("POST", "/api/v1/auth/profile/phone/confirm", { headers: admin.headers, body: { code } });
    expect([confirmed.status, confirmed.json.data.phone_number]).toEqual([200, "+84987000111"]);
  });
});

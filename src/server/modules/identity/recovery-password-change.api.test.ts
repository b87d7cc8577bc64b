import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { NEW_PASSWORD, newPassword, PASSWORD, recoveryKit } from "#server/testing/recovery-fixtures.ts";
import { bearer, createTestApp, type TestApp } from "#server/testing/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://contest.example.vn" });
});
afterEach(() => t.close());
const { createUser, signin, tokenFor, sentEmails, auditActions } = recoveryKit(() => t);

describe("change password", () => {
  const body = { current_password: PASSWORD, ...newPassword() };

  it("keeps the current session, signs out the others, and tells the owner", async () => {
    const user = await createUser();
    const current = await tokenFor(user.email);
    const other = await tokenFor(user.email);
    const res = await t.call("POST", "/api/v1/auth/change-password", { body, headers: bearer(current), lang: "en" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { updated: true }, message: "Your password has been changed. Your other sessions were signed out." });

    expect((await t.call("GET", "/api/v1/auth/profile", { headers: bearer(current) })).status).toBe(200);
    expect((await t.call("GET", "/api/v1/auth/profile", { headers: bearer(other) })).status).toBe(401);
    expect((await signin(user.email, PASSWORD)).status).toBe(401);
    expect((await signin(user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await sentEmails()).at(-1)).toMatchObject({ to_address: user.email, subject: "Your password was changed" });
    expect(await auditActions()).toContain("auth.password_changed");
  });

  it("works for administrators too, and through the session cookie", async () => {
    const admin = await createUser({ email: "bantochuc@example.vn", role: "administrator", phone_number: null });
    const token = await tokenFor(admin.email);
    const res = await t.call("POST", "/api/v1/auth/change-password", { body, headers: { cookie: `session=${token}`, origin: "https://contest.example.vn" } });
    expect(res.status).toBe(200);
    expect((await signin(admin.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses a wrong current password with a 422 on that field and changes nothing", async () => {
    const user = await createUser();
    const current = await tokenFor(user.email);
    const other = await tokenFor(user.email);
    const res = await t.call("POST", "/api/v1/auth/change-password", {
      body: { ...body, current_password: "not-my-password" },
      headers: bearer(current),
      lang: "en",
    });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ error: "UNPROCESSABLE", message: "The current password is incorrect." });
    expect(res.json.details).toEqual([{ path: "current_password", message: "The current password is incorrect." }]);
    expect((await t.call("GET", "/api/v1/auth/profile", { headers: bearer(other) })).status).toBe(200);
    expect((await signin(user.email, PASSWORD)).status).toBe(200);
    expect(await sentEmails()).toHaveLength(0);
  });

  it.each([
    ["the same as the current one", { ...body, ...newPassword(PASSWORD) }, "password", "Mật khẩu mới phải khác mật khẩu hiện tại."],
    ["the e-mail", { ...body, ...newPassword("lan@example.vn") }, "password", "Mật khẩu không được trùng với email."],
    ["not confirmed", { ...body, password_confirmation: "something-else-123" }, "password_confirmation", "Mật khẩu xác nhận không khớp."],
    ["missing the current one", { ...newPassword() }, "current_password", "Vui lòng nhập mật khẩu hiện tại."],
  ])("refuses a new password that is %s", async (_, input, field, message) => {
    const user = await createUser();
    const res = await t.call("POST", "/api/v1/auth/change-password", { body: input, headers: bearer(await tokenFor(user.email)) });
    expect(res.status).toBe(400);
    expect(res.json.details).toContainEqual({ path: field, message });
    expect((await signin(user.email, PASSWORD)).status).toBe(200);
  });

  it("needs a session", async () => {
    const res = await t.call("POST", "/api/v1/auth/change-password", { body });
    expect(res.status).toBe(401);
    expect(res.json.error).toBe("UNAUTHENTICATED");
    expect((await t.call("POST", "/api/v1/auth/change-password", { body, headers: bearer("made-up-token") })).status).toBe(401);
  });

  it("limits guesses of the current password per account", async () => {
    const user = await createUser();
    const session = await tokenFor(user.email);
    for (let i = 0; i < 10; i++) {
      expect(
        (await t.call("POST", "/api/v1/auth/change-password", { body: { ...body, current_password: `guess-${i}-xxxx` }, headers: bearer(session) })).status,
      ).toBe(422);
    }
    const limited = await t.call("POST", "/api/v1/auth/change-password", { body, headers: bearer(session), lang: "en" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

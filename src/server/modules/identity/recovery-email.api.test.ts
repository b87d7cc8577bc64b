import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { translateShared } from "#contracts/messages.ts";
import { NEW_PASSWORD, newPassword, PASSWORD, PHONE, recoveryKit } from "#server/testing/recovery-fixtures.ts";
import { bearer, createTestApp, type TestApp } from "#server/testing/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://contest.example.vn" });
});
afterEach(() => t.close());
const { createUser, signin, tokenFor, sentEmails, auditActions, linkToken, smsCode } = recoveryKit(() => t);

describe("reset by e-mail link", () => {
  it("answers the same for a registered and an unknown address, and writes only to the registered one", async () => {
    await createUser();
    const known = await t.call("POST", "/api/v1/auth/forgot-password", { body: { email: "LAN@example.vn " } });
    const unknown = await t.call("POST", "/api/v1/auth/forgot-password", { body: { email: "nobody@example.vn" } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    expect(known.json.message).toContain("Nếu email này đã đăng ký");
    expect(known.json.data).toEqual({ requested: true, resend_after: 60 });

    const mails = await sentEmails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: "lan@example.vn", subject: "Đặt lại mật khẩu" });
    expect(mails[0]!.text_body).toContain("https://contest.example.vn/user/reset?token=");
    expect(await auditActions()).toEqual(["auth.password_reset_requested", "auth.password_reset_requested"]);
  });

  it("sends nothing for a deleted account", async () => {
    await createUser({ deleted: true });
    expect((await t.call("POST", "/api/v1/auth/forgot-password", { body: { email: "lan@example.vn" } })).status).toBe(200);
    expect(await sentEmails()).toHaveLength(0);
  });

  it("writes the e-mail and its link in the caller's language", async () => {
    await createUser();
    const res = await t.call("POST", "/api/v1/auth/forgot-password", { body: { email: "lan@example.vn" }, lang: "en" });
    expect(res.json.message).toMatch(/^If this email belongs to an account/);
    const [mail] = await sentEmails();
    expect(mail?.subject).toBe("Reset your password");
    expect(mail?.text_body).toContain("https://contest.example.vn/en/user/reset?token=");
  });

  it("checks the link, sets the new password once, and tells the owner", async () => {
    const user = await createUser();
    const token = await linkToken(user.email);

    const check = await t.call("GET", `/api/v1/auth/reset?token=${encodeURIComponent(token)}`);
    expect(check.status).toBe(200);
    expect(check.json.data).toEqual({ valid: true });
    // Checking does not use the link up.
    expect((await t.call("GET", `/api/v1/auth/reset?token=${encodeURIComponent(token)}`)).status).toBe(200);

    const reset = await t.call("POST", "/api/v1/auth/reset", { body: { token, ...newPassword() }, lang: "en" });
    expect(reset.status).toBe(200);
    expect(reset.json).toEqual({ data: { updated: true }, message: "Your password has been reset. You can now sign in with the new password." });

    expect((await signin(user.email, PASSWORD)).status).toBe(401);
    expect((await signin(user.email, NEW_PASSWORD)).status).toBe(200);
    const mails = await sentEmails();
    expect(mails.at(-1)).toMatchObject({ to_address: user.email, subject: "Your password was changed" });
    const audit = await t.db.selectFrom("audit_events").selectAll().where("action", "=", "auth.password_reset").execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: user.id, subject: `user:${user.id}` });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ channel: "email" });
  });

  it("refuses a link that was already used", async () => {
    const user = await createUser();
    const token = await linkToken(user.email);
    expect((await t.call("POST", "/api/v1/auth/reset", { body: { token, ...newPassword() } })).status).toBe(200);

    const again = await t.call("POST", "/api/v1/auth/reset", { body: { token, ...newPassword("Another-long-pass-99") }, lang: "en" });
    expect(again.status).toBe(422);
    expect(again.json).toMatchObject({ error: "UNPROCESSABLE", message: "The code or link is wrong or has already been used." });
    expect((await t.call("GET", `/api/v1/auth/reset?token=${encodeURIComponent(token)}`)).status).toBe(422);
    expect((await signin(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses an expired link (24 hours)", async () => {
    const user = await createUser();
    const token = await linkToken(user.email);
    t.clock.advance(24 * 60 * 60_000 + 1000);
    const check = await t.call("GET", `/api/v1/auth/reset?token=${encodeURIComponent(token)}`, { lang: "en" });
    expect(check.status).toBe(422);
    expect(check.json.message).toBe("The code or link has expired. Please ask for a new one.");
    const reset = await t.call("POST", "/api/v1/auth/reset", { body: { token, ...newPassword() } });
    expect(reset.status).toBe(422);
    expect(reset.json.message).toBe("Mã hoặc liên kết đã hết hạn. Vui lòng yêu cầu mã mới.");
    expect((await signin(user.email, PASSWORD)).status).toBe(200);
  });

  it("refuses an unknown token, and a missing one with a 400", async () => {
    expect((await t.call("GET", "/api/v1/auth/reset?token=not-a-real-token")).status).toBe(422);
    expect((await t.call("GET", "/api/v1/auth/reset")).status).toBe(400);
    const missing = await t.call("POST", "/api/v1/auth/reset", { body: newPassword(), lang: "en" });
    expect(missing.status).toBe(400);
    expect(missing.json.details).toContainEqual({ path: "token", message: "The password reset link is missing its code." });
  });

  it("takes the token from the page's query when the body has none", async () => {
    const user = await createUser();
    const token = await linkToken(user.email);
    const res = await t.call("POST", `/api/v1/auth/reset?token=${encodeURIComponent(token)}`, { body: newPassword() });
    expect(res.status).toBe(200);
    expect((await signin(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it.each([
    ["too short", { password: "Ab1-x", password_confirmation: "Ab1-x" }, "password", "validation.password.tooShort"],
    ["common", { password: "password123", password_confirmation: "password123" }, "password", "validation.password.common"],
    ["not confirmed", { password: NEW_PASSWORD, password_confirmation: `${NEW_PASSWORD}!` }, "password_confirmation", "validation.password.mismatch"],
    ["the e-mail", { password: "lan@example.vn", password_confirmation: "lan@example.vn" }, "password", "validation.password.sameAsEmail"],
    ["missing", {}, "password", "validation.required.password"],
  ])("refuses a new password that is %s and keeps the link usable", async (_, body, field, key) => {
    const message = translateShared("en", key);
    const user = await createUser();
    const token = await linkToken(user.email);
    const res = await t.call("POST", "/api/v1/auth/reset", { body: { token, ...body }, lang: "en" });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("VALIDATION_FAILED");
    expect(res.json.details).toContainEqual({ path: field, message });
    expect((await t.call("GET", `/api/v1/auth/reset?token=${encodeURIComponent(token)}`)).status).toBe(200);
    expect((await signin(user.email, PASSWORD)).status).toBe(200);
  });

  it("signs the person out everywhere", async () => {
    const user = await createUser();
    const first = await tokenFor(user.email);
    const second = await tokenFor(user.email);

    const token = await linkToken(user.email);
    expect((await t.call("POST", "/api/v1/auth/reset", { body: { token, ...newPassword() } })).status).toBe(200);

    for (const old of [first, second]) expect((await t.call("GET", "/api/v1/auth/profile", { headers: bearer(old) })).status).toBe(401);
    expect((await signin(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("a newer link voids the older one, and a reset voids every other reset secret", async () => {
    const user = await createUser();
    const older = await linkToken(user.email);
    t.clock.advance(61_000);
    const newer = await linkToken(user.email);
    expect((await t.call("GET", `/api/v1/auth/reset?token=${encodeURIComponent(older)}`)).status).toBe(422);
    const code = await smsCode();
    expect((await t.call("POST", "/api/v1/auth/reset", { body: { token: newer, ...newPassword() } })).status).toBe(200);
    const check = await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: PHONE, code } });
    expect(check.status).toBe(422);
  });

  it("does not send a second e-mail within the cool-down, yet answers the same", async () => {
    const user = await createUser();
    const first = await t.call("POST", "/api/v1/auth/forgot-password", { body: { email: user.email } });
    const second = await t.call("POST", "/api/v1/auth/forgot-password", { body: { email: user.email } });
    expect(second.status).toBe(200);
    expect(second.json).toEqual(first.json);
    expect(await sentEmails()).toHaveLength(1);
  });
});

describe("rate limits", () => {
  it("limits reset e-mails per address, registered or not, with Retry-After", async () => {
    await createUser();
    for (const email of ["lan@example.vn", "nobody@example.vn"]) {
      for (let i = 0; i < 3; i++) expect((await t.call("POST", "/api/v1/auth/forgot-password", { body: { email } })).status).toBe(200);
      const limited = await t.call("POST", "/api/v1/auth/forgot-password", { body: { email }, lang: "en" });
      expect(limited.status).toBe(429);
      expect(limited.json).toMatchObject({
        error: "RATE_LIMITED",
        message: expect.stringMatching(/^You have sent too many requests\. Please try again in \d+ seconds\.$/),
      });
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // The next window lets the person ask again.
    t.clock.advance(15 * 60_000);
    expect((await t.call("POST", "/api/v1/auth/forgot-password", { body: { email: "lan@example.vn" } })).status).toBe(200);
  });

  it("limits reset e-mails per client address", async () => {
    for (let i = 0; i < 20; i++) expect((await t.call("POST", "/api/v1/auth/forgot-password", { body: { email: `person${i}@example.vn` } })).status).toBe(200);
    const limited = await t.call("POST", "/api/v1/auth/forgot-password", { body: { email: "one-more@example.vn" } });
    expect(limited.status).toBe(429);
    expect(limited.json.message).toMatch(/^Bạn đã gửi quá nhiều yêu cầu/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

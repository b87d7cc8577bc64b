import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { translateShared } from "#contracts/messages.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { hashPassword } from "./passwords.ts";

const PASSWORD = "old-password-Lan-2026";
const NEW_PASSWORD = "Bien-xanh-hoi-nghi-2027";
const PHONE = "+84912345678";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://contest.example.vn" });
});
afterEach(() => t.close());

async function createUser(overrides: { email?: string; phone_number?: string | null; role?: "candidate" | "administrator"; deleted?: boolean } = {}) {
  const now = t.clock.now().toISOString();
  const email = overrides.email ?? "lan@example.vn";
  const row = await t.db
    .insertInto("users")
    .values({
      email,
      password_hash: await hashPassword(PASSWORD),
      full_name: "Nguyễn Thị Lan",
      role: overrides.role ?? "candidate",
      phone_number: overrides.phone_number === undefined ? PHONE : overrides.phone_number,
      activated_at: now,
      deleted_at: overrides.deleted ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, email };
}

async function signin(email: string, password: string) {
  return t.call("POST", "/api/v1/auth/signin", { body: { email, password } });
}

async function tokenFor(email: string, password = PASSWORD): Promise<string> {
  const res = await signin(email, password);
  expect(res.status).toBe(200);
  return res.json.data.token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function sentEmails() {
  await t.deps.jobs.runDue();
  return t.db.selectFrom("outbox_emails").selectAll().orderBy("id").execute();
}

async function sentSms() {
  await t.deps.jobs.runDue();
  return t.db.selectFrom("outbox_sms").selectAll().orderBy("id").execute();
}

async function auditActions() {
  return (await t.db.selectFrom("audit_events").select("action").orderBy("id").execute()).map((row) => row.action);
}

/** Asks for a reset link and returns the token carried by the e-mail. */
async function linkToken(email: string, lang = "vi"): Promise<string> {
  const res = await t.call("POST", "/api/v1/auth/forgot-password", { body: { email }, lang });
  expect(res.status).toBe(200);
  const mail = (await sentEmails()).filter((m) => m.to_address === email).at(-1);
  const match = /\/user\/reset\?token=([\w-]+)/.exec(mail?.text_body ?? "");
  expect(match, "the e-mail carries a reset link").not.toBeNull();
  return decodeURIComponent(match![1]!);
}

/** Asks for a code by SMS and returns it. */
async function smsCode(phone = "0912 345 678"): Promise<string> {
  const res = await t.call("GET", `/api/v1/auth/resetpasssendcode?phone_number=${encodeURIComponent(phone)}`);
  expect(res.status).toBe(200);
  const sms = (await sentSms()).at(-1);
  const match = /\b(\d{6})\b/.exec(sms?.text_body ?? "");
  expect(match, "the SMS carries a six-digit code").not.toBeNull();
  return match![1]!;
}

const newPassword = (password = NEW_PASSWORD) => ({ password, password_confirmation: password });

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

describe("reset by phone code", () => {
  it("answers the same for a registered and an unknown number, and texts only the registered one", async () => {
    await createUser();
    const known = await t.call("GET", "/api/v1/auth/resetpasssendcode?phone_number=0912%20345%20678");
    const unknown = await t.call("GET", "/api/v1/auth/resetpasssendcode?phone_number=0987654321");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    expect(known.json.message).toContain("Nếu số điện thoại này đã đăng ký");
    const sms = await sentSms();
    expect(sms).toHaveLength(1);
    expect(sms[0]?.to_number).toBe(PHONE);
    expect(sms[0]?.text_body).toMatch(/\b\d{6}\b/);
    expect(await sentEmails()).toHaveLength(0);
  });

  it("refuses a malformed number with a 400", async () => {
    const res = await t.call("GET", "/api/v1/auth/resetpasssendcode?phone_number=12ab", { lang: "en" });
    expect(res.status).toBe(400);
    expect(res.json.details).toContainEqual({ path: "phone_number", message: translateShared("en", "validation.invalid.phone") });
    expect((await t.call("GET", "/api/v1/auth/resetpasssendcode")).status).toBe(400);
  });

  it("code -> single-use grant -> new password; the old sessions end", async () => {
    const user = await createUser();
    const session = await tokenFor(user.email);
    const code = await smsCode();

    const check = await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: "+84 912 345 678", code } });
    expect(check.status).toBe(200);
    const grant = check.json.data.token as string;
    expect(grant.length).toBeGreaterThan(30);
    expect(new Date(check.json.data.expires_at).getTime() - t.clock.now().getTime()).toBe(15 * 60_000);
    // The code is single use.
    expect((await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: PHONE, code } })).status).toBe(422);

    const reset = await t.call("POST", "/api/v1/auth/resetpass-password", { body: { token: grant, ...newPassword() } });
    expect(reset.status).toBe(200);
    expect(reset.json.message).toBe("Mật khẩu đã được đặt lại. Bạn có thể đăng nhập bằng mật khẩu mới.");
    expect((await signin(user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await t.call("GET", "/api/v1/auth/profile", { headers: bearer(session) })).status).toBe(401);
    expect((await sentEmails()).at(-1)?.subject).toBe("Mật khẩu đã được thay đổi");
    expect(await auditActions()).toEqual(expect.arrayContaining(["auth.password_reset_requested", "auth.password_reset_code_verified", "auth.password_reset"]));

    const reuse = await t.call("POST", "/api/v1/auth/resetpass-password", { body: { token: grant, ...newPassword("Third-long-password-7") } });
    expect(reuse.status).toBe(422);
    expect((await signin(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("a grant does not work as a link token, nor a link token as a grant", async () => {
    const user = await createUser();
    const link = await linkToken(user.email);
    expect((await t.call("POST", "/api/v1/auth/resetpass-password", { body: { token: link, ...newPassword() } })).status).toBe(422);
    const code = await smsCode();
    const grant = (await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: PHONE, code } })).json.data.token;
    expect((await t.call("POST", "/api/v1/auth/reset", { body: { token: grant, ...newPassword() } })).status).toBe(422);
  });

  it("an expired grant (15 minutes) is refused", async () => {
    await createUser();
    const code = await smsCode();
    const grant = (await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: PHONE, code } })).json.data.token;
    t.clock.advance(15 * 60_000 + 1000);
    const res = await t.call("POST", "/api/v1/auth/resetpass-password", { body: { token: grant, ...newPassword() }, lang: "en" });
    expect(res.status).toBe(422);
    expect(res.json.message).toBe("The code or link has expired. Please ask for a new one.");
  });

  it("counts wrong codes: the fifth ends the code, even the right one is then refused", async () => {
    await createUser();
    const code = await smsCode();
    const wrong = code === "000000" ? "111111" : "000000";
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: PHONE, code: wrong }, lang: "en" });
      expect(res.status).toBe(422);
      messages.push(res.json.message);
    }
    expect(messages.slice(0, 4)).toEqual(Array(4).fill("The code or link is wrong or has already been used."));
    expect(messages[4]).toBe("Too many wrong tries. Please ask for a new code.");
    const right = await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: PHONE, code }, lang: "en" });
    expect(right.status).toBe(422);
    expect(right.json.message).toBe("Too many wrong tries. Please ask for a new code.");
  });

  it("wrong codes for an unknown number end the same way, so tries reveal nothing", async () => {
    const messages: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: "0987654321", code: "123456" }, lang: "en" });
      expect(res.status).toBe(422);
      messages.push(res.json.message);
    }
    expect(messages.slice(0, 4)).toEqual(Array(4).fill("The code or link is wrong or has already been used."));
    expect(messages.slice(4)).toEqual(Array(2).fill("Too many wrong tries. Please ask for a new code."));
  });

  it.each([
    ["with no code asked for", async () => {}],
    ["whose code has expired", async () => {
      await smsCode();
      t.clock.advance(10 * 60_000 + 1000);
    }],
    ["whose code was used up by wrong tries an hour ago", async () => {
      await smsCode();
      for (let i = 0; i < 5; i++) await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: PHONE, code: "000000" } });
      t.clock.advance(60 * 60_000);
    }],
  ])("answers wrong codes for a registered number %s exactly as for an unregistered one, past the 5th try", async (_name, arrange) => {
    await createUser();
    await arrange();
    const answers = async (phone: string) => {
      const seen = [];
      for (let i = 0; i < 7; i++) {
        const res = await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: phone, code: "000000" }, lang: "en" });
        seen.push({ status: res.status, body: res.json, retryAfter: res.headers.get("retry-after") });
      }
      return seen;
    };
    const registered = await answers(PHONE);
    expect(registered.map((a) => a.body.message)).toEqual([
      ...Array(4).fill("The code or link is wrong or has already been used."),
      ...Array(3).fill("Too many wrong tries. Please ask for a new code."),
    ]);
    expect(await answers("+84987654321")).toEqual(registered);
  });

  it("refuses an expired code (10 minutes)", async () => {
    await createUser();
    const code = await smsCode();
    t.clock.advance(10 * 60_000 + 1000);
    const res = await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: PHONE, code }, lang: "en" });
    expect(res.status).toBe(422);
    expect(res.json.message).toBe("The code or link has expired. Please ask for a new one.");
  });

  it("refuses a code that is not six digits with a 400", async () => {
    const res = await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: PHONE, code: "12a" }, lang: "en" });
    expect(res.status).toBe(400);
    expect(res.json.details).toContainEqual({ path: "code", message: translateShared("en", "validation.invalid.code") });
  });

  it("re-sending waits for the cool-down, for known and unknown numbers alike; a new code voids the old one", async () => {
    await createUser();
    const first = await smsCode();
    const known = await t.call("GET", `/api/v1/auth/resetpasssendcode?phone_number=${encodeURIComponent(PHONE)}`, { lang: "en" });
    await t.call("GET", "/api/v1/auth/resetpasssendcode?phone_number=0987654321");
    const unknown = await t.call("GET", "/api/v1/auth/resetpasssendcode?phone_number=0987654321", { lang: "en" });
    for (const res of [known, unknown]) {
      expect(res.status).toBe(429);
      expect(res.json.message).toMatch(/try again in \d+ seconds/);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(unknown.json.error).toBe(known.json.error);
    expect(await sentSms()).toHaveLength(1);

    t.clock.advance(60_000);
    const second = await smsCode(PHONE);
    expect((await sentSms()).length).toBe(2);
    if (second !== first) {
      expect((await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: PHONE, code: first } })).status).toBe(422);
    }
    expect((await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: PHONE, code: second } })).status).toBe(200);
  });
});

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
    const res = await t.call("POST", "/api/v1/auth/change-password", { body: { ...body, current_password: "not-my-password" }, headers: bearer(current), lang: "en" });
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
      expect((await t.call("POST", "/api/v1/auth/change-password", { body: { ...body, current_password: `guess-${i}-xxxx` }, headers: bearer(session) })).status).toBe(422);
    }
    const limited = await t.call("POST", "/api/v1/auth/change-password", { body, headers: bearer(session), lang: "en" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("rate limits", () => {
  it("limits reset e-mails per address, registered or not, with Retry-After", async () => {
    await createUser();
    for (const email of ["lan@example.vn", "nobody@example.vn"]) {
      for (let i = 0; i < 3; i++) expect((await t.call("POST", "/api/v1/auth/forgot-password", { body: { email } })).status).toBe(200);
      const limited = await t.call("POST", "/api/v1/auth/forgot-password", { body: { email }, lang: "en" });
      expect(limited.status).toBe(429);
      expect(limited.json).toMatchObject({ error: "RATE_LIMITED", message: expect.stringMatching(/^You have sent too many requests\. Please try again in \d+ seconds\.$/) });
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

  it("backs off: after 5 codes in an hour a number waits for the hour", async () => {
    await createUser();
    for (let i = 0; i < 5; i++) {
      expect((await t.call("GET", `/api/v1/auth/resetpasssendcode?phone_number=${encodeURIComponent(PHONE)}`)).status).toBe(200);
      t.clock.advance(61_000);
    }
    const limited = await t.call("GET", `/api/v1/auth/resetpasssendcode?phone_number=${encodeURIComponent(PHONE)}`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(60);
  });

  it("limits code sending per client address", async () => {
    for (let i = 0; i < 20; i++) {
      expect((await t.call("GET", `/api/v1/auth/resetpasssendcode?phone_number=09123400${String(i).padStart(2, "0")}`)).status).toBe(200);
    }
    const limited = await t.call("GET", "/api/v1/auth/resetpasssendcode?phone_number=0912349999");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });

  it("limits code checks per number and per client address", async () => {
    for (let i = 0; i < 10; i++) expect((await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: "0987654321", code: "123456" } })).status).toBe(422);
    const perNumber = await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: "0987654321", code: "123456" } });
    expect(perNumber.status).toBe(429);
    expect(Number(perNumber.headers.get("retry-after"))).toBeGreaterThan(0);

    for (let i = 0; i < 19; i++) {
      expect((await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: `09123400${String(i).padStart(2, "0")}`, code: "123456" } })).status).toBe(422);
    }
    const perClient = await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: "0912349999", code: "123456" } });
    expect(perClient.status).toBe(429);
  });
});

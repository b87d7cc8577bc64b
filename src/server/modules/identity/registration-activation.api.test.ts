import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { translateShared } from "#contracts/messages.ts";
import { activationMails, en, latestCode, tokenOf, valid } from "#server/testing/registration-fixtures.ts";
import { bearer, createTestApp, type TestApp } from "#server/testing/test-app.ts";

/** Every test starts from a fresh app with one account just signed up, and its session token. */
let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp({ SIGNUP_RATE_LIMIT: "1000" });
  token = (await t.call("POST", "/api/v1/auth/signup", { body: valid })).json.data.token;
});
afterEach(() => t.close());

describe("activation with the code", () => {
  const checkcode = (code: unknown, lang = "en") => t.call("POST", "/api/v1/auth/checkcode", { body: { code }, headers: bearer(token), lang });
  const activated = async () => (await t.call("GET", "/api/v1/auth/profile", { headers: bearer(token) })).json.data.activated;

  it("activates the account with the right code, once", async () => {
    const code = await latestCode(t);
    const res = await checkcode(`${code.slice(0, 3)} ${code.slice(3)}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { activated: true }, message: en("messages.accountActivated") });
    expect(await activated()).toBe(true);
    const audit = await t.db.selectFrom("audit_events").selectAll().where("action", "=", "auth.activated").execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.after_json ?? "{}")).toEqual({ via: "code" });

    const reused = await checkcode(code);
    expect(reused.status).toBe(409);
    expect(reused.json.message).toBe(en("errors.alreadyActivated"));
    // The e-mail link of the same message is void now, but it says the account is active rather than failing.
    const [mail] = await activationMails(t);
    const link = await t.call("GET", `/api/v1/auth/verification?token=${tokenOf(mail?.link ?? "")}`, { lang: "en" });
    expect(link.status).toBe(200);
    expect(link.json.message).toBe(en("messages.alreadyActivated"));
  });

  it("refuses a code that was already used, even by a second session of the same account", async () => {
    const code = await latestCode(t);
    const second = (await t.call("POST", "/api/v1/auth/signin", { body: { email: valid.email, password: valid.password } })).json.data.token;
    expect((await checkcode(code)).status).toBe(200);
    const again = await t.call("POST", "/api/v1/auth/checkcode", { body: { code }, headers: bearer(second), lang: "en" });
    expect(again.status).toBe(409);
  });

  it("counts wrong tries and locks the code after 5, even for the right code", async () => {
    const code = await latestCode(t);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 5; i++) {
      const res = await checkcode(wrong);
      expect(res.status).toBe(422);
      expect(res.json.message).toBe(en("errors.code.invalid"));
    }
    const sixth = await checkcode(wrong);
    expect(sixth.status).toBe(422);
    expect(sixth.json.message).toBe(en("errors.code.too_many_tries"));
    const right = await checkcode(code);
    expect(right.status).toBe(422);
    expect(right.json.message).toBe(en("errors.code.too_many_tries"));
    expect(await activated()).toBe(false);
    const row = await t.db.selectFrom("one_time_codes").select("attempts").where("purpose", "=", "activation").executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);

    // A new code after the cool-down works.
    t.clock.advance(60_000);
    expect((await t.call("POST", "/api/v1/auth/resendcode", { headers: bearer(token) })).status).toBe(200);
    expect((await checkcode(await latestCode(t))).status).toBe(200);
  });

  it("refuses an expired code", async () => {
    const code = await latestCode(t);
    t.clock.advance(10 * 60_000);
    const res = await checkcode(code);
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(en("errors.code.expired"));
    expect(await activated()).toBe(false);
  });

  it("accepts the code just before it expires", async () => {
    const code = await latestCode(t);
    t.clock.advance(10 * 60_000 - 1000);
    expect((await checkcode(code)).status).toBe(200);
  });

  it.each([
    ["letters", "12ab56", "validation.invalid.code"],
    ["too short", "12345", "validation.invalid.code"],
    ["nothing", "", "validation.required.code"],
    ["a number instead of text", 123456, "validation.required.code"],
  ])("refuses %s with a 400 without spending a try", async (_, code, key) => {
    const res = await checkcode(code);
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual([{ path: "code", message: en(key) }]);
    const row = await t.db.selectFrom("one_time_codes").select("attempts").where("purpose", "=", "activation").executeTakeFirstOrThrow();
    expect(row.attempts).toBe(0);
  });

  it("needs a session: 401 without one or with a revoked one", async () => {
    const code = await latestCode(t);
    const anonymous = await t.call("POST", "/api/v1/auth/checkcode", { body: { code } });
    expect(anonymous.status).toBe(401);
    expect((await t.call("POST", "/api/v1/auth/resendcode")).status).toBe(401);
    expect((await t.call("POST", "/api/v1/auth/logout", { headers: bearer(token) })).status).toBe(200);
    expect((await checkcode(code)).status).toBe(401);
  });

  it("limits code checks per account", async () => {
    for (let i = 0; i < 10; i++) expect((await checkcode("000001")).status).not.toBe(429);
    const limited = await checkcode("000001");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.json.message).toMatch(/try again in \d+ seconds/);
  });
});

describe("resending the code", () => {
  const resend = (lang = "en") => t.call("POST", "/api/v1/auth/resendcode", { headers: bearer(token), lang });

  it("waits 60 seconds between codes, then sends a new code and link that replace the old ones", async () => {
    const first = (await activationMails(t))[0];
    const early = await resend();
    expect(early.status).toBe(429);
    expect(early.headers.get("retry-after")).toBe("60");
    expect(early.json.message).toBe(translateShared("en", "errors.RATE_LIMITED", { seconds: 60 }));
    t.clock.advance(59_000);
    expect((await resend()).json.message).toMatch(/in 1 seconds/);
    expect((await activationMails(t)).length).toBe(1);

    t.clock.advance(1_000);
    const res = await resend();
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { sent: true, resend_after_seconds: 60 }, message: en("messages.activationCodeSent") });
    const mails = await activationMails(t);
    expect(mails).toHaveLength(2);
    const second = mails[1];
    expect(second?.subject).toBe("Your account activation code");
    expect(await t.db.selectFrom("outbox_sms").selectAll().execute()).toHaveLength(2);

    if (first?.code !== second?.code)
      expect((await t.call("POST", "/api/v1/auth/checkcode", { body: { code: first?.code }, headers: bearer(token) })).status).toBe(422);
    const oldLink = await t.call("GET", `/api/v1/auth/verification?token=${tokenOf(first?.link ?? "")}`);
    expect(oldLink.status).toBe(422);
    expect((await t.call("POST", "/api/v1/auth/checkcode", { body: { code: second?.code }, headers: bearer(token) })).status).toBe(200);
  });

  it("tells the activation page how long until a new code may be asked for, counting from the code sent at registration", async () => {
    const status = () => t.call("GET", "/api/v1/auth/activation", { headers: bearer(token) });
    const right = await status();
    expect(right.status).toBe(200);
    expect(right.json.data).toEqual({ activated: false, resend_after_seconds: 60 });
    t.clock.advance(45_500);
    expect((await status()).json.data).toEqual({ activated: false, resend_after_seconds: 15 });
    t.clock.advance(14_500);
    expect((await status()).json.data).toEqual({ activated: false, resend_after_seconds: 0 });
    // The first resend after the registration mail is then accepted, and the wait starts again.
    expect((await resend()).status).toBe(200);
    expect((await status()).json.data).toEqual({ activated: false, resend_after_seconds: 60 });
    expect(await activationMails(t)).toHaveLength(2);

    expect((await t.call("POST", "/api/v1/auth/checkcode", { body: { code: await latestCode(t) }, headers: bearer(token) })).status).toBe(200);
    expect((await status()).json.data).toEqual({ activated: true, resend_after_seconds: 0 });
    expect((await t.call("GET", "/api/v1/auth/activation")).status).toBe(401);
  });

  it("refuses once the account is activated", async () => {
    expect((await t.call("POST", "/api/v1/auth/checkcode", { body: { code: await latestCode(t) }, headers: bearer(token) })).status).toBe(200);
    t.clock.advance(60_000);
    const res = await resend();
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(en("errors.alreadyActivated"));
  });
});

describe("GET /api/v1/auth/verification (the e-mailed link)", () => {
  const verify = (linkToken: string) => t.call("GET", `/api/v1/auth/verification?token=${encodeURIComponent(linkToken)}`, { lang: "en" });

  it("activates the account without a session; opening it again says it is already active", async () => {
    const [mail] = await activationMails(t);
    const res = await verify(tokenOf(mail?.link ?? ""));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { activated: true }, message: en("messages.accountActivated") });
    expect((await t.call("GET", "/api/v1/auth/profile", { headers: bearer(token) })).json.data.activated).toBe(true);
    const audit = await t.db.selectFrom("audit_events").select("after_json").where("action", "=", "auth.activated").execute();
    expect(audit.map((a) => JSON.parse(a.after_json ?? "{}"))).toEqual([{ via: "email_link" }]);

    const again = await verify(tokenOf(mail?.link ?? ""));
    expect(again.status).toBe(200);
    expect(again.json.message).toBe(en("messages.alreadyActivated"));
    // The typed code of the same e-mail is no longer needed.
    expect((await t.call("POST", "/api/v1/auth/checkcode", { body: { code: mail?.code }, headers: bearer(token) })).status).toBe(409);
  });

  it("refuses an unknown token, an expired link and a missing token", async () => {
    const unknown = await verify("not-a-real-token");
    expect(unknown.status).toBe(422);
    expect(unknown.json.message).toBe(en("errors.code.invalid"));

    const [mail] = await activationMails(t);
    t.clock.advance(24 * 60 * 60_000);
    const expired = await verify(tokenOf(mail?.link ?? ""));
    expect(expired.status).toBe(422);
    expect(expired.json.message).toBe(en("errors.code.expired"));
    expect((await t.call("GET", "/api/v1/auth/profile", { headers: bearer(token) })).json.data.activated).toBe(false);

    const missing = await t.call("GET", "/api/v1/auth/verification", { lang: "en" });
    expect(missing.status).toBe(400);
    expect(missing.json.details).toEqual([{ path: "token", message: en("validation.required.verificationToken") }]);
  });
});

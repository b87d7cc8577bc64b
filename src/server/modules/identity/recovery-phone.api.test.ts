import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { translateShared } from "#contracts/messages.ts";
import { NEW_PASSWORD, newPassword, PHONE, recoveryKit } from "#server/testing/recovery-fixtures.ts";
import { bearer, createTestApp, type TestApp } from "#server/testing/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://contest.example.vn" });
});
afterEach(() => t.close());
const { createUser, signin, tokenFor, sentEmails, sentSms, auditActions, linkToken, smsCode } = recoveryKit(() => t);

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

  it("counts wrong codes: five are answered as wrong, then the code is ended, even the right one is refused", async () => {
    await createUser();
    const code = await smsCode();
    const wrong = code === "000000" ? "111111" : "000000";
    const messages: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: PHONE, code: wrong }, lang: "en" });
      expect(res.status).toBe(422);
      messages.push(res.json.message);
    }
    expect(messages.slice(0, 5)).toEqual(Array(5).fill("The code or link is wrong or has already been used."));
    expect(messages[5]).toBe("Too many wrong tries. Please ask for a new code.");
    const right = await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: PHONE, code }, lang: "en" });
    expect(right.status).toBe(422);
    expect(right.json.message).toBe("Too many wrong tries. Please ask for a new code.");
  });

  it("wrong codes for an unknown number end the same way, so tries reveal nothing", async () => {
    const messages: string[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: "0987654321", code: "123456" }, lang: "en" });
      expect(res.status).toBe(422);
      messages.push(res.json.message);
    }
    expect(messages.slice(0, 5)).toEqual(Array(5).fill("The code or link is wrong or has already been used."));
    expect(messages.slice(5)).toEqual(Array(2).fill("Too many wrong tries. Please ask for a new code."));
  });

  it.each([
    ["with no code asked for", async () => {}],
    [
      "whose code has expired",
      async () => {
        await smsCode();
        t.clock.advance(10 * 60_000 + 1000);
      },
    ],
    [
      "whose code was used up by wrong tries an hour ago",
      async () => {
        await smsCode();
        for (let i = 0; i < 5; i++) await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: PHONE, code: "000000" } });
        t.clock.advance(60 * 60_000);
      },
    ],
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
      ...Array(5).fill("The code or link is wrong or has already been used."),
      ...Array(2).fill("Too many wrong tries. Please ask for a new code."),
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

describe("rate limits", () => {
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
    for (let i = 0; i < 10; i++)
      expect((await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: "0987654321", code: "123456" } })).status).toBe(422);
    const perNumber = await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: "0987654321", code: "123456" } });
    expect(perNumber.status).toBe(429);
    expect(Number(perNumber.headers.get("retry-after"))).toBeGreaterThan(0);

    for (let i = 0; i < 19; i++) {
      expect(
        (await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: `09123400${String(i).padStart(2, "0")}`, code: "123456" } })).status,
      ).toBe(422);
    }
    const perClient = await t.call("POST", "/api/v1/auth/resetpasscheckcode", { body: { phone_number: "0912349999", code: "123456" } });
    expect(perClient.status).toBe(429);
  });
});

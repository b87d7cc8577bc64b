import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

/**
 * After a full journey (registration, activation by code, wrong and right sign-ins, a reset by e-mail link, an
 * administrator changing the person's role and resetting their password), the activity history holds no password,
 * code, token or session secret: every secret the journey handled is grepped for in every stored event.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGNUP_RATE_LIMIT: "1000", SIGNIN_RATE_LIMIT: "1000" });
});
afterAll(() => t.close());

const PASSWORD = "bien-xanh-hoi-nghi-2026";
const NEW_PASSWORD = "mat-khau-moi-rat-dai-2027";

async function mails() {
  await t.deps.jobs.runDue();
  return t.db.selectFrom("outbox_emails").select(["to_address", "text_body"]).orderBy("id").execute();
}

describe("personal data in the activity history", () => {
  it("keeps ids and facts, never passwords, codes or tokens", async () => {
    const email = "lan.journey@example.vn";
    const signup = await t.call("POST", "/api/v1/auth/signup", {
      body: {
        full_name: "Nguyễn Thị Lan",
        cmt: "079201001234",
        birth_date: "05/03/1995",
        phone_number: "0912 345 678",
        email,
        nation: "VN",
        password: PASSWORD,
        password_confirmation: PASSWORD,
        accept_terms: true,
        person_type: "person",
      },
    });
    expect(signup.status).toBe(201);
    const signupToken = signup.json.data.token as string;
    const code = /: (\d{6})\n/.exec((await mails()).at(-1)!.text_body)![1]!;
    expect((await t.call("POST", "/api/v1/auth/checkcode", { body: { code }, headers: { authorization: `Bearer ${signupToken}` } })).status).toBe(200);
    expect((await t.call("POST", "/api/v1/auth/signin", { body: { email, password: "sai-mat-khau-nhe-123" } })).status).toBe(401);
    const signin = await t.call("POST", "/api/v1/auth/signin", { body: { email, password: PASSWORD } });
    expect(signin.status).toBe(200);
    expect((await t.call("POST", "/api/v1/auth/forgot-password", { body: { email } })).status).toBe(200);
    const resetToken = decodeURIComponent(/\/user\/reset\?token=([\w%-]+)/.exec((await mails()).filter((m) => m.to_address === email).at(-1)!.text_body)![1]!);
    expect(
      (await t.call("POST", "/api/v1/auth/reset", { body: { token: resetToken, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } })).status,
    ).toBe(200);
    const admin = await t.signedIn("administrator");
    const user = await t.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    expect((await t.call("PUT", `/api/v1/users/${user.id}`, { headers: admin.headers, body: { role: "judge" } })).status).toBe(200);

    const events = await t.db.selectFrom("audit_events").selectAll().execute();
    expect(events.map((e) => e.action)).toEqual(expect.arrayContaining(["auth.signup", "auth.activated", "auth.signin_failed", "auth.password_reset"]));
    const stored = JSON.stringify(events);
    const sessions = await t.db.selectFrom("sessions").select("token_hash").execute();
    const secrets = [
      PASSWORD,
      NEW_PASSWORD,
      "sai-mat-khau-nhe-123",
      code,
      signupToken,
      resetToken,
      signin.json.data.token,
      admin.headers.authorization.slice(7),
      ...sessions.map((s) => s.token_hash),
    ];
    for (const secret of secrets) expect(stored.includes(secret), `the history holds a secret (${secret.slice(0, 4)}…)`).toBe(false);
    expect(stored).not.toMatch(/password_hash|\$argon2/);
  });
});

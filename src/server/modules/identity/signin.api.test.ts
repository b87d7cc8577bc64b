import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { hashPassword } from "./passwords.ts";
import { SESSION_TTL_MS } from "./sessions.ts";
import { UNDER_ATTACK_DELAY_MS } from "./signin.service.ts";

const email = "dang.nhap@example.vn";
const password = "mat-khau-dang-nhap-2026";

describe("sign-in, throttling and sessions", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ SIGNIN_RATE_LIMIT: "1000", TRUST_PROXY: "true" });
    const now = t.clock.now().toISOString();
    await t.db
      .insertInto("users")
      .values({
        email,
        full_name: "Đăng Nhập",
        role: "candidate",
        password_hash: await hashPassword(password),
        activated_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  afterEach(() => t.close());

  const signin = (pw: string) => t.call("POST", "/api/v1/auth/signin?lang=en", { body: { email, password: pw } });
  const profile = (token: string) => t.call("GET", "/api/v1/auth/profile", { headers: { authorization: `Bearer ${token}` } });

  /** A sign-in from a given client address (TRUST_PROXY is on in these tests). */
  const signinFrom = (client: string, address: string, pw: string) =>
    t.call("POST", "/api/v1/auth/signin?lang=en", { body: { email: address, password: pw }, headers: { "x-forwarded-for": client } });
  const failuresAudited = async () => (await t.db.selectFrom("audit_events").select("action").where("action", "=", "auth.signin_failed").execute()).length;

  it("makes a client that failed 5 times on an account wait, while the owner's right password from another client still works", async () => {
    for (let i = 0; i < 5; i++) expect((await signinFrom("203.0.113.9", email, "wrong-password")).status).toBe(401);
    const attacker = await signinFrom("203.0.113.9", email, password);
    expect(attacker.status).toBe(429);
    expect(Number(attacker.headers.get("retry-after"))).toBeGreaterThan(0);
    const owner = await signinFrom("198.51.100.7", email, password);
    expect(owner.status).toBe(200);
    expect(await failuresAudited()).toBe(5);
  });

  it("slows down, never locks, an account many clients fail on: the right password still signs in", async () => {
    for (let i = 0; i < 12; i++) expect((await signinFrom(`203.0.113.${i}`, email, "wrong-password")).status).toBe(401);
    const started = performance.now();
    const owner = await signinFrom("198.51.100.7", email, password);
    expect(owner.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(UNDER_ATTACK_DELAY_MS - 50);
    expect(await failuresAudited()).toBe(12);
  });

  it("answers an unknown address exactly like a registered one, through the throttling too (statuses, headers, bodies)", async () => {
    const unknown = "khong-co@example.vn";
    const trace = async (address: string, client: string) => {
      const answers = [];
      for (const pw of [...Array<string>(6).fill("wrong-password"), password]) {
        const res = await signinFrom(client, address, pw === password && address === unknown ? "any-password-1" : pw);
        answers.push({
          status: res.status,
          retryAfter: res.headers.get("retry-after"),
          headers: [...res.headers.keys()].filter((k) => k !== "x-request-id").sort(),
          body: res.json,
        });
      }
      return answers;
    };
    const known = await trace(email, "203.0.113.1");
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(await trace(unknown, "203.0.113.2")).toEqual(known);
  });

  it("keeps a used session alive (sliding expiry) and lets an idle one expire", async () => {
    const used = (await signin(password)).json.data.token as string;
    const idle = (await signin(password)).json.data.token as string;
    for (let day = 0; day < 3; day++) {
      t.clock.advance(SESSION_TTL_MS - 24 * 60 * 60_000);
      expect((await profile(used)).status).toBe(200);
    }
    expect((await profile(idle)).status).toBe(401);
  });

  it("logout revokes the token on the server", async () => {
    const token = (await signin(password)).json.data.token as string;
    expect((await t.call("POST", "/api/v1/auth/logout", { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await profile(token)).status).toBe(401);
  });
});

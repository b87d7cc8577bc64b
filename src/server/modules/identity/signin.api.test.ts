import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { hashPassword } from "./passwords.ts";
import { SESSION_TTL_MS } from "./sessions.ts";

const email = "dang.nhap@example.vn";
const password = "mat-khau-dang-nhap-2026";

describe("sign-in, lockout and sessions", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ SIGNIN_RATE_LIMIT: "1000" });
    const now = t.clock.now().toISOString();
    await t.db.insertInto("users").values({ email, full_name: "Đăng Nhập", role: "candidate", password_hash: await hashPassword(password), activated_at: now, created_at: now, updated_at: now }).execute();
  });
  afterEach(() => t.close());

  const signin = (pw: string) => t.call("POST", "/api/v1/auth/signin?lang=en", { body: { email, password: pw } });
  const profile = (token: string) => t.call("GET", "/api/v1/auth/profile", { headers: { authorization: `Bearer ${token}` } });

  it("backs off after 5 wrong passwords, doubling the wait, and forgets the failures after a success", async () => {
    for (let i = 0; i < 4; i++) expect((await signin("wrong-password")).status).toBe(401);
    expect((await signin("wrong-password")).status).toBe(401); // 5th failure starts a 1-minute wait
    const locked = await signin(password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBe(60);

    t.clock.advance(60_000);
    expect((await signin("wrong-password")).status).toBe(401); // 6th failure: 2 minutes
    expect(Number((await signin(password)).headers.get("retry-after"))).toBe(120);

    t.clock.advance(120_000);
    const ok = await signin(password);
    expect(ok.status).toBe(200);
    const row = await t.db.selectFrom("users").select(["failed_signins", "locked_until"]).where("email", "=", email).executeTakeFirstOrThrow();
    expect(row).toEqual({ failed_signins: 0, locked_until: null });
    const audit = await t.db.selectFrom("audit_events").select("action").execute();
    expect(audit.filter((a) => a.action === "auth.signin_failed")).toHaveLength(6);
  });

  it("gives the same answer for an unknown address as for a wrong password", async () => {
    const unknown = await t.call("POST", "/api/v1/auth/signin?lang=en", { body: { email: "khong-co@example.vn", password } });
    const wrong = await signin("wrong-password");
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.json).toEqual(wrong.json);
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

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestProvider } from "#server/testing/oidc-provider.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { hashPassword } from "./passwords.ts";

const PUBLIC_URL = "http://localhost:3999";

describe("sign-in with an external OpenID Connect provider", () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof startTestProvider>>;

  beforeAll(async () => {
    provider = await startTestProvider(`${PUBLIC_URL}/auth/signin`, {
      newcomer: { email: "moi@example.vn", email_verified: true, name: "Trần Văn Mới" },
      owner: { email: "chu@example.vn", email_verified: true, name: "Chủ Tài Khoản" },
      anonymous: {},
      closed: { email: "da.dong@example.vn", email_verified: true, name: "Tài Khoản Đã Đóng" },
    });
    t = await createTestApp({
      PUBLIC_URL,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: "platform",
      OIDC_CLIENT_SECRET: "platform-secret",
      OIDC_PROVIDER_NAME: "Test ID",
    });
    const now = t.clock.now().toISOString();
    await t.db
      .insertInto("users")
      .values({ email: "da.dong@example.vn", full_name: "Đã đóng", role: "candidate", password_hash: "x", deleted_at: now, created_at: now, updated_at: now })
      .execute();
    await t.db
      .insertInto("users")
      .values({
        email: "chu@example.vn",
        full_name: "Chủ",
        role: "candidate",
        password_hash: await hashPassword("mat-khau-cua-chu"),
        activated_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const start = async () => {
    const res = await t.call("POST", "/api/v1/auth/oidc/start", { body: { return_to: "/dashboard/user/user-info" } });
    expect(res.status).toBe(200);
    return res.json.data.authorization_url as string;
  };
  const profileWith = (token: string) => t.call("GET", "/api/v1/auth/profile", { headers: { authorization: `Bearer ${token}` } });

  it("says whether it is configured", async () => {
    expect((await t.call("GET", "/api/v1/auth/oidc")).json.data).toEqual({ enabled: true, name: "Test ID" });
  });

  it("asks for the code in the address hash with PKCE", async () => {
    const url = new URL(await start());
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get("response_mode")).toBe("fragment");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("redirect_uri")).toBe(`${PUBLIC_URL}/auth/signin`);
  });

  it("creates an account for a new person and signs them in; the next time signs in the same account", async () => {
    const params = await provider.signIn(await start(), "newcomer");
    expect(params).toMatch(/code=/);
    const res = await t.call("POST", "/api/v1/auth/oidc/callback", { body: { params } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: "signed_in", role: "candidate", return_to: "/dashboard/user/user-info", locale: "vi" });
    const me = await profileWith(res.json.data.token);
    expect(me.json.data).toMatchObject({ email: "moi@example.vn", full_name: "Trần Văn Mới", activated: true });

    const again = await t.call("POST", "/api/v1/auth/oidc/callback", { body: { params: await provider.signIn(await start(), "newcomer") } });
    expect((await profileWith(again.json.data.token)).json.data.id).toBe(me.json.data.id);
    expect(await t.db.selectFrom("users").select("id").where("email", "=", "moi@example.vn").execute()).toHaveLength(1);
  });

  it("refuses a replayed answer (state used once)", async () => {
    const params = await provider.signIn(await start(), "newcomer");
    expect((await t.call("POST", "/api/v1/auth/oidc/callback", { body: { params } })).status).toBe(200);
    const replay = await t.call("POST", "/api/v1/auth/oidc/callback?lang=en", { body: { params } });
    expect(replay.status).toBe(422);
    expect(replay.json.message).toMatch(/failed or expired/);
  });

  it("refuses forged or stale parameters without a 500", async () => {
    for (const params of ["code=abc&state=unknown", "garbage", "state="]) {
      expect((await t.call("POST", "/api/v1/auth/oidc/callback", { body: { params } })).status).toBe(422);
    }
    const url = await start();
    t.clock.advance(11 * 60_000);
    const late = await t.call("POST", "/api/v1/auth/oidc/callback", { body: { params: await provider.signIn(url, "newcomer") } });
    expect(late.status).toBe(422);
  });

  it("links an existing e-mail only after its owner's password, then signs in", async () => {
    const res = await t.call("POST", "/api/v1/auth/oidc/callback", { body: { params: await provider.signIn(await start(), "owner") } });
    expect(res.json.data).toMatchObject({ status: "link_required", email: "chu@example.vn" });
    expect(res.json.data.token).toBeUndefined();
    const linkToken = res.json.data.link_token as string;

    const wrong = await t.call("POST", "/api/v1/auth/oidc/link", { body: { link_token: linkToken, password: "sai-mat-khau" } });
    expect(wrong.status).toBe(401);
    expect(await t.db.selectFrom("provider_identities").selectAll().where("subject", "=", "owner").execute()).toHaveLength(0);

    const linked = await t.call("POST", "/api/v1/auth/oidc/link", { body: { link_token: linkToken, password: "mat-khau-cua-chu" } });
    expect(linked.json.data.status).toBe("signed_in");
    expect((await profileWith(linked.json.data.token)).json.data.email).toBe("chu@example.vn");
    expect((await t.call("POST", "/api/v1/auth/oidc/link", { body: { link_token: linkToken, password: "mat-khau-cua-chu" } })).status).toBe(422);

    const direct = await t.call("POST", "/api/v1/auth/oidc/callback", { body: { params: await provider.signIn(await start(), "owner") } });
    expect(direct.json.data.status).toBe("signed_in");
  });

  it("does not give a closed account's address to a new account (409, not 500)", async () => {
    const res = await t.call("POST", "/api/v1/auth/oidc/callback?lang=en", { body: { params: await provider.signIn(await start(), "closed") } });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("This email is already registered.");
  });

  it("cannot create an account when the provider shares no e-mail", async () => {
    const res = await t.call("POST", "/api/v1/auth/oidc/callback?lang=en", { body: { params: await provider.signIn(await start(), "anonymous") } });
    expect(res.status).toBe(422);
    expect(res.json.message).toMatch(/did not share an email/);
  });
});

describe("without a provider configured", () => {
  it("reports it disabled and refuses to start", async () => {
    const t = await createTestApp();
    try {
      expect((await t.call("GET", "/api/v1/auth/oidc")).json.data).toEqual({ enabled: false, name: "" });
      expect((await t.call("POST", "/api/v1/auth/oidc/start", { body: {} })).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isUniqueViolation, uniqueViolationColumns } from "#server/db/dialect.ts";
import { activationMails, count, en, other, valid } from "#server/testing/registration-fixtures.ts";
import { bearer, createTestApp, type TestApp } from "#server/testing/test-app.ts";

describe("POST /api/v1/auth/signup", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ SIGNUP_RATE_LIMIT: "1000" });
  });
  afterEach(() => t.close());

  it("refuses a JSON null body with 400 and creates nothing (the cross-field rules used to throw on it: a 500)", async () => {
    const res = await t.call("POST", "/api/v1/auth/signup", { body: null });
    expect(res.status).toBe(400);
    expect(await count(t, "users")).toBe(0);
  });

  it("creates a candidate, signs them in and sends the activation code by e-mail and SMS, with an audit event", async () => {
    const res = await t.call("POST", "/api/v1/auth/signup", { body: valid });
    expect(res.status).toBe(201);
    expect(res.json.message).toContain("Đăng ký thành công");
    const { token, expires_at, user } = res.json.data;
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(new Date(expires_at).getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect(user).toMatchObject({
      email: "lan@example.vn",
      full_name: "Nguyễn Thị Lan",
      role: "candidate",
      phone_number: "+84912345678",
      cmt: "079201001234",
      birth_date: "1995-03-05",
      nation: "VN",
      person_type: "person",
      activated: false,
    });
    expect(JSON.stringify(res.json)).not.toMatch(/password|hash/i);

    const profile = await t.call("GET", "/api/v1/auth/profile", { headers: bearer(token) });
    expect(profile.status).toBe(200);
    expect(profile.json.data).toMatchObject({ id: user.id, email: "lan@example.vn", activated: false });

    const stored = await t.db.selectFrom("users").selectAll().executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.activated_at).toBeNull();

    const mails = await activationMails(t);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "lan@example.vn", subject: "Mã kích hoạt tài khoản" });
    expect(mails[0]?.body).toContain("Xin chào Nguyễn Thị Lan");
    expect(mails[0]?.code).toMatch(/^\d{6}$/);
    expect(mails[0]?.link).toMatch(/^http:\/\/localhost:3000\/user\/verify\?token=[\w-]+$/);

    const sms = await t.db.selectFrom("outbox_sms").selectAll().execute();
    expect(sms).toHaveLength(1);
    expect(sms[0]?.to_number).toBe("+84912345678");
    expect(sms[0]?.text_body).toContain(mails[0]?.code);

    // One live code of each kind, issued at the sign-up: the six digits for 10 minutes, the link for 24 hours.
    const codes = await t.db.selectFrom("one_time_codes").selectAll().where("user_id", "=", user.id).orderBy("purpose").execute();
    const now = t.clock.now().getTime();
    expect(codes.map((code) => [code.purpose, code.consumed_at, Date.parse(code.expires_at) - now, code.created_at])).toEqual([
      ["activation", null, 10 * 60_000, t.clock.now().toISOString()],
      ["email_link", null, 24 * 60 * 60_000, t.clock.now().toISOString()],
    ]);

    const audit = await t.db.selectFrom("audit_events").selectAll().where("action", "=", "auth.signup").execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: user.id, subject: `user:${user.id}` });
    expect(JSON.parse(audit[0]?.after_json ?? "{}")).toMatchObject({ role: "candidate" });
  });

  it("writes the e-mail, the SMS and the link in the caller's language", async () => {
    const res = await t.call("POST", "/api/v1/auth/signup", { body: valid, lang: "en" });
    expect(res.status).toBe(201);
    expect(res.json.message).toMatch(/^Registration complete/);
    const [mail] = await activationMails(t);
    expect(mail?.subject).toBe("Your account activation code");
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/en\/user\/verify\?token=/);
    const sms = await t.db.selectFrom("outbox_sms").select("text_body").executeTakeFirstOrThrow();
    expect(sms.text_body).toMatch(/^Your activation code/);
  });

  it("registers an investor when asked, refuses any other role, and ignores a smuggled role field", async () => {
    const investor = await t.call("POST", "/api/v1/auth/signup", { body: { ...valid, account_type: "investor" } });
    expect(investor.status).toBe(201);
    expect(investor.json.data.user.role).toBe("investor");

    for (const account_type of ["administrator", "judge", "candidatex"]) {
      const res = await t.call("POST", "/api/v1/auth/signup", { body: { ...other, account_type }, lang: "en" });
      expect(res.status).toBe(400);
      expect(res.json.details).toContainEqual({ path: "account_type", message: en("validation.invalid.account_type") });
    }

    const smuggled = await t.call("POST", "/api/v1/auth/signup", { body: { ...other, role: "administrator" } });
    expect(smuggled.status).toBe(201);
    expect(smuggled.json.data.user.role).toBe("candidate");
    expect(await count(t, "users")).toBe(2);
  });

  it("accepts an organisation and Y-m-d dates", async () => {
    const res = await t.call("POST", "/api/v1/auth/signup", { body: { ...valid, birth_date: "1995-03-05", person_type: "organisation" } });
    expect(res.status).toBe(201);
    expect(res.json.data.user).toMatchObject({ person_type: "organisation", birth_date: "1995-03-05" });
  });

  it.each([
    ["a bad email", { email: "lan@" }, "email", "validation.invalid.email"],
    ["a missing email", { email: "" }, "email", "validation.required.email"],
    ["a short password", { password: "bien12", password_confirmation: "bien12" }, "password", "validation.password.tooShort"],
    ["a common password", { password: "Password123", password_confirmation: "Password123" }, "password", "validation.password.common"],
    ["the email as password", { password: "lan@example.vn", password_confirmation: "lan@example.vn" }, "password", "validation.password.sameAsEmail"],
    [
      "the email's name as password",
      { email: "thanh.lan.2026@example.vn", password: "thanh.lan.2026", password_confirmation: "thanh.lan.2026" },
      "password",
      "validation.password.sameAsEmail",
    ],
    ["a confirmation that differs", { password_confirmation: "bien-xanh-hoi-nghi!" }, "password_confirmation", "validation.password.mismatch"],
    ["terms not accepted", { accept_terms: false }, "accept_terms", "validation.terms.required"],
    ["terms missing", { accept_terms: undefined }, "accept_terms", "validation.terms.required"],
    ["a bad phone", { phone_number: "12345" }, "phone_number", "validation.invalid.phone"],
    ["a missing phone", { phone_number: "" }, "phone_number", "validation.required.phone"],
    ["an impossible date", { birth_date: "31/02/2000" }, "birth_date", "validation.invalid.birth_date"],
    ["a date in another format", { birth_date: "2000/01/31" }, "birth_date", "validation.invalid.birth_date"],
    ["a missing date", { birth_date: "" }, "birth_date", "validation.required.birth_date"],
    ["a missing name", { full_name: "  " }, "full_name", "validation.required.full_name"],
    ["a bad ID number", { cmt: "12-34" }, "cmt", "validation.invalid.cmt"],
    ["a missing nationality", { nation: "" }, "nation", "validation.required.nation"],
    ["a nationality written out instead of its country code", { nation: "Việt Nam" }, "nation", "validation.invalid.nation"],
    ["no person type", { person_type: "company" }, "person_type", "validation.required.person_type"],
  ])("refuses %s with a 400 on that field and creates nothing", async (_, change, field, key) => {
    const res = await t.call("POST", "/api/v1/auth/signup", { body: { ...valid, ...change }, lang: "en" });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("VALIDATION_FAILED");
    expect(res.json.details).toContainEqual({ path: field, message: en(key) });
    expect(await count(t, "users")).toBe(0);
    expect(await count(t, "jobs")).toBe(0);
  });

  it("gives the messages in Vietnamese by default", async () => {
    const res = await t.call("POST", "/api/v1/auth/signup", { body: { ...valid, accept_terms: false, password_confirmation: "khac" } });
    expect(res.json.details).toContainEqual({ path: "accept_terms", message: "Bạn cần đồng ý với thể lệ cuộc thi để đăng ký." });
    expect(res.json.details).toContainEqual({ path: "password_confirmation", message: "Mật khẩu xác nhận không khớp." });
  });

  it("takes 18 years on the day of registration: born exactly 18 years ago today passes, one day later does not", async () => {
    const young = await t.call("POST", "/api/v1/auth/signup", { body: { ...valid, birth_date: "23/11/2008" }, lang: "en" });
    expect(young.status).toBe(400);
    expect(young.json.details).toEqual([{ path: "birth_date", message: en("validation.birth_date.underAge") }]);
    expect(await count(t, "users")).toBe(0);

    const adult = await t.call("POST", "/api/v1/auth/signup", { body: { ...valid, birth_date: "22/11/2008" } });
    expect(adult.status).toBe(201);
  });

  it("counts the day in Vietnam: at 23:30 UTC on 21 Nov it is already 22 Nov there", async () => {
    t.clock.advance(-(3 * 60 + 30) * 60_000); // 2026-11-21T23:30Z = 22 Nov 06:30 in Vietnam
    expect((await t.call("POST", "/api/v1/auth/signup", { body: { ...valid, birth_date: "22/11/2008" } })).status).toBe(201);
  });

  it("refuses a future birth date as under age", async () => {
    const res = await t.call("POST", "/api/v1/auth/signup", { body: { ...valid, birth_date: "01/01/2030" } });
    expect(res.status).toBe(400);
    expect(res.json.details[0].path).toBe("birth_date");
  });
});

describe("duplicate sign-ups", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ SIGNUP_RATE_LIMIT: "1000" });
    expect((await t.call("POST", "/api/v1/auth/signup", { body: valid })).status).toBe(201);
  });
  afterEach(() => t.close());

  it.each([
    ["the same email (any case)", { ...other, email: " LAN@Example.VN " }, ["email"]],
    ["the same phone written another way", { ...other, phone_number: "+84 912.345.678" }, ["phone_number"]],
    ["the same ID number in lower case", { ...other, cmt: "079201001234" }, ["cmt"]],
    ["all three", { ...other, email: valid.email, phone_number: valid.phone_number, cmt: valid.cmt }, ["email", "phone_number", "cmt"]],
  ])("refuses %s with 409, per field, and creates nothing", async (_, body, fields) => {
    const before = {
      sessions: await count(t, "sessions"),
      codes: await count(t, "one_time_codes"),
      jobs: await count(t, "jobs"),
      audit: await count(t, "audit_events"),
    };
    const res = await t.call("POST", "/api/v1/auth/signup", { body, lang: "en" });
    expect(res.status).toBe(409);
    expect(res.json.error).toBe("CONFLICT");
    expect(res.json.message).toBe(en("errors.alreadyRegistered"));
    expect(res.json.details.map((d: { path: string }) => d.path)).toEqual(fields);
    expect(res.json.details.map((d: { message: string }) => d.message)).toEqual(fields.map((f) => en(`errors.duplicate.${f}`)));
    // Nothing about the other person: not their name, e-mail, phone or when they registered.
    expect(res.text).not.toMatch(/Nguyễn|lan@example|912345678|2026/i);
    expect(await count(t, "users")).toBe(1);
    expect({
      sessions: await count(t, "sessions"),
      codes: await count(t, "one_time_codes"),
      jobs: await count(t, "jobs"),
      audit: await count(t, "audit_events"),
    }).toEqual(before);
  });

  it("says it in Vietnamese by default", async () => {
    const res = await t.call("POST", "/api/v1/auth/signup", { body: { ...other, email: valid.email } });
    expect(res.json.details).toEqual([{ path: "email", message: "Email này đã được đăng ký." }]);
  });

  it("20 simultaneous sign-ups with one email create exactly one account", async () => {
    const fresh = (i: number) => ({
      ...other,
      email: "race@example.com",
      cmt: `RACE${String(i).padStart(4, "0")}`,
      phone_number: `+4420794609${String(i).padStart(2, "0")}`,
    });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => t.call("POST", "/api/v1/auth/signup", { body: fresh(i) })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((r) => r.status === 409)) expect(r.json.details).toEqual([{ path: "email", message: "Email này đã được đăng ký." }]);
    const rows = await t.db.selectFrom("users").select("id").where("email", "=", "race@example.com").execute();
    expect(rows).toHaveLength(1);
    expect(await count(t, "users")).toBe(2);
    expect(await count(t, "sessions")).toBe(2);
    expect(await count(t, "audit_events")).toBe(2);
  });

  it("recognises the database's own unique-index refusal and names the column", async () => {
    const existing = await t.db.selectFrom("users").selectAll().executeTakeFirstOrThrow();
    const copy = { ...existing, id: undefined, email: "copy@example.com", id_number: "COPY0001" } as Record<string, unknown>;
    delete copy.id;
    let failure: unknown;
    try {
      await t.db
        .insertInto("users")
        .values(copy as never)
        .execute();
    } catch (error) {
      failure = error;
    }
    expect(isUniqueViolation(failure)).toBe(true);
    expect(uniqueViolationColumns(failure)).toEqual(["phone_number"]);
    expect(isUniqueViolation(new Error("no such table: users"))).toBe(false);
  });
});

describe("sign-up rate limit", () => {
  it("allows SIGNUP_RATE_LIMIT sign-ups per client address per hour, with a readable 429", async () => {
    const t = await createTestApp({ SIGNUP_RATE_LIMIT: "2" });
    try {
      expect((await t.call("POST", "/api/v1/auth/signup", { body: valid })).status).toBe(201);
      expect((await t.call("POST", "/api/v1/auth/signup", { body: valid })).status).toBe(409);
      const limited = await t.call("POST", "/api/v1/auth/signup", { body: other, lang: "en" });
      expect(limited.status).toBe(429);
      expect(limited.json.message).toMatch(/try again in \d+ seconds/);
      expect(await count(t, "users")).toBe(1);
      t.clock.advance(60 * 60_000);
      expect((await t.call("POST", "/api/v1/auth/signup", { body: other })).status).toBe(201);
    } finally {
      await t.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, type TestApp } from "#server/testing/test-app.ts";
import { adminApp, type AdminApp, auditOf, makeUser, signin, tokenOf } from "#server/testing/users-fixtures.ts";

describe("administrators' user management", () => {
  let t: TestApp, admin: AdminApp["admin"], as: AdminApp["as"];
  beforeAll(async () => ({ t, admin, as } = await adminApp()));
  afterAll(() => t.close());

  describe("create", () => {
    it.each(["administrator", "judge", "candidate", "investor"] as const)("creates an activated %s who can sign in", async (role) => {
      const email = `New.${role}@Example.test`;
      const res = await as("POST", "/api/v1/users", {
        lang: "en",
        body: {
          full_name: `Mới ${role}`,
          email,
          role,
          password: "a-long-enough-secret-7",
          phone_number: "",
          cmt: "",
          birth_date: "",
          nation: "",
          person_type: "",
        },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      expect(res.json.message).toBe("The account was created.");
      expect(res.json.data).toMatchObject({
        email: email.toLowerCase(),
        role,
        activated: true,
        phone_number: null,
        cmt: null,
        nation: null,
        person_type: null,
      });
      const session = await signin(t, email.toLowerCase(), "a-long-enough-secret-7");
      expect(session.status).toBe(200);
      expect(session.json.data.user).toMatchObject({ role, activated: true });
      const [event] = await auditOf(t, res.json.data.id);
      expect(event).toMatchObject({ actor_id: admin.id, action: "user.create" });
      expect(JSON.parse(event!.after_json ?? "{}")).toMatchObject({ email: email.toLowerCase(), role });
      expect(event!.after_json).not.toMatch(/argon2|secret/);
    });

    it("normalises the optional fields with the account rules", async () => {
      const res = await as("POST", "/api/v1/users", {
        body: {
          full_name: "  Phạm Thu Hà ",
          email: "ha@example.test",
          role: "judge",
          password: "a-long-enough-secret-7",
          phone_number: "0912 000 111",
          cmt: "ab123456",
          birth_date: "05/03/1990",
          nation: "vn",
          person_type: "person",
        },
      });
      expect(res.status).toBe(201);
      expect(res.json.data).toMatchObject({
        full_name: "Phạm Thu Hà",
        phone_number: "+84912000111",
        cmt: "AB123456",
        birth_date: "1990-03-05",
        nation: "VN",
        person_type: "person",
      });
      const detail = await as("GET", `/api/v1/users/${res.json.data.id}`);
      expect(detail.json.data).toEqual(res.json.data);
    });

    it("refuses invalid input field by field, in the caller's language", async () => {
      const empty = await as("POST", "/api/v1/users", { body: {} });
      expect(empty.status).toBe(400);
      expect(empty.json.error).toBe("VALIDATION_FAILED");
      expect(empty.json.details.map((d: { path: string }) => d.path).sort()).toEqual(["email", "full_name", "password", "role"]);

      const bad = await as("POST", "/api/v1/users", {
        lang: "en",
        body: {
          full_name: "X",
          email: "not-an-email",
          role: "superuser",
          password: "short",
          phone_number: "12",
          cmt: "??",
          birth_date: "31/02/2000",
          person_type: "robot",
        },
      });
      expect(bad.status).toBe(400);
      const byPath = Object.fromEntries(bad.json.details.map((d: { path: string; message: string }) => [d.path, d.message]));
      expect(byPath).toMatchObject({
        email: "Please enter a valid email address.",
        role: "Please choose a role.",
        password: expect.stringContaining("8"),
        phone_number: expect.any(String),
        cmt: expect.any(String),
        birth_date: expect.any(String),
        person_type: expect.any(String),
      });

      const vi = await as("POST", "/api/v1/users", { lang: "vi", body: { full_name: "Y", email: "y@example.test", role: "judge", password: "password" } });
      expect(vi.status).toBe(400);
      expect(vi.json.details).toEqual([{ path: "password", message: "Mật khẩu này quá phổ biến, vui lòng chọn mật khẩu khác." }]);

      const sameAsEmail = await as("POST", "/api/v1/users", {
        body: { full_name: "Z", email: "zebra-crossing@example.test", role: "judge", password: "zebra-crossing" },
      });
      expect(sameAsEmail.status).toBe(400);
      expect(sameAsEmail.json.details.map((d: { path: string }) => d.path)).toEqual(["password"]);
      expect(await t.db.selectFrom("users").select("id").where("email", "in", ["y@example.test", "zebra-crossing@example.test"]).execute()).toEqual([]);
    });

    it("answers duplicates of e-mail, phone or ID number with 409 naming only the field", async () => {
      const other = await makeUser(t, "candidate", {
        full_name: "Người Đã Có",
        email: "taken@example.test",
        phone_number: "+84913000222",
        id_number: "CMT998877",
      });
      const base = { full_name: "Người Mới", role: "candidate", password: "a-long-enough-secret-7" };
      const cases = [
        [{ email: "TAKEN@example.test" }, "email"],
        [{ email: "fresh1@example.test", phone_number: "0913 000 222" }, "phone_number"],
        [{ email: "fresh2@example.test", cmt: "cmt998877" }, "cmt"],
      ] as const;
      for (const [fields, path] of cases) {
        const res = await as("POST", "/api/v1/users", { lang: "en", body: { ...base, ...fields } });
        expect(res.status, path).toBe(409);
        expect(res.json.error).toBe("CONFLICT");
        expect(res.json.details).toEqual([{ path, message: expect.stringContaining("already registered") }]);
        expect(res.text).not.toContain("Người Đã Có");
        expect(res.text).not.toContain(`"id":${other.id}`);
      }
      const count = await t.db
        .selectFrom("users")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("full_name", "=", "Người Mới")
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(0);
    });
  });

  describe("edit", () => {
    it("changes the fields sent, keeps the others, clears emptied ones and records before/after", async () => {
      const user = await makeUser(t, "candidate", { full_name: "Cũ Tên", phone_number: "+84914000333" });
      await t.db.updateTable("users").set({ nation: "VN" }).where("id", "=", user.id).execute();
      const userToken = await tokenOf(t, user.email);
      const res = await as("PUT", `/api/v1/users/${user.id}`, { lang: "en", body: { full_name: "Mới Tên", nation: "", cmt: "ID555666" } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.message).toBe("The changes were saved.");
      expect(res.json.data).toMatchObject({
        full_name: "Mới Tên",
        email: user.email,
        phone_number: "+84914000333",
        nation: null,
        cmt: "ID555666",
        role: "candidate",
      });
      const events = await auditOf(t, user.id);
      expect(events.at(-1)).toMatchObject({ actor_id: admin.id, action: "user.update" });
      expect(JSON.parse(events.at(-1)!.before_json!)).toMatchObject({ full_name: "Cũ Tên", nation: "VN", cmt: null });
      expect(JSON.parse(events.at(-1)!.after_json!)).toMatchObject({ full_name: "Mới Tên", nation: null, cmt: "ID555666" });
      // Not a role change: the person stays signed in.
      expect((await t.call("GET", "/api/v1/auth/profile", { headers: bearer(userToken) })).json.data.full_name).toBe("Mới Tên");
      // Nothing to change: no write, no event.
      expect((await as("PUT", `/api/v1/users/${user.id}`, { body: { full_name: "Mới Tên" } })).status).toBe(200);
      expect(await auditOf(t, user.id)).toHaveLength(events.length);
    });

    it("signs the person out everywhere when their role changes", async () => {
      const user = await makeUser(t, "candidate");
      const userToken = await tokenOf(t, user.email);
      const res = await as("PUT", `/api/v1/users/${user.id}`, { body: { role: "judge" } });
      expect(res.status).toBe(200);
      expect(res.json.data.role).toBe("judge");
      expect((await t.call("GET", "/api/v1/auth/profile", { headers: bearer(userToken) })).status).toBe(401);
      expect((await auditOf(t, user.id)).at(-1)).toMatchObject({ action: "user.role_change" });
      expect((await tokenOf(t, user.email)).length).toBeGreaterThan(20);
    });

    it("answers a duplicate with 409 and changes nothing", async () => {
      const first = await makeUser(t, "investor", { phone_number: "+84915000444" });
      const second = await makeUser(t, "investor", { full_name: "Thứ Hai" });
      for (const [body, path] of [
        [{ email: first.email, full_name: "Đổi Tên" }, "email"],
        [{ phone_number: "+84 915 000 444", full_name: "Đổi Tên" }, "phone_number"],
      ] as const) {
        const res = await as("PUT", `/api/v1/users/${second.id}`, { body });
        expect(res.status).toBe(409);
        expect(res.json.details).toEqual([{ path, message: expect.any(String) }]);
      }
      expect((await as("GET", `/api/v1/users/${second.id}`)).json.data).toMatchObject({ full_name: "Thứ Hai", email: second.email });
    });

    it("validates like create and answers 404 for unknown ids", async () => {
      const user = await makeUser(t, "candidate");
      const bad = await as("PUT", `/api/v1/users/${user.id}`, { body: { email: "nope", role: "root", full_name: "" } });
      expect(bad.status).toBe(400);
      expect(bad.json.details.map((d: { path: string }) => d.path).sort()).toEqual(["email", "full_name", "role"]);
      expect((await as("PUT", "/api/v1/users/999999", { body: { full_name: "X" } })).status).toBe(404);
      expect((await as("GET", "/api/v1/users/999999")).status).toBe(404);
      // An id that cannot be one is a bad request, named in the details.
      const notAnId = await as("GET", "/api/v1/users/abc");
      expect(notAnId.status).toBe(400);
      expect(notAnId.json.details).toEqual([{ path: "id", message: expect.stringMatching(/số nguyên dương/) }]);
      expect((await as("DELETE", "/api/v1/users/-1")).status).toBe(400);
    });
  });

  describe("delete", () => {
    it("soft-deletes: the person can no longer sign in, their token stops working, the row and audit trail stay", async () => {
      const user = await makeUser(t, "candidate", { full_name: "Sắp Xóa", email: "leaving@example.test" });
      const userToken = await tokenOf(t, user.email);
      const res = await as("DELETE", `/api/v1/users/${user.id}`, { lang: "en" });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ data: { id: user.id, deleted: true }, message: "The account was deleted." });
      expect((await t.call("GET", "/api/v1/auth/profile", { headers: bearer(userToken) })).status).toBe(401);
      expect((await signin(t, user.email)).status).toBe(401);
      expect((await as("GET", `/api/v1/users/${user.id}`)).status).toBe(404);
      expect((await as("GET", `/api/v1/users?full_name=${encodeURIComponent("Sắp Xóa")}`)).json.total).toBe(0);
      expect((await as("DELETE", `/api/v1/users/${user.id}`)).status).toBe(404);
      const row = await t.db.selectFrom("users").select(["deleted_at", "email"]).where("id", "=", user.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ email: "leaving@example.test", deleted_at: expect.any(String) });
      const events = await auditOf(t, user.id);
      expect(events.map((e) => e.action)).toEqual(expect.arrayContaining(["auth.signin", "user.delete"]));
      expect(JSON.parse(events.at(-1)!.before_json!)).toMatchObject({ full_name: "Sắp Xóa" });
      const live = await t.db.selectFrom("sessions").select("id").where("user_id", "=", user.id).where("revoked_at", "is", null).execute();
      expect(live).toEqual([]);
    });
  });

  describe("reset password", () => {
    it("sets the administrator's password, signs the person out and tells them by e-mail", async () => {
      const user = await makeUser(t, "investor");
      const userToken = await tokenOf(t, user.email);
      const res = await as("POST", `/api/v1/users/${user.id}/reset-password`, { lang: "en", body: { password: "brand-new-secret-42" } });
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual({ id: user.id });
      expect(res.json.message).toContain("signed out");
      expect((await t.call("GET", "/api/v1/auth/profile", { headers: bearer(userToken) })).status).toBe(401);
      expect((await signin(t, user.email)).status).toBe(401);
      expect((await signin(t, user.email, "brand-new-secret-42")).status).toBe(200);
      const job = await t.db.selectFrom("jobs").select("payload").where("kind", "=", "mail.send").orderBy("id", "desc").executeTakeFirstOrThrow();
      expect(JSON.parse(job.payload)).toMatchObject({ to: user.email });
      expect(job.payload).not.toContain("brand-new-secret-42");
      const event = (await auditOf(t, user.id)).find((e) => e.action === "user.password_reset");
      expect(event).toMatchObject({ actor_id: admin.id, after_json: JSON.stringify({ generated: false }) });
    });

    it("generates a password when none is given and returns it once", async () => {
      const user = await makeUser(t, "judge");
      const res = await as("POST", `/api/v1/users/${user.id}/reset-password`, { body: {} });
      expect(res.status).toBe(200);
      const generated = res.json.data.generated_password as string;
      expect(generated).toMatch(/^[\w-]{16}$/);
      expect((await signin(t, user.email, generated)).status).toBe(200);
      const stored = await t.db.selectFrom("users").select("password_hash").where("id", "=", user.id).executeTakeFirstOrThrow();
      expect(stored.password_hash).not.toContain(generated);
      const events = await auditOf(t, user.id);
      expect(JSON.stringify(events)).not.toContain(generated);
    });

    it("refuses weak passwords and unknown people", async () => {
      const user = await makeUser(t, "candidate", { email: "sunrise-beach@example.test" });
      for (const password of ["sunrise-beach", "password", "short"]) {
        const res = await as("POST", `/api/v1/users/${user.id}/reset-password`, { body: { password } });
        expect(res.status, password).toBe(400);
        expect(res.json.details.map((d: { path: string }) => d.path)).toEqual(["password"]);
      }
      expect((await signin(t, user.email)).status).toBe(200);
      expect((await as("POST", "/api/v1/users/999999/reset-password", { body: {} })).status).toBe(404);
    });
  });
});

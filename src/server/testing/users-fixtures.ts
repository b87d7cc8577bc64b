import { expect } from "vitest";
import type { Role } from "#contracts/identity.ts";
import { hashPassword } from "#server/modules/identity/passwords.ts";
import { bearer, createTestApp, type TestApp } from "./test-app.ts";

const PASSWORD = "sóng-biển-xanh-2026";
let passwordHash: Promise<string> | undefined;

/** An activated account written straight into the database (not through the API under test). */
export async function makeUser(t: TestApp, role: Role, fields: { email?: string; full_name?: string; phone_number?: string; id_number?: string } = {}) {
  const now = t.clock.now().toISOString();
  const email = fields.email ?? `${role}-${Math.random().toString(36).slice(2, 10)}@example.test`;
  const row = await t.db
    .insertInto("users")
    .values({
      email,
      password_hash: await (passwordHash ??= hashPassword(PASSWORD)),
      full_name: fields.full_name ?? `Người dùng ${role}`,
      role,
      phone_number: fields.phone_number ?? null,
      id_number: fields.id_number ?? null,
      activated_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, email };
}

export async function signin(t: TestApp, email: string, password = PASSWORD) {
  return t.call("POST", "/api/v1/auth/signin", { body: { email, password } });
}

export async function tokenOf(t: TestApp, email: string, password = PASSWORD): Promise<string> {
  const res = await signin(t, email, password);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.token as string;
}

export async function auditOf(t: TestApp, subjectId: number) {
  return t.db.selectFrom("audit_events").selectAll().where("subject", "=", `user:${subjectId}`).orderBy("id").execute();
}

export async function liveAdministrators(t: TestApp) {
  const rows = await t.db.selectFrom("users").select("id").where("role", "=", "administrator").where("deleted_at", "is", null).execute();
  return rows.map((r) => r.id);
}

/**
 * A fresh app with one signed-in administrator ("Quản Trị Viên"), and `as`: a call made with the administrator's
 * token, or with `token` when one is given.
 */
export async function adminApp() {
  const t = await createTestApp();
  const created = await makeUser(t, "administrator", { full_name: "Quản Trị Viên" });
  const admin = { ...created, token: await tokenOf(t, created.email) };
  const as = (method: string, url: string, options: { body?: unknown; lang?: string; token?: string } = {}) =>
    t.call(method, url, { ...options, headers: bearer(options.token ?? admin.token) });
  return { t, admin, as };
}

export type AdminApp = Awaited<ReturnType<typeof adminApp>>;

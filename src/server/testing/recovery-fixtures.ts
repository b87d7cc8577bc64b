import { expect } from "vitest";
import { hashPassword } from "#server/modules/identity/passwords.ts";
import type { TestApp } from "./test-app.ts";

export const PASSWORD = "old-password-Lan-2026";
export const NEW_PASSWORD = "Bien-xanh-hoi-nghi-2027";
export const PHONE = "+84912345678";

export const newPassword = (password = NEW_PASSWORD) => ({ password, password_confirmation: password });

/**
 * The accounts, mailbox and code helpers of the password tests (reset by e-mail, by phone, change), bound to the
 * test file's current app: `app` is called on every use, so one kit serves every test of the file.
 */
export function recoveryKit(app: () => TestApp) {
  async function createUser(overrides: { email?: string; phone_number?: string | null; role?: "candidate" | "administrator"; deleted?: boolean } = {}) {
    const t = app();
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

  const signin = (email: string, password: string) => app().call("POST", "/api/v1/auth/signin", { body: { email, password } });

  async function tokenFor(email: string, password = PASSWORD): Promise<string> {
    const res = await signin(email, password);
    expect(res.status).toBe(200);
    return res.json.data.token;
  }

  async function sentEmails() {
    await app().deps.jobs.runDue();
    return app().db.selectFrom("outbox_emails").selectAll().orderBy("id").execute();
  }

  async function sentSms() {
    await app().deps.jobs.runDue();
    return app().db.selectFrom("outbox_sms").selectAll().orderBy("id").execute();
  }

  async function auditActions() {
    return (await app().db.selectFrom("audit_events").select("action").orderBy("id").execute()).map((row) => row.action);
  }

  /** Asks for a reset link and returns the token carried by the e-mail. */
  async function linkToken(email: string, lang = "vi"): Promise<string> {
    const res = await app().call("POST", "/api/v1/auth/forgot-password", { body: { email }, lang });
    expect(res.status).toBe(200);
    const mail = (await sentEmails()).filter((m) => m.to_address === email).at(-1);
    const match = /\/user\/reset\?token=([\w-]+)/.exec(mail?.text_body ?? "");
    expect(match, "the e-mail carries a reset link").not.toBeNull();
    return decodeURIComponent(match![1]!);
  }

  /** Asks for a code by SMS and returns it. */
  async function smsCode(phone = "0912 345 678"): Promise<string> {
    const res = await app().call("GET", `/api/v1/auth/resetpasssendcode?phone_number=${encodeURIComponent(phone)}`);
    expect(res.status).toBe(200);
    const sms = (await sentSms()).at(-1);
    const match = /\b(\d{6})\b/.exec(sms?.text_body ?? "");
    expect(match, "the SMS carries a six-digit code").not.toBeNull();
    return match![1]!;
  }

  return { createUser, signin, tokenFor, sentEmails, sentSms, auditActions, linkToken, smsCode };
}

import { translateShared } from "#contracts/messages.ts";
import type { TestApp } from "./test-app.ts";

/** The test clock starts on 22 Nov 2026 (Vietnam time). */
export const valid = {
  full_name: "Nguyễn Thị Lan",
  cmt: "079201001234",
  birth_date: "05/03/1995",
  phone_number: "0912 345 678",
  email: "lan@example.vn",
  nation: "VN",
  password: "bien-xanh-hoi-nghi",
  password_confirmation: "bien-xanh-hoi-nghi",
  accept_terms: true,
  person_type: "person",
};

export const other = { ...valid, full_name: "Trần Văn Minh", cmt: "B1234567", phone_number: "+1 415 555 2671", email: "minh@example.com" };

/** Messages come from the app's own catalogue, so the tests follow wording changes but fail on a wrong key. */
export const en = (key: string) => translateShared("en", key);

export async function count(t: TestApp, table: "users" | "sessions" | "one_time_codes" | "jobs" | "audit_events") {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Runs the queued jobs and reads the activation e-mails sent so far, oldest first. */
export async function activationMails(t: TestApp) {
  await t.deps.jobs.runDue();
  const mails = await t.db.selectFrom("outbox_emails").selectAll().orderBy("id").execute();
  return mails.map((mail) => ({
    to: mail.to_address,
    subject: mail.subject,
    body: mail.text_body,
    code: /: (\d{6})\n/.exec(mail.text_body)?.[1] ?? "",
    link: /(https?:\/\/\S+)/.exec(mail.text_body)?.[1] ?? "",
  }));
}

export async function latestCode(t: TestApp) {
  const mails = await activationMails(t);
  return mails.at(-1)?.code ?? "";
}

export const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

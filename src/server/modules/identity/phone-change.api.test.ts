import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

const OLD = "+84912345678";
const NEW = "+84987654321";

let t: TestApp;
let person: Awaited<ReturnType<TestApp["signedIn"]>>;
beforeEach(async () => {
  t = await createTestApp();
  person = await t.signedIn("candidate", { phone_number: OLD, full_name: "Nguyễn Thị Lan" });
});
afterEach(() => t.close());

const phoneOf = async (id: number) => (await t.db.selectFrom("users").select("phone_number").where("id", "=", id).executeTakeFirstOrThrow()).phone_number;

async function outbox() {
  await t.deps.jobs.runDue();
  return {
    sms: await t.db.selectFrom("outbox_sms").selectAll().orderBy("id").execute(),
    emails: await t.db.selectFrom("outbox_emails").selectAll().orderBy("id").execute(),
  };
}

/** Asks for a code for `phone` and returns the code the SMS to that number carries. */
async function codeSentTo(phone: string, lang = "en"): Promise<string> {
  const res = await t.call("POST", "/api/v1/auth/profile/phone", { body: { phone_number: phone }, headers: person.headers, lang });
  expect(res.status).toBe(200);
  const sms = (await outbox()).sms.filter((m) => m.to_number === NEW).at(-1);
  return /\b(\d{6})\b/.exec(sms?.text_body ?? "")![1]!;
}

describe("changing the phone number needs the code sent to the new number", () => {
  it("refuses a new number sent with the profile form (400 on the field) and changes nothing", async () => {
    const res = await t.call("POST", "/api/v1/auth/profile", {
      body: { full_name: "Lan Mới", phone_number: "0987 654 321" },
      headers: person.headers,
      lang: "en",
    });
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual([
      { path: "phone_number", message: "Change the phone number with the code sent to the new number (the “Change phone number” form)." },
    ]);
    expect(await phoneOf(person.id)).toBe(OLD);
    // The unchanged number may still be sent back with the other fields.
    expect((await t.call("POST", "/api/v1/auth/profile", { body: { full_name: "Lan Mới", phone_number: OLD }, headers: person.headers })).status).toBe(200);
  });

  it("sends a code to the new number, changes it only with that code, audits it and e-mails the holder in their language", async () => {
    const res = await t.call("POST", "/api/v1/auth/profile/phone", { body: { phone_number: "0987 654 321" }, headers: person.headers, lang: "en" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      data: { phone_number: NEW, resend_after: 60 },
      message: "We sent a code to your new phone number. Type it below to confirm the change.",
    });
    const { sms } = await outbox();
    expect(sms.map((m) => m.to_number)).toEqual([NEW]);
    expect(await phoneOf(person.id)).toBe(OLD);
    const code = /\b(\d{6})\b/.exec(sms[0]!.text_body)![1]!;

    const wrong = await t.call("POST", "/api/v1/auth/profile/phone/confirm", {
      body: { code: code === "000000" ? "111111" : "000000" },
      headers: person.headers,
      lang: "en",
    });
    expect(wrong.status).toBe(422);
    expect(await phoneOf(person.id)).toBe(OLD);

    const right = await t.call("POST", "/api/v1/auth/profile/phone/confirm", { body: { code }, headers: person.headers, lang: "vi" });
    expect(right.status).toBe(200);
    expect(right.json.data.phone_number).toBe(NEW);
    expect(right.json.message).toBe("Số điện thoại của bạn đã được thay đổi.");
    expect(await phoneOf(person.id)).toBe(NEW);
    const mail = (await outbox()).emails.filter((m) => m.to_address === person.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: "Số điện thoại đã được thay đổi" });
    expect(mail[0]!.text_body).toContain("321");
    const audit = await t.db.selectFrom("audit_events").selectAll().where("action", "=", "user.phone_changed").execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({ phone_number: NEW });
    // Used once.
    expect((await t.call("POST", "/api/v1/auth/profile/phone/confirm", { body: { code }, headers: person.headers })).status).toBe(422);
  });

  it("refuses a number another account has (409) and the person's own number (422), sending nothing", async () => {
    await t.signedIn("candidate", { phone_number: NEW });
    const taken = await t.call("POST", "/api/v1/auth/profile/phone", { body: { phone_number: NEW }, headers: person.headers, lang: "en" });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe("This phone number is already registered.");
    const same = await t.call("POST", "/api/v1/auth/profile/phone", { body: { phone_number: OLD }, headers: person.headers, lang: "en" });
    expect(same.status).toBe(422);
    expect(same.json.message).toBe("This is already your phone number.");
    expect((await outbox()).sms).toHaveLength(0);
  });

  it("does not change the number when another account took it between the code and its confirmation", async () => {
    const code = await codeSentTo(NEW);
    await t.signedIn("candidate", { phone_number: NEW });
    const res = await t.call("POST", "/api/v1/auth/profile/phone/confirm", { body: { code }, headers: person.headers });
    expect(res.status).toBe(409);
    expect(await phoneOf(person.id)).toBe(OLD);
  });

  it("ends a code after 5 wrong tries and waits a minute between codes", async () => {
    const code = await codeSentTo(NEW);
    for (let i = 0; i < 5; i++)
      await t.call("POST", "/api/v1/auth/profile/phone/confirm", { body: { code: code === "000000" ? "111111" : "000000" }, headers: person.headers });
    expect((await t.call("POST", "/api/v1/auth/profile/phone/confirm", { body: { code }, headers: person.headers })).status).toBe(422);
    expect(await phoneOf(person.id)).toBe(OLD);
    expect((await t.call("POST", "/api/v1/auth/profile/phone", { body: { phone_number: NEW }, headers: person.headers })).status).toBe(429);
  });
});

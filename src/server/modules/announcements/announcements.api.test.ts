import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedEdition } from "#server/modules/contest/index.ts";
import { other, valid } from "#server/testing/registration-fixtures.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

type Admin = Awaited<ReturnType<TestApp["signedIn"]>>;

const template = {
  subject_vi: "Còn 3 ngày để nộp bài, {name}",
  subject_en: "3 days left to submit, {name}",
  body_vi: "Chào {name},\nHạn nộp bài là {deadline}.",
  body_en: "Hello {name},\nEntries close at {deadline}.",
  deadline: "2026-11-30T10:00:00.000Z",
};

/** The people of every segment, each in the language their account records. */
async function population(t: TestApp) {
  await seedEdition(t.deps);
  const now = t.clock.now().toISOString();
  const account = async (role: "candidate" | "judge" | "investor", email: string, fields: Record<string, unknown> = {}) =>
    (
      await t.db
        .insertInto("users")
        .values({
          email,
          full_name: email.split("@")[0]!,
          role,
          password_hash: "!",
          activated_at: now,
          created_at: now,
          updated_at: now,
          locale: "vi",
          ...fields,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const lan = await account("candidate", "lan@example.vn", { full_name: "Nguyễn Thị Lan" });
  const amy = await account("candidate", "amy@example.com", { full_name: "Amy Jones", locale: "en" });
  const finalist = await account("candidate", "binh@example.vn", { full_name: "Trần Bình" });
  await account("candidate", "unconfirmed@example.vn", { activated_at: null });
  await account("candidate", "gone@example.vn", { deleted_at: now });
  const busyJudge = await account("judge", "judge.busy@example.vn", { locale: null });
  const doneJudge = await account("judge", "judge.done@example.vn");
  await account("investor", "investor@example.com", { locale: "en" });
  const edition = await t.db.selectFrom("contest_editions").select("id").executeTakeFirstOrThrow();
  const entry = (userId: number, code: string) =>
    t.db
      .insertInto("entries")
      .values({
        user_id: userId,
        edition_id: edition.id,
        code,
        choice_answer: "A",
        title: "Bài dự thi",
        status: "submitted",
        locale: "vi",
        rules_accepted_at: now,
        submitted_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
  await entry(lan, "AAA111");
  const final = await entry(finalist, "BBB222");
  // The semi-final confirmed with Bình's entry first: the edition's semi-final count takes the top ones.
  await t.db
    .insertInto("results_rounds")
    .values({ edition_id: edition.id, round: "semi_final", state: "confirmed", ranking_json: JSON.stringify([{ seq: final.id, total: 90 }]) })
    .execute();
  // The judge who reads English says so in the judging area; the other has marked everything.
  await t.db
    .insertInto("judge_declarations")
    .values({ judge_id: busyJudge, organisations_json: "[]", people_json: "[]", email_domains_json: "[]", locale: "en", updated_at: now })
    .execute();
  await t.db.deleteFrom("judging_loads").execute();
  await t.db
    .insertInto("judging_loads")
    .values([
      { edition_id: edition.id, round: "semi_final", judge_id: busyJudge, assigned: 4, submitted: 1, drafts: 0 },
      { edition_id: edition.id, round: "semi_final", judge_id: doneJudge, assigned: 4, submitted: 4, drafts: 0 },
    ])
    .execute();
  await t.db
    .insertInto("subscribers")
    .values([
      { email: "reader@example.vn", locale: "vi", status: "active", unsubscribe_token: "reader-token-aaaaaaaaaaaaaaaa", created_at: now },
      { email: "pending@example.vn", locale: "vi", status: "pending", unsubscribe_token: "pending-token-aaaaaaaaaaaaaaa", created_at: now },
    ])
    .execute();
  return { lan, amy };
}

const recipients = (t: TestApp, announcementId: number) =>
  t.db
    .selectFrom("announcement_recipients")
    .select(["email", "locale", "send_at", "sent_at", "skipped_at"])
    .where("announcement_id", "=", announcementId)
    .orderBy("id")
    .execute();
const outbox = (t: TestApp) => t.db.selectFrom("outbox_emails").select(["to_address", "subject", "text_body"]).orderBy("id").execute();

describe("announcements", () => {
  let t: TestApp;
  let admin: Admin;
  beforeEach(async () => {
    t = await createTestApp({ ANNOUNCEMENT_MAILS_PER_MINUTE: "2", PUBLIC_URL: "https://site.example" });
    admin = await t.signedIn("administrator", { email: "admin@example.vn", full_name: "Quản Trị Viên" });
  });
  afterEach(() => t.close());

  const send = (segment: string, headers = admin.headers) => t.call("POST", "/api/v1/announcements", { headers, body: { ...template, segment } });

  it("sends each segment to exactly its members, each in their language", async () => {
    await population(t);
    const expected: Record<string, [string, string][]> = {
      contestants: [
        ["lan@example.vn", "vi"],
        ["amy@example.com", "en"],
        ["binh@example.vn", "vi"],
      ],
      contestants_without_entry: [["amy@example.com", "en"]],
      finalists: [["binh@example.vn", "vi"]],
      judges_with_unsubmitted_marks: [["judge.busy@example.vn", "en"]],
      investors: [["investor@example.com", "en"]],
      subscribers: [["reader@example.vn", "vi"]],
    };
    for (const [segment, members] of Object.entries(expected)) {
      const res = await send(segment);
      expect(res.status, res.text).toBe(201);
      expect(res.json.data.recipients).toBe(members.length);
      expect((await recipients(t, res.json.data.id)).map((r) => [r.email, r.locale])).toEqual(members);
    }
    const audit = await t.db.selectFrom("audit_events").select(["actor_id", "action", "after_json"]).where("action", "=", "announcement.send").execute();
    expect(audit).toHaveLength(6);
    expect(audit[0]).toMatchObject({ actor_id: admin.id });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ segment: "contestants", recipients: 3, by_locale: { vi: 2, en: 1 } });
  });

  it("writes to a person who registered on the English pages in English", async () => {
    await seedEdition(t.deps);
    await t.call("POST", "/api/v1/auth/signup?lang=en", { body: valid });
    await t.call("POST", "/api/v1/auth/signup", { body: other });
    await t.db.updateTable("users").set({ activated_at: t.clock.now().toISOString() }).execute();
    expect(await t.db.selectFrom("users").select(["email", "locale"]).where("role", "=", "candidate").orderBy("id").execute()).toEqual([
      { email: valid.email, locale: "en" },
      { email: other.email, locale: "vi" },
    ]);
    const res = await t.call("POST", "/api/v1/announcements/preview", { headers: admin.headers, body: { ...template, segment: "contestants" } });
    expect(res.json.data.by_locale).toEqual({ vi: 1, en: 1 });
    expect(res.json.data.samples.find((s: { locale: string }) => s.locale === "en").to).toBe(valid.email);
  });

  it("previews the count and one e-mail per language, and sends nothing", async () => {
    await population(t);
    const res = await t.call("POST", "/api/v1/announcements/preview?lang=en", { headers: admin.headers, body: { ...template, segment: "contestants" } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ recipients: 3, by_locale: { vi: 2, en: 1 } });
    expect(res.json.data.samples.map((s: { locale: string; to: string; subject: string }) => [s.locale, s.to, s.subject])).toEqual([
      ["vi", "lan@example.vn", "Còn 3 ngày để nộp bài, Nguyễn Thị Lan"],
      ["en", "amy@example.com", "3 days left to submit, Amy Jones"],
    ]);
    expect(res.json.data.samples[1].text).toContain("Entries close at 30/11/2026 17:00.");
    expect(await t.db.selectFrom("jobs").select("id").execute()).toEqual([]);
    expect(await t.db.selectFrom("announcements").select("id").execute()).toEqual([]);
  });

  it("delivers through the queue at the configured rate, each person reading their language", async () => {
    await population(t);
    const res = await send("contestants");
    const rows = await recipients(t, res.json.data.id);
    const start = t.clock.now().getTime();
    // Two a minute: the third e-mail waits for the next minute.
    expect(rows.map((r) => Date.parse(r.send_at) - start)).toEqual([0, 0, 60_000]);
    await t.deps.jobs.runDue();
    expect((await outbox(t)).map((m) => m.to_address)).toEqual(["lan@example.vn", "amy@example.com"]);
    t.clock.advance(60_000);
    await t.deps.jobs.runDue();
    const mails = await outbox(t);
    expect(mails.map((m) => m.to_address)).toEqual(["lan@example.vn", "amy@example.com", "binh@example.vn"]);
    expect(mails[0]).toMatchObject({ subject: "Còn 3 ngày để nộp bài, Nguyễn Thị Lan" });
    expect(mails[0]!.text_body).toContain("Chào Nguyễn Thị Lan,\nHạn nộp bài là 30/11/2026 17:00.");
    expect(mails[0]!.text_body).toMatch(/Hủy nhận thông báo: https:\/\/site\.example\/nhan-tin\/huy\?token=\d+\.[\w-]+/);
    expect(mails[1]).toMatchObject({ subject: "3 days left to submit, Amy Jones" });
    expect(mails[1]!.text_body).toMatch(/Stop receiving announcements: https:\/\/site\.example\/en\/newsletter\/unsubscribe\?token=\d+\.[\w-]+/);
    const history = await t.call("GET", "/api/v1/announcements", { headers: admin.headers });
    expect(history.json.data).toMatchObject({
      per_minute: 2,
      sends: [{ segment: "contestants", recipients: 3, sent: 3, skipped: 0, status: "done", created_by_name: "Quản Trị Viên" }],
    });
  });

  it("an unsubscribe link stops later announcements, skips queued ones and leaves transactional e-mail alone", async () => {
    const { amy } = await population(t);
    await send("contestants_without_entry");
    await t.deps.jobs.runDue();
    const token = /token=(\d+\.[\w-]+)/.exec((await outbox(t))[0]!.text_body)![1]!;
    expect(token.startsWith(`${amy}.`)).toBe(true);
    // A tampered signature changes nothing.
    const forged = await t.call("POST", "/api/v1/subscribers/unsubscribe?lang=en", { body: { token: `${amy}.${"A".repeat(43)}` } });
    expect(forged.status).toBe(422);
    expect(forged.json.message).toBe("This link is not valid or has expired. Subscribe again to get a new one.");

    await send("contestants"); // queued before Amy unsubscribes: her turn comes after
    const res = await t.call("POST", "/api/v1/subscribers/unsubscribe", { body: { token } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      data: { email: "amy@example.com", status: "unsubscribed" },
      message: expect.stringContaining("Bạn sẽ không nhận thêm thông báo nào"),
    });
    expect((await t.call("POST", "/api/v1/subscribers/unsubscribe", { body: { token } })).status).toBe(200);
    const user = await t.db.selectFrom("users").select("announcements_off_at").where("id", "=", amy).executeTakeFirstOrThrow();
    expect(user.announcements_off_at).not.toBeNull();
    expect(await t.db.selectFrom("audit_events").select("subject").where("action", "=", "announcement.unsubscribe").execute()).toEqual([
      { subject: `user:${amy}` },
    ]);

    t.clock.advance(60_000);
    await t.deps.jobs.runDue();
    expect((await outbox(t)).filter((m) => m.to_address === "amy@example.com")).toHaveLength(1);
    expect((await t.call("GET", "/api/v1/announcements", { headers: admin.headers })).json.data.sends[0]).toMatchObject({
      recipients: 3,
      sent: 2,
      skipped: 1,
      status: "done",
    });
    // A later announcement leaves her out; the segment that held only her is now empty.
    expect((await send("contestants")).json.data.recipients).toBe(2);
    const empty = await send("contestants_without_entry");
    expect(empty.status).toBe(422);
    expect(empty.json.message).toBe("Nhóm này hiện không có ai để gửi.");
    // Transactional mail still reaches her.
    await t.call("POST", "/api/v1/auth/forgot-password", { body: { email: "amy@example.com" } });
    await t.deps.jobs.runDue();
    expect((await outbox(t)).filter((m) => m.to_address === "amy@example.com")).toHaveLength(2);
  });

  it("a subscriber's announcement carries their own unsubscribe link, which ends the subscription", async () => {
    await population(t);
    await send("subscribers");
    await t.deps.jobs.runDue();
    const mail = (await outbox(t)).find((m) => m.to_address === "reader@example.vn")!;
    expect(mail.text_body).toContain("Chào bạn,");
    expect(mail.text_body).toContain("https://site.example/nhan-tin/huy?token=reader-token-aaaaaaaaaaaaaaaa");
    await t.call("POST", "/api/v1/subscribers/unsubscribe", { body: { token: "reader-token-aaaaaaaaaaaaaaaa" } });
    expect((await send("subscribers")).status).toBe(422);
  });

  it("a test send goes to the administrator alone, in both languages, and is audited", async () => {
    await population(t);
    const res = await t.call("POST", "/api/v1/announcements/test?lang=en", { headers: admin.headers, body: { ...template, segment: "contestants" } });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ data: { to: "admin@example.vn", mails: 2 }, message: "The test e-mail (Vietnamese and English) was sent to your address." });
    await t.deps.jobs.runDue();
    expect((await outbox(t)).map((m) => [m.to_address, m.subject])).toEqual([
      ["admin@example.vn", "[Thư thử] Còn 3 ngày để nộp bài, Quản Trị Viên"],
      ["admin@example.vn", "[Test] 3 days left to submit, Quản Trị Viên"],
    ]);
    expect(await t.db.selectFrom("announcement_recipients").select("id").execute()).toEqual([]);
    expect(await t.db.selectFrom("audit_events").select(["actor_id", "subject"]).where("action", "=", "announcement.test").execute()).toEqual([
      { actor_id: admin.id, subject: `user:${admin.id}` },
    ]);
  });

  it("refuses a bad template in the caller's language and stores nothing", async () => {
    await population(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ segment: "contestants", body_en: "Hi {firstname}" }, "body_en", "Only {name} or {deadline} may appear in braces."],
      [{ segment: "contestants", deadline: null }, "deadline", "The template uses {deadline}: please enter the deadline."],
      [{ segment: "everyone" }, "segment", "Please choose who receives it."],
      [{ segment: "contestants", subject_vi: "  " }, "subject_vi", "Please enter the subject."],
    ];
    for (const [change, path, message] of cases) {
      const res = await t.call("POST", "/api/v1/announcements?lang=en", { headers: admin.headers, body: { ...template, ...change } });
      expect(res.status, res.text).toBe(400);
      expect(res.json.details).toContainEqual({ path, message });
    }
    const vi = await t.call("POST", "/api/v1/announcements/preview", {
      headers: admin.headers,
      body: { ...template, segment: "contestants", subject_en: "{x}" },
    });
    expect(vi.json.details).toContainEqual({ path: "subject_en", message: "Trong ngoặc nhọn chỉ được dùng {name} hoặc {deadline}." });
    expect(await t.db.selectFrom("announcements").select("id").execute()).toEqual([]);
    expect(await t.db.selectFrom("jobs").select("id").execute()).toEqual([]);
  });
});

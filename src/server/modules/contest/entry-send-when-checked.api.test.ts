import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entriesStage, TITLE, type EntriesStage, type Person } from "#server/testing/contest-client.ts";
import { imageFixture, pdfFixture } from "#server/testing/entry-fixtures.ts";
import type { TestApp } from "#server/testing/test-app.ts";
import { sendWaitingEntries } from "./entry-submission.service.ts";
import { checkUpload } from "./upload-checks.ts";

let stage: EntriesStage;
let t: TestApp;
beforeAll(async () => {
  stage = await entriesStage();
  t = stage.t;
});
afterAll(() => t.close());

const answers = { choice_answer: "C", title: TITLE, accept_rules: true, declare_not_staff: true, publish_name: true };
const sendWhenChecked = (person: Person, lang = "en", body: unknown = answers) =>
  t.call("POST", "/api/v1/contest/draft/send", { headers: person.headers, body, lang });
const entryOf = (person: Person) => t.db.selectFrom("entries").selectAll().where("user_id", "=", person.id).executeTakeFirst();
const draftRow = (person: Person) => t.db.selectFrom("entry_drafts").selectAll().where("user_id", "=", person.id).executeTakeFirstOrThrow();
const mailsTo = (person: Person) =>
  t.db.selectFrom("outbox_emails").select(["subject", "text_body"]).where("to_address", "=", person.email).orderBy("id").execute();

describe("a Send pressed while files are being checked (ADR 0030)", () => {
  it("is kept with its answers, locks the draft, and the last check sends the entry as of the press, after the window has closed", async () => {
    const person = await stage.contestant();
    await stage.upload(person, "essay", await pdfFixture(), { name: "bai-luan.pdf", check: false });
    await stage.upload(person, "image", await imageFixture("jpeg"), { name: "anh.jpg", check: false });
    const pressedAt = t.clock.now().toISOString();

    const res = await sendWhenChecked(person);
    expect([res.status, res.json.message]).toEqual([200, "Your entry will be sent as soon as its files are checked."]);
    expect(res.json.data).toMatchObject({ send_requested_at: pressedAt, blockers: ["sendRequested"] });
    expect(res.json.data.files.map((file: { state: string }) => file.state)).toEqual(["checking", "checking"]);
    expect(await entryOf(person)).toBeUndefined();
    expect(JSON.parse((await draftRow(person)).send_request!)).toMatchObject({ locale: "en", input: { choice_answer: "C", title: TITLE, publish_name: true } });

    // Nothing of the draft may change while the Send waits; a second Send says why, in the caller's language.
    t.clock.advance(60_000);
    const vi = "Bài dự thi của bạn sẽ được gửi ngay khi các file được kiểm tra xong; không thể thay đổi bài nữa.";
    const changes = [
      await t.call("PUT", "/api/v1/contest/draft", {
        headers: person.headers,
        body: { title: "Một tiêu đề khác hẳn cho bài dự thi này, đủ dài để hợp lệ" },
        lang: "vi",
      }),
      await t.call("DELETE", `/api/v1/contest/draft/files/${res.json.data.files[1].id}`, { headers: person.headers, lang: "vi" }),
      await stage.submit(person, undefined, "vi"),
      await sendWhenChecked(person, "vi"),
    ];
    expect(changes.map((change) => [change.status, change.json.message])).toEqual(Array(4).fill([409, vi]));
    expect((await stage.upload(person, "image", await imageFixture("png"), { check: false })).created.status).toBe(409);

    await stage.afterTheWindow(async () => {
      await t.deps.jobs.runDue();
      const entry = await entryOf(person);
      expect(entry).toMatchObject({ choice_answer: "C", title: TITLE, publish_name: 1, status: "submitted", locale: "en", submitted_at: pressedAt });
      expect([entry?.rules_accepted_at, entry?.not_staff_declared_at]).toEqual([pressedAt, pressedAt]);
      const files = await t.db.selectFrom("entry_files").select(["name", "state", "entry_id"]).where("user_id", "=", person.id).orderBy("id").execute();
      expect(files).toEqual([
        { name: "bai-luan.pdf", state: "ready", entry_id: entry!.id },
        { name: "anh.jpg", state: "ready", entry_id: entry!.id },
      ]);
      expect(await draftRow(person)).toMatchObject({ send_requested_at: null, send_request: null, title: null, choice_answer: null });
      const mails = await mailsTo(person);
      expect(mails.map((mail) => mail.subject)).toEqual([`Your contest entry was received (${entry!.code})`]);
      expect(mails[0]?.text_body).toContain("Files: bai-luan.pdf, anh.jpg\n\nA submitted entry");
      const mine = await t.call("GET", "/api/v1/contest/entry", { headers: person.headers });
      expect(mine.json.data).toMatchObject({ code: entry!.code, submitted_at: pressedAt });
      const audit = await t.db.selectFrom("audit_events").select("action").where("subject", "=", `entry:${entry!.id}`).execute();
      expect(audit).toEqual([{ action: "contest.entry_submit" }]);
      const requested = await t.db.selectFrom("audit_events").select(["action", "created_at"]).where("subject", "=", `user:${person.id}`).execute();
      expect(requested).toEqual([{ action: "contest.entry_send_request", created_at: pressedAt }]);
    });
  });

  it("sends nothing when the check refuses the essay: the request is cleared and the contestant is e-mailed why, in the Send's language", async () => {
    const person = await stage.contestant();
    await stage.upload(person, "essay", Buffer.from("%PDF-1.7\nnot really a pdf at all"), { name: "hong.pdf", check: false });
    expect((await sendWhenChecked(person, "vi")).status).toBe(200);

    await t.deps.jobs.runDue();
    expect(await entryOf(person)).toBeUndefined();
    expect(await draftRow(person)).toMatchObject({ send_requested_at: null, send_request: null });
    const draft = await stage.draftOf(person, "en");
    expect([draft.send_requested_at, draft.blockers]).toEqual([null, []]);
    expect(draft.files.map((file) => [file.name, file.state, file.refusal_message])).toEqual([["hong.pdf", "refused", "Invalid file"]]);
    const [mail, ...more] = await mailsTo(person);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Bài dự thi của bạn chưa được gửi");
    expect(mail?.text_body).toContain('bài luận "hong.pdf" không được chấp nhận nên bài dự thi chưa được gửi');
    expect(mail?.text_body).toContain("Lý do: File không hợp lệ");
    const audit = await t.db.selectFrom("audit_events").select("action").where("subject", "=", `user:${person.id}`).orderBy("id").execute();
    expect(audit.map((row) => row.action)).toEqual(["contest.entry_send_request", "contest.entry_send_dropped"]);
  });

  it("goes without a photo its check refused, as any Send drops refused files' notices, and the confirmation names it", async () => {
    const person = await stage.contestant();
    await stage.upload(person, "essay", await pdfFixture(), { name: "bai-luan.pdf", check: false });
    await stage.upload(person, "image", Buffer.from("only text, not an image"), { name: "hong.png", check: false });
    expect((await sendWhenChecked(person)).status).toBe(200);
    await t.deps.jobs.runDue();
    const entry = await entryOf(person);
    expect(entry?.status).toBe("submitted");
    const files = await t.db.selectFrom("entry_files").select(["name", "state", "entry_id"]).where("user_id", "=", person.id).execute();
    expect(files).toEqual([{ name: "bai-luan.pdf", state: "ready", entry_id: entry!.id }]);
    // The contestant learns it from the confirmation: the refusal came after they pressed Send.
    const [mail, ...more] = await mailsTo(person);
    expect(more).toEqual([]);
    expect(mail?.text_body).toContain("Files: bai-luan.pdf\nNot included, refused by the file check: hong.png (invalid file)\n");
  });

  it("is sent once when two checks of the draft end at the same time", async () => {
    const person = await stage.contestant();
    const uploads = [
      await stage.upload(person, "essay", await pdfFixture(), { check: false }),
      await stage.upload(person, "image", await imageFixture("png"), { check: false }),
    ];
    expect((await sendWhenChecked(person)).status).toBe(200);
    await Promise.all(uploads.map(({ location }) => checkUpload(t.deps, location!.split("/").pop()!, { final: false })));
    const entries = await t.db.selectFrom("entries").select("id").where("user_id", "=", person.id).execute();
    expect(entries).toHaveLength(1);
    const files = await t.db.selectFrom("entry_files").select("entry_id").where("user_id", "=", person.id).execute();
    expect(files).toEqual([{ entry_id: entries[0]!.id }, { entry_id: entries[0]!.id }]);
    await t.deps.jobs.runDue();
  });

  it("is sent by a check job that runs again after its file was settled (a crash between the two)", async () => {
    const person = await stage.contestant();
    const { location } = await stage.upload(person, "essay", await pdfFixture(), { check: false });
    expect((await sendWhenChecked(person)).status).toBe(200);
    const uploadId = location!.split("/").pop()!;
    // The check itself, then the job "dies" before the Send: the file is ready, the request still waits.
    const job = await t.db
      .selectFrom("jobs")
      .select("id")
      .where("kind", "=", "contest.check-upload")
      .where("done_at", "is", null)
      .where("payload", "like", `%${uploadId}%`)
      .executeTakeFirstOrThrow();
    await t.db.updateTable("jobs").set({ run_at: "2999-01-01T00:00:00.000Z" }).where("id", "=", job.id).execute();
    await t.db.updateTable("entry_files").set({ state: "ready" }).where("upload_id", "=", uploadId).execute();
    expect(await entryOf(person)).toBeUndefined();

    const pressedAt = (await draftRow(person)).send_requested_at;
    t.clock.advance(5 * 60_000);
    await checkUpload(t.deps, uploadId, { final: false });
    expect(await entryOf(person)).toMatchObject({ status: "submitted", submitted_at: pressedAt });
    await t.db.deleteFrom("jobs").where("id", "=", job.id).execute();
  });

  it("is sent by the hourly pass when its sending failed on the check job's last run", async () => {
    const person = await stage.contestant();
    const { location } = await stage.upload(person, "essay", await pdfFixture(), { check: false });
    expect((await sendWhenChecked(person)).status).toBe(200);
    // The check ended, but nothing sent the entry (the job's last run failed after settling the file).
    const uploadId = location!.split("/").pop()!;
    await t.db.updateTable("jobs").set({ done_at: t.clock.now().toISOString() }).where("payload", "like", `%${uploadId}%`).execute();
    await t.db.updateTable("entry_files").set({ state: "ready" }).where("upload_id", "=", uploadId).execute();

    const pressedAt = (await draftRow(person)).send_requested_at;
    t.clock.advance(60 * 60_000);
    expect(await sendWaitingEntries(t.deps)).toBe(1);
    expect(await entryOf(person)).toMatchObject({ status: "submitted", submitted_at: pressedAt });
    expect((await draftRow(person)).send_requested_at).toBeNull();
  });

  it("sends at once when nothing is left to check, and refuses while a file is still arriving or without an essay", async () => {
    const person = await stage.contestant();
    const noEssay = await sendWhenChecked(person);
    expect([noEssay.status, noEssay.json.message]).toEqual([422, "Please upload your essay as a PDF file."]);

    await stage.upload(person, "essay", await pdfFixture());
    const partial = await stage.upload(person, "image", (await imageFixture("png")).subarray(0, 10), { declared: 2048 });
    const arriving = await sendWhenChecked(person);
    expect([arriving.status, arriving.json.message]).toEqual([422, "Please wait until every file has finished uploading, or remove the unfinished ones."]);
    const partialId = (await stage.draftOf(person)).files.find((file) => file.state === "uploading")!.id;
    expect(partial.sent.status).toBe(204);
    expect((await t.call("DELETE", `/api/v1/contest/draft/files/${partialId}`, { headers: person.headers })).status).toBe(200);

    const sent = await sendWhenChecked(person);
    expect([sent.status, sent.json.message]).toEqual([200, "Post successful!"]);
    expect(sent.json.data).toMatchObject({ send_requested_at: null, blockers: ["alreadySubmitted"] });
    expect((await entryOf(person))?.submitted_at).toBe(t.clock.now().toISOString());
  });

  it("is refused once the window has closed, like any Send", async () => {
    const person = await stage.contestant();
    await stage.upload(person, "essay", await pdfFixture(), { check: false });
    await stage.afterTheWindow(async () => {
      const res = await sendWhenChecked(person, "vi");
      expect([res.status, res.json.message]).toEqual([422, "Đã hết thời gian nhận bài dự thi."]);
      expect((await draftRow(person)).send_requested_at).toBeNull();
    });
    await t.deps.jobs.runDue();
    expect(await entryOf(person)).toBeUndefined();
  });
});

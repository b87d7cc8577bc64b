import ExcelJS from "exceljs";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadLimits } from "#contracts/contest.ts";
import type { EntryView } from "#contracts/entry.ts";
import { contestClient, type Person } from "#server/testing/contest-client.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { imageFixture, pdfFixture, tusMetadata, videoFixture } from "#server/testing/entry-fixtures.ts";
import { seedEdition } from "./edition.service.ts";
import { createSession } from "#server/modules/identity/sessions.ts";

let t: TestApp;
let admin: Person;
let contestant: ReturnType<typeof contestClient>["contestant"];
let tus: ReturnType<typeof contestClient>["tus"];
let upload: ReturnType<typeof contestClient>["upload"];
let draftOf: ReturnType<typeof contestClient>["draftOf"];

const KiB = 1024;
/** Small limits, so that "one byte over" costs kilobytes in the tests; the edition's real values are data. */
const limits: UploadLimits = {
  title_min: 50,
  title_max: 200,
  essay_max_bytes: 64 * KiB,
  image_max_bytes: 16 * KiB,
  image_max_count: 10,
  video_max_bytes: 32 * KiB,
  video_max_count: 3,
  draft_max_bytes: 400 * KiB,
};
const TITLE = "Thành phố biển – điểm đến hội nghị và sự kiện của khu vực châu Á";

beforeAll(async () => {
  t = await createTestApp();
  await seedEdition(t.deps);
  await t.db.updateTable("contest_editions").set({ limits_json: JSON.stringify(limits) }).execute();
  admin = await t.signedIn("administrator");
  ({ contestant, tus, upload, draftOf } = contestClient(t));
});
afterAll(() => t.close());

const submit = (person: Person, body: unknown = { choice_answer: "B", title: TITLE, accept_rules: true }, lang = "en") =>
  t.call("POST", "/api/v1/contest/entry", { headers: person.headers, body, lang });

/** The first sheet of an .xlsx read back: each row's cell values (a date cell reads as a Date). */
async function sheetRows(file: ArrayBuffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function fetchLink(url: string) {
  const response = await t.app.request(url);
  return { status: response.status, type: response.headers.get("content-type"), csp: response.headers.get("content-security-policy"), body: Buffer.from(await response.arrayBuffer()) };
}

describe("the journey of one contestant", () => {
  let person: Person;
  let entry: EntryView;

  it("uploads an essay, images and a video, each checked by content and cleaned of metadata", async () => {
    person = await contestant();
    const draft = await draftOf(person);
    expect(draft.blockers).toEqual([]);
    expect(draft.limits).toEqual(limits);

    for (const [kind, content, name] of [
      ["essay", await pdfFixture(), "bài luận.pdf"],
      ["image", await imageFixture("png"), "a.png"],
      ["image", await imageFixture("jpeg"), "b.jpg"],
      ["image", await imageFixture("tiff"), "c.tiff"],
      ["video", videoFixture(8 * KiB), "clip.mp4"],
      ["video", videoFixture(8 * KiB, "qt  "), "clip.mov"],
    ] as const) {
      const { created, sent } = await upload(person, kind, content, { name });
      expect(created.status, `${name}: ${created.text}`).toBe(201);
      expect(sent.status, `${name}: ${sent.text}`).toBe(204);
    }
    const { files } = await draftOf(person);
    expect(files.map((f) => [f.kind, f.name, f.state, f.media_type])).toEqual([
      ["essay", "bài luận.pdf", "ready", "application/pdf"],
      ["image", "a.png", "ready", "image/png"],
      ["image", "b.jpg", "ready", "image/jpeg"],
      ["image", "c.tiff", "ready", "image/tiff"],
      ["video", "clip.mp4", "ready", "video/mp4"],
      ["video", "clip.mov", "ready", "video/quicktime"],
    ]);

    const pdf = await fetchLink(files[0]!.url!);
    // Our own pages may show the essay in the browser's PDF viewer; no other site may frame it.
    expect(pdf.csp).toContain("frame-ancestors 'self'");
    // Chrome's PDF viewer is an <embed> of the PDF under the PDF's own CSP: without object-src it shows a blank frame.
    expect(pdf.csp).toContain("object-src 'self'");
    expect((await fetchLink(files[1]!.url!)).csp).toContain("frame-ancestors 'none'");
    expect(pdf.status).toBe(200);
    const document = await PDFDocument.load(pdf.body, { updateMetadata: false });
    expect([document.getAuthor(), document.getCreator(), document.getTitle(), document.getProducer()].map((v) => v ?? "")).toEqual(["", "", "", ""]);
    for (const image of files.slice(1, 4)) {
      const fetched = await fetchLink(image.url!);
      expect(fetched.type).toBe(image.media_type);
      const meta = await sharp(fetched.body).metadata();
      expect(meta.exif).toBeUndefined();
    }
  });

  it("keeps the answers in the draft, so another device finds them", async () => {
    const saved = await t.call("PUT", "/api/v1/contest/draft", { headers: person.headers, body: { choice_answer: "C", title: "Bản nháp" } });
    expect(saved.status).toBe(200);
    const other = await createSession(t.db, t.deps, person.id, "another device");
    const draft = await draftOf({ ...person, headers: { authorization: `Bearer ${other.token}` } });
    expect([draft.choice_answer, draft.title, draft.files.length]).toEqual(["C", "Bản nháp", 6]);
  });

  it("refuses a submission without accepting the rules, with the spec's message", async () => {
    const res = await submit(person, { choice_answer: "B", title: TITLE, accept_rules: false });
    expect(res.status).toBe(400);
    expect(res.json.details).toContainEqual({ path: "accept_rules", message: "You do not agree to the contest rules" });
  });

  it("counts the title's characters as a reader sees them, Vietnamese diacritics included", async () => {
    const decomposed = "ế".normalize("NFD").repeat(49);
    expect((await submit(person, { choice_answer: "B", title: decomposed, accept_rules: true })).json.details).toContainEqual({ path: "title", message: "The title must be 50 to 200 characters long." });
    expect((await submit(person, { choice_answer: "B", title: "ế".repeat(201), accept_rules: true })).status).toBe(400);
  });

  it("submits once: a sequence number, an anonymous code, the files moved, the confirmation e-mail queued", async () => {
    const res = await submit(person);
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("Post successful!");
    entry = res.json.data;
    expect(entry).toMatchObject({ choice_answer: "B", title: TITLE, status: "submitted" });
    expect(entry.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(entry.files).toHaveLength(6);
    const mail = await t.db.selectFrom("jobs").select("payload").where("kind", "=", "mail.send").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(JSON.parse(mail.payload)).toMatchObject({ to: person.email, subject: `Your contest entry was received (${entry.code})` });

    const mine = await t.call("GET", "/api/v1/contest/entry", { headers: person.headers });
    expect(mine.json.data).toMatchObject({ id: entry.id, code: entry.code, status: "submitted" });
    expect((await draftOf(person)).blockers).toEqual(["alreadySubmitted"]);
  });

  it("serves a file under a neutral name, never the name it was uploaded under (judges open these links)", async () => {
    const response = await t.app.request(entry.files[0]!.url!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`inline; filename="essay-${entry.files[0]!.id}.pdf"`);
  });

  it("refuses every change after submission", async () => {
    expect((await submit(person)).status).toBe(409);
    expect((await t.call("PUT", "/api/v1/contest/draft", { headers: person.headers, body: { title: "x" } })).status).toBe(409);
    expect((await upload(person, "image", await imageFixture("png"))).created.status).toBe(409);
    expect((await t.call("DELETE", `/api/v1/contest/draft/files/${entry.files[0]!.id}`, { headers: person.headers })).status).toBe(409);
  });

  it("serves files only through valid, unexpired links", async () => {
    const url = new URL(entry.files[0]!.url!, "http://x");
    const forged = `${url.pathname}?expires=${url.searchParams.get("expires")}&signature=${"A".repeat(43)}`;
    expect((await fetchLink(forged)).status).toBe(403);
    const otherFile = `/api/v1/contest/files/${entry.files[1]!.id}/content${url.search}`;
    expect((await fetchLink(otherFile)).status).toBe(403);
    t.clock.advance(16 * 60_000);
    expect((await fetchLink(entry.files[0]!.url!)).status).toBe(403);
    expect((await t.app.request(`/uploads/${"a".repeat(32)}`, { headers: person.headers })).status).toBe(404);
  });

  it("lets administrators list, read, exclude with a reason (audited) and export; the counters follow", async () => {
    const list = await t.call("GET", "/api/v1/contest/entries?status=unmarked&q=th%C3%A0nh%20ph%E1%BB%91", { headers: admin.headers });
    expect(list.status).toBe(200);
    expect(list.json).toMatchObject({ current_page: 1, per_page: 20 });
    expect(list.json.data.map((e: EntryView) => e.id)).toContain(entry.id);

    const detail = await t.call("GET", `/api/v1/contest/entries/${entry.id}`, { headers: admin.headers });
    expect(detail.json.data).toMatchObject({ code: entry.code, user: { email: person.email } });
    expect((await fetchLink(detail.json.data.files[4].url)).type).toBe("video/mp4");

    const excluded = await t.call("POST", `/api/v1/contest/entries/${entry.id}/exclude`, { headers: admin.headers, body: { reason: "Sao chép ý tưởng" } });
    expect(excluded.status).toBe(200);
    expect(excluded.json.data).toMatchObject({ status: "excluded", exclusion_reason: "Sao chép ý tưởng", title: TITLE });
    expect((await t.call("POST", `/api/v1/contest/entries/${entry.id}/exclude`, { headers: admin.headers, body: { reason: "again" } })).status).toBe(409);
    const audit = await t.db.selectFrom("audit_events").selectAll().where("action", "=", "contest.entry_exclude").executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_id: admin.id, subject: `entry:${entry.id}`, reason: "Sao chép ý tưởng" });

    const excludedList = await t.call("GET", "/api/v1/contest/entries?status=excluded", { headers: admin.headers });
    expect(excludedList.json.total).toBe(1);
    const examinees = await t.call("GET", "/api/v1/contest/examinees?status=excluded", { headers: admin.headers });
    expect(examinees.json.data.map((p: { id: number }) => p.id)).toEqual([person.id]);

    const exported = await t.app.request("/api/v1/contest/entries/export", { headers: admin.headers });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toContain("spreadsheetml");
    const rows = await sheetRows(await exported.arrayBuffer());
    expect(rows[0]).toEqual(["Số thứ tự", "Mã bài", "Tiêu đề", "Trạng thái", "Đáp án", "Đúng", "Thời gian nộp (giờ Việt Nam)", "Họ và tên", "Email", "Điện thoại", "Quốc gia", "Lý do loại"]);
    expect(rows).toHaveLength(2);
    const [number, code, title, status, answer, correct, submitted, name, email, , , reason] = rows[1]!;
    expect([number, code, title, status, answer, correct, name, email, reason]).toEqual([entry.id, entry.code, TITLE, "Bị loại", "B", "✓", "Người dùng candidate", person.email, "Sao chép ý tưởng"]);
    // A real spreadsheet date holding Vietnam's wall-clock time (UTC+7), shown as day/month/year.
    expect(submitted).toBeInstanceOf(Date);
    expect((submitted as Date).getTime() - Date.parse(entry.submitted_at)).toBe(7 * 3600 * 1000);

    const counters = await t.call("GET", "/api/v1/dashboard", { headers: admin.headers });
    expect(counters.json.data).toMatchObject({ exams: 1, excluded: 1, marked: 0, unmarked: 0 });
    expect((await t.call("GET", "/api/v1/contest/entries", { headers: person.headers })).status).toBe(403);
  });
});

describe("upload rules", () => {
  it("judges the type by content: wrong types with the right extension are invalid", async () => {
    const person = await contestant();
    const text = Buffer.from("this is not an image at all, only text");
    for (const [kind, content, name] of [
      ["image", text, "photo.png"],
      ["essay", await imageFixture("png"), "essay.pdf"],
      ["video", await pdfFixture(), "clip.mp4"],
      ["essay", Buffer.from("%PDF-1.7\nnot really a pdf at all"), "broken.pdf"],
      ["image", Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), text]), "broken.png"],
    ] as const) {
      const { sent } = await upload(person, kind, content, { name, lang: "en" });
      expect(sent.status, name).toBe(422);
      expect(sent.json, name).toEqual({ error: "UNPROCESSABLE", message: "Invalid file" });
    }
    expect((await draftOf(person)).files).toEqual([]);
  });

  it("refuses one byte over each limit at creation, and cuts a body longer than declared", async () => {
    const person = await contestant();
    for (const [kind, max] of [["essay", limits.essay_max_bytes], ["image", limits.image_max_bytes], ["video", limits.video_max_bytes]] as const) {
      const { created } = await upload(person, kind, Buffer.alloc(1), { declared: max + 1, lang: "vi" });
      expect(created.status, kind).toBe(413);
      expect(created.json.message).toBe(`File quá lớn: tối đa ${Number((max / (1024 * 1024)).toFixed(1))} MB.`);
    }
    const { created, sent } = await upload(person, "video", videoFixture(limits.video_max_bytes + 1), { declared: 1024 });
    expect(created.status).toBe(201);
    expect(sent.status).toBe(413);
    expect((await draftOf(person)).files.map((f) => [f.state, f.bytes])).toEqual([["uploading", 1024]]);
  });

  it("allows 10 images and 3 videos, and refuses the 11th image and the 4th video with the spec's messages", async () => {
    const person = await contestant();
    const png = await imageFixture("png");
    for (let i = 0; i < 10; i += 1) expect((await upload(person, "image", png)).sent.status).toBe(204);
    const eleventh = await upload(person, "image", png, { lang: "en" });
    expect(eleventh.created.status).toBe(422);
    expect(eleventh.created.json.message).toBe("You can only post up to 10 photos");
    for (let i = 0; i < 3; i += 1) expect((await upload(person, "video", videoFixture())).sent.status).toBe(204);
    const fourth = await upload(person, "video", videoFixture(), { lang: "vi" });
    expect(fourth.created.json.message).toBe("Bạn chỉ được đăng tối đa 3 video");
    expect((await upload(person, "essay", await pdfFixture())).sent.status).toBe(204);
    expect((await upload(person, "essay", await pdfFixture())).created.status).toBe(409);
  });

  it("bounds the storage of one draft", async () => {
    const person = await contestant();
    await t.db.updateTable("contest_editions").set({ limits_json: JSON.stringify({ ...limits, draft_max_bytes: 20 * KiB }) }).execute();
    try {
      expect((await upload(person, "video", videoFixture(16 * KiB))).sent.status).toBe(204);
      expect((await upload(person, "video", videoFixture(8 * KiB))).created.status).toBe(413);
    } finally {
      await t.db.updateTable("contest_editions").set({ limits_json: JSON.stringify(limits) }).execute();
    }
  });

  it("removes a file before submitting, and never lets anyone touch another person's upload", async () => {
    const owner = await contestant();
    const other = await contestant();
    const { location } = await upload(owner, "video", videoFixture(2048), { declared: 4096 });
    const [file] = (await draftOf(owner)).files;
    expect(file?.state).toBe("uploading");
    expect((await tus("HEAD", location!, other.headers)).status).toBe(404);
    expect((await tus("PATCH", location!, { ...other.headers, "content-type": "application/offset+octet-stream", "upload-offset": "2048" }, Buffer.alloc(10))).status).toBe(404);
    expect((await t.call("DELETE", `/api/v1/contest/draft/files/${file!.id}`, { headers: other.headers })).status).toBe(404);
    expect((await tus("HEAD", location!, owner.headers)).headers.get("upload-offset")).toBe("2048");
    expect((await t.call("DELETE", `/api/v1/contest/draft/files/${file!.id}`, { headers: owner.headers })).status).toBe(200);
    expect((await draftOf(owner)).files).toEqual([]);
    expect((await tus("HEAD", location!, owner.headers)).status).toBe(404);
    expect((await tus("POST", "/uploads", { ...admin.headers, "upload-length": "10", "upload-metadata": tusMetadata({ kind: "image" }) })).status).toBe(403);
    expect((await tus("POST", "/uploads", { "upload-length": "10" })).status).toBe(401);
  });

  it("resumes an interrupted upload from the offset the server has", async () => {
    const person = await contestant();
    const video = videoFixture(10 * KiB);
    const created = await tus("POST", "/uploads", { ...person.headers, "upload-length": String(video.length), "upload-metadata": tusMetadata({ kind: "video", filename: "v.mp4" }) });
    const location = created.headers.get("location")!;
    const first = await tus("PATCH", location, { ...person.headers, "content-type": "application/offset+octet-stream", "upload-offset": "0" }, video.subarray(0, 5 * KiB));
    expect(first.headers.get("upload-offset")).toBe(String(5 * KiB));
    const head = await tus("HEAD", location, person.headers);
    const offset = Number(head.headers.get("upload-offset"));
    const rest = await tus("PATCH", location, { ...person.headers, "content-type": "application/offset+octet-stream", "upload-offset": String(offset) }, video.subarray(offset));
    expect(rest.status).toBe(204);
    const [file] = (await draftOf(person)).files;
    expect(file).toMatchObject({ state: "ready", bytes: video.length });
    expect((await fetchLink(file!.url!)).body.equals(video)).toBe(true);
    const partial = await t.app.request(file!.url!, { headers: { range: "bytes=100-199" } });
    expect([partial.status, partial.headers.get("content-range")]).toEqual([206, `bytes 100-199/${video.length}`]);
    expect(Buffer.from(await partial.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);
    const tail = await t.app.request(file!.url!, { headers: { range: "bytes=-10" } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(video.subarray(video.length - 10))).toBe(true);
    expect((await t.app.request(file!.url!, { headers: { range: `bytes=${video.length}-` } })).status).toBe(416);
  });

  it("cleans up uploads abandoned for a day", async () => {
    const person = await contestant();
    const { location } = await upload(person, "video", videoFixture(1024), { declared: 2048 });
    const { cleanAbandonedUploads } = await import("./uploads.ts");
    expect(await cleanAbandonedUploads(t.deps)).toBe(0);
    t.clock.advance(25 * 60 * 60_000);
    expect(await cleanAbandonedUploads(t.deps)).toBeGreaterThanOrEqual(1);
    // Back the next day (a new session), the contestant finds the abandoned upload gone.
    const fresh = await createSession(t.db, t.deps, person.id, "vitest");
    const headers = { authorization: `Bearer ${fresh.token}` };
    expect((await draftOf({ ...person, headers })).files).toEqual([]);
    expect((await tus("HEAD", location!, headers)).status).toBe(404);
  });
});

describe("who may submit, and when", () => {
  async function readyToSubmit(fields: Parameters<TestApp["signedIn"]>[1] = {}) {
    const person = await contestant(fields);
    await upload(person, "essay", await pdfFixture());
    return person;
  }

  it("requires an activated account, complete personal information and an adult", async () => {
    const inactive = await readyToSubmit();
    await t.db.updateTable("users").set({ activated_at: null }).where("id", "=", inactive.id).execute();
    const refused = await submit(inactive);
    expect(refused.status).toBe(403);

    const incomplete = await contestant({ nation: null });
    expect((await draftOf(incomplete)).blockers).toEqual(["profileIncomplete"]);
    const res = await submit(incomplete);
    expect([res.status, res.json.message]).toEqual([422, "Please fill in your personal information before submitting the test"]);

    const minor = await contestant({ birth_date: "2010-01-01" });
    expect((await draftOf(minor)).blockers).toEqual(["underage"]);
    expect((await submit(minor)).status).toBe(422);
  });

  it("requires the essay PDF", async () => {
    const person = await contestant();
    const res = await submit(person);
    expect([res.status, res.json.message]).toEqual([422, "Please upload your essay as a PDF file."]);
  });

  it("keeps the judges a contestant names as conflicted, and refuses ids that are not judges", async () => {
    const judge = await t.signedIn("judge", { full_name: "Giám Khảo Được Nêu" });
    const listed = await t.call("GET", "/api/v1/judging/judges", { headers: (await contestant()).headers });
    expect(listed.json.data).toContainEqual({ id: judge.id, full_name: "Giám Khảo Được Nêu" });
    const person = await readyToSubmit();
    const body = { choice_answer: "B", title: TITLE, accept_rules: true };
    const refused = await submit(person, { ...body, conflict_judge_ids: [admin.id] });
    expect([refused.status, refused.json.details]).toEqual([400, [{ path: "conflict_judge_ids", message: "Please choose at most 50 judges from the list." }]]);
    const sent = await submit(person, { ...body, conflict_judge_ids: [judge.id, judge.id] });
    expect(sent.status).toBe(201);
    expect(sent.json.data.conflict_judge_ids).toEqual([judge.id]);
    const stored = await t.db.selectFrom("entries").select("conflict_judge_ids_json").where("user_id", "=", person.id).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.conflict_judge_ids_json)).toEqual([judge.id]);
  });

  it("stores the optional consent to publish the contestant's name with the results (off unless ticked)", async () => {
    const consenting = await readyToSubmit();
    const body = { choice_answer: "B", title: TITLE, accept_rules: true };
    const refused = await submit(consenting, { ...body, publish_name: "yes" });
    expect(refused.status).toBe(400);
    const sent = await submit(consenting, { ...body, publish_name: true });
    expect([sent.status, sent.json.data.publish_name]).toEqual([201, true]);
    const silent = await readyToSubmit();
    expect((await submit(silent, body)).json.data.publish_name).toBe(false);
    const stored = await t.db.selectFrom("entries").select(["user_id", "publish_name"]).where("user_id", "in", [consenting.id, silent.id]).orderBy("id").execute();
    expect(stored).toEqual([
      { user_id: consenting.id, publish_name: 1 },
      { user_id: silent.id, publish_name: 0 },
    ]);
  });

  it("creates exactly one entry from 100 concurrent submits of one account", async () => {
    const person = await readyToSubmit();
    const answers = await Promise.all(Array.from({ length: 100 }, () => submit(person)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    const rows = await t.db.selectFrom("entries").select("id").where("user_id", "=", person.id).execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses submissions and uploads after the window closes", async () => {
    const person = await readyToSubmit();
    const edition = await t.db.selectFrom("contest_editions").select(["id", "submission_closes_at"]).executeTakeFirstOrThrow();
    await t.db.updateTable("contest_editions").set({ submission_closes_at: new Date(t.clock.now().getTime() - 1000).toISOString() }).execute();
    try {
      const res = await submit(person, undefined, "vi");
      expect([res.status, res.json.message]).toEqual([422, "Đã hết thời gian nhận bài dự thi."]);
      expect((await upload(person, "image", await imageFixture("png"))).created.status).toBe(422);
    } finally {
      await t.db.updateTable("contest_editions").set({ submission_closes_at: edition.submission_closes_at }).where("id", "=", edition.id).execute();
    }
  });
});

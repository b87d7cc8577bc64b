import ExcelJS from "exceljs";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EntryView } from "#contracts/entry.ts";
import { NEUTRAL_PRODUCER } from "#server/lib/anonymise-pdf.ts";
import { createSession } from "#server/modules/identity/index.ts";
import { entriesStage, type EntriesStage, KiB, limits, type Person, TITLE } from "#server/testing/contest-client.ts";
import { imageFixture, pdfFixture, videoFixture } from "#server/testing/entry-fixtures.ts";
import type { TestApp } from "#server/testing/test-app.ts";

let t: TestApp,
  admin: EntriesStage["admin"],
  contestant: EntriesStage["contestant"],
  upload: EntriesStage["upload"],
  draftOf: EntriesStage["draftOf"],
  submit: EntriesStage["submit"],
  fetchLink: EntriesStage["fetchLink"];
beforeAll(async () => ({ t, admin, contestant, upload, draftOf, submit, fetchLink } = await entriesStage()));
afterAll(() => t.close());

/** The first sheet of an .xlsx read back: each row's cell values (a date cell reads as a Date). */
async function sheetRows(file: ArrayBuffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
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
    expect([document.getAuthor(), document.getCreator(), document.getTitle(), document.getProducer()].map((v) => v ?? "")).toEqual([
      "",
      "",
      "",
      NEUTRAL_PRODUCER,
    ]);
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
    expect((await submit(person, { choice_answer: "B", title: decomposed, accept_rules: true, declare_not_staff: true })).json.details).toContainEqual({
      path: "title",
      message: "The title must be 50 to 200 characters long.",
    });
    expect((await submit(person, { choice_answer: "B", title: "ế".repeat(201), accept_rules: true, declare_not_staff: true })).status).toBe(400);
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
    const sent = await t.db.selectFrom("entry_files").select("name").where("entry_id", "=", entry.id).orderBy("id").execute();
    expect(JSON.parse(mail.payload).text).toContain(`Files: ${sent.map((file) => file.name).join(", ")}\n\n`);

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
    expect(rows[0]).toEqual([
      "Số thứ tự",
      "Mã bài",
      "Tiêu đề",
      "Trạng thái",
      "Đáp án",
      "Đúng",
      "Thời gian nộp (UTC+07:00)",
      "Họ và tên",
      "Email",
      "Điện thoại",
      "Quốc gia",
      "Lý do loại",
    ]);
    expect(rows).toHaveLength(2);
    const [number, code, title, status, answer, correct, submitted, name, email, , country, reason] = rows[1]!;
    expect([number, code, title, status, answer, correct, name, email, country, reason]).toEqual([
      entry.id,
      entry.code,
      TITLE,
      "Bị loại",
      "B",
      "✓",
      "Người dùng candidate",
      person.email,
      "Việt Nam",
      "Sao chép ý tưởng",
    ]);
    // A real spreadsheet date holding Vietnam's wall-clock time (UTC+7), shown as day/month/year.
    expect(submitted).toBeInstanceOf(Date);
    expect((submitted as Date).getTime() - Date.parse(entry.submitted_at)).toBe(7 * 3600 * 1000);

    const counters = await t.call("GET", "/api/v1/dashboard", { headers: admin.headers });
    expect(counters.json.data).toMatchObject({ exams: 1, excluded: 1, marked: 0, unmarked: 0 });
    expect((await t.call("GET", "/api/v1/contest/entries", { headers: person.headers })).status).toBe(403);
  });
});

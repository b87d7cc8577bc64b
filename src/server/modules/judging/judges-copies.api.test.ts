import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlindEntry } from "#contracts/judging.ts";
import { entriesStage, type EntriesStage, type Person } from "#server/testing/contest-client.ts";
import {
  anonymityFixture,
  exifTags,
  leakingTags,
  markersIn,
  pdfText,
  probeVideo,
  textBoxes,
  topLevelBoxes,
  visibleBytes,
} from "#server/testing/file-inspection.ts";
import { judgingStage } from "#server/testing/judging-fixtures.ts";
import { JUDGES_COPIES_JOB, queueJudgesCopiesJob } from "#server/db/migrations/0043_judges_copies.ts";
import { seedEdition } from "#server/modules/contest/index.ts";

let stage: EntriesStage;
let judge: Person;
beforeAll(async () => {
  stage = await entriesStage();
  await judgingStage(stage.t, seedEdition);
  judge = await stage.t.signedIn("judge", { email: "giam-khao@hoi-dong.test" });
});
afterAll(() => stage.t.close());

const ESSAY_TEXT = "A green harbour city for conferences all year round";
const extensionOf = (name: string) => name.split(".").pop()!;

/** A contestant sends these corpus files (an essay first) as their entry; a judge is assigned; what the judge's links serve, by name. */
async function judgesCopies(names: string[]): Promise<Map<string, Buffer>> {
  const { t, admin, upload, contestant, submit } = stage;
  const person = await contestant();
  for (const name of names) {
    const kind = name.startsWith("essay") ? "essay" : name.startsWith("photo") ? "image" : "video";
    const { sent } = await upload(person, kind, anonymityFixture(name), { name: `Nguyen Van A - ${name}` });
    expect(sent.status, `${name}: ${sent.text}`).toBe(204);
  }
  const submitted = await submit(person);
  expect(submitted.status, submitted.text).toBe(201);
  const code = submitted.json.data.code as string;
  const assigned = await t.call("POST", "/api/v1/judging/assignments", {
    headers: admin.headers,
    body: { round: "semi_final", entry_code: code, judge_id: judge.id, reason: "Kiểm tra bản của giám khảo" },
  });
  expect(assigned.status, assigned.text).toBe(201);
  const view = await t.call("GET", `/api/v1/judging/entries/${code}`, { headers: judge.headers });
  expect(view.status, view.text).toBe(200);
  const files = (view.json.data as BlindEntry).files;
  expect(files).toHaveLength(names.length);
  const copies = new Map<string, Buffer>();
  for (const [index, file] of files.entries()) {
    const response = await t.app.request(file.url);
    expect(response.status).toBe(200);
    copies.set(names[index]!, Buffer.from(await response.arrayBuffer()));
  }
  return copies;
}

/** Asserts that neither exiftool nor a scan of the visible bytes finds a marker, a place or a colour profile. */
async function expectAnonymous(name: string, copy: Buffer) {
  const extension = extensionOf(name);
  const original = anonymityFixture(name);
  // The corpus does carry what the copy must not.
  expect(markersIn(await visibleBytes(original, extension)).length + leakingTags(await exifTags(original, extension)).length, name).toBeGreaterThan(0);
  expect(markersIn(await visibleBytes(copy, extension)), name).toEqual([]);
  expect(leakingTags(await exifTags(copy, extension)), name).toEqual([]);
}

// Each test runs exiftool, qpdf, pdftotext, ffprobe and ffmpeg on every file: a minute is for a busy machine.
describe("judges receive anonymised copies of real-world files (issue 24, items 1 and 2)", { timeout: 60_000 }, () => {
  it("PDFs from LibreOffice Writer and a hand-edited, incrementally updated PDF: no marker anywhere, text and pages kept", async () => {
    for (const name of ["essay-libreoffice.pdf", "essay-hand-edited.pdf"]) {
      const copy = (await judgesCopies([name])).get(name)!;
      await expectAnonymous(name, copy);
      expect((await pdfText(copy)).replace(/\s+/g, " "), name).toContain(ESSAY_TEXT);
      const tags = await exifTags(copy, "pdf");
      expect(tags["PDF:PageCount"], name).toBe((await exifTags(anonymityFixture(name), "pdf"))["PDF:PageCount"]);
      // One incremental section at most: the copy is written whole, with no update history.
      expect(copy.toString("latin1").match(/%%EOF/g), name).toHaveLength(1);
    }
  });

  it("the link of a hand-edited PDF survives; its comment, script, form value and embedded file do not", async () => {
    const copy = (await judgesCopies(["essay-hand-edited.pdf"])).get("essay-hand-edited.pdf")!;
    const text = (await visibleBytes(copy, "pdf")).toString("latin1");
    expect(text).toContain("https://example.org/harbour");
    for (const gone of ["/JavaScript", "/EmbeddedFile", "/AcroForm", "/Subtype /Text", "/Metadata", "/PieceInfo", "/OpenAction"])
      expect(text.includes(gone), gone).toBe(false);
  });

  it("JPEG, PNG and TIFF: no EXIF, IPTC or XMP author, no GPS, no ICC profile", async () => {
    const names = ["photo.jpg", "photo.png", "photo.tiff"];
    const copies = await judgesCopies(["essay-libreoffice.pdf", ...names]);
    for (const name of names) await expectAnonymous(name, copies.get(name)!);
  });

  it("MP4 and MOV: no tag, chapter, udta, free or uuid text, GPS or QuickTime key; the same streams bit for bit, moov first", async () => {
    const names = ["clip.mp4", "clip.mov", "clip-boxes.mp4"];
    expect(textBoxes(anonymityFixture("clip-boxes.mp4"))).toEqual(expect.arrayContaining(["/moov/trak/udta", "/moov/udta", "/udta", "/free", "/uuid"]));
    const copies = await judgesCopies(["essay-libreoffice.pdf", ...names]);
    for (const name of names) {
      const copy = copies.get(name)!;
      await expectAnonymous(name, copy);
      const [before, after] = [await probeVideo(anonymityFixture(name), extensionOf(name)), await probeVideo(copy, extensionOf(name))];
      expect(after, name).toEqual(before);
      const boxes = topLevelBoxes(copy);
      expect(boxes.indexOf("moov"), name).toBeLessThan(boxes.indexOf("mdat"));
      expect(textBoxes(copy), name).toEqual([]);
    }
  });
});

describe("the contestant's original and files stored before anonymisation (issue 24)", () => {
  it("keeps the original for administrators only, and audits each read", async () => {
    const { t, admin, upload, contestant, draftOf } = stage;
    const person = await contestant();
    await upload(person, "essay", anonymityFixture("essay-hand-edited.pdf"), { name: "essay.pdf" });
    const [file] = (await draftOf(person)).files;
    for (const caller of [person, judge])
      expect((await t.call("GET", `/api/v1/contest/files/${file!.id}/original`, { headers: caller.headers })).status).toBe(403);
    const response = await t.app.request(`/api/v1/contest/files/${file!.id}/original`, { headers: admin.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="original-essay-${file!.id}.pdf"`);
    expect(Buffer.from(await response.arrayBuffer()).equals(anonymityFixture("essay-hand-edited.pdf"))).toBe(true);
    const audit = await t.db.selectFrom("audit_events").select(["actor_id", "action"]).where("subject", "=", `entry_file:${file!.id}`).execute();
    expect(audit).toEqual([{ actor_id: admin.id, action: "entry_file.original_read" }]);
  });

  it("migration 0043's job makes judges' copies of entry files and fund reports stored before it", async () => {
    const { t } = stage;
    const { entryStore, ENTRY_AREA } = await import("#server/modules/contest/entries.service.ts");
    const store = entryStore(t.deps);
    const stored = await store.save(
      ENTRY_AREA,
      (async function* () {
        yield anonymityFixture("essay-libreoffice.pdf");
      })(),
      { maxBytes: Number.MAX_SAFE_INTEGER, headBytes: 0, detect: () => "pdf" },
    );
    const person = await stage.contestant();
    const now = t.clock.now().toISOString();
    const row = await t.db
      .insertInto("entry_files")
      .values({
        user_id: person.id,
        kind: "essay",
        state: "ready",
        upload_id: `before-0043-${person.id}`,
        file_id: stored.id,
        name: "essay.pdf",
        media_type: "application/pdf",
        bytes: stored.bytes,
        created_at: now,
        completed_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    // A new database has nothing to copy, so its migration queued no job; this one would.
    expect(await t.db.selectFrom("jobs").select("id").where("kind", "=", JUDGES_COPIES_JOB).execute()).toEqual([]);
    await queueJudgesCopiesJob(t.db);
    const job = await t.db.selectFrom("jobs").select("id").where("kind", "=", JUDGES_COPIES_JOB).executeTakeFirstOrThrow();
    await t.db.updateTable("jobs").set({ run_at: now }).where("id", "=", job.id).execute();
    await t.deps.jobs.runDue();
    const after = await t.db.selectFrom("entry_files").select(["file_id", "original_file_id", "bytes"]).where("id", "=", row.id).executeTakeFirstOrThrow();
    expect(after.original_file_id).toBe(stored.id);
    expect(after.file_id).not.toBe(stored.id);
    expect(after.bytes).toBe(stored.bytes);
    const copy = await store.open(ENTRY_AREA, after.file_id!);
    const content = Buffer.from(await new Response(copy!.stream).arrayBuffer());
    expect(markersIn(await visibleBytes(content, "pdf"))).toEqual([]);
    expect((await t.db.selectFrom("jobs").select("done_at").where("id", "=", job.id).executeTakeFirstOrThrow()).done_at).not.toBeNull();
  });

  it("a file stored before it is never served behind a link until its judge's copy exists, nor at all when none can be made", async () => {
    const { t, admin } = stage;
    const { entryStore, ENTRY_AREA } = await import("#server/modules/contest/entries.service.ts");
    const { fileLink } = await import("#server/modules/contest/index.ts");
    const store = entryStore(t.deps);
    // A "PDF" that is not one: the anonymiser refuses it.
    const broken = Buffer.from("%PDF-1.4\n% by Nguyen Van A\nnot a document at all\n");
    const stored = await store.save(
      ENTRY_AREA,
      (async function* () {
        yield broken;
      })(),
      { maxBytes: Number.MAX_SAFE_INTEGER, headBytes: 0, detect: () => "pdf" },
    );
    const person = await stage.contestant();
    const now = t.clock.now().toISOString();
    const row = await t.db
      .insertInto("entry_files")
      .values({
        user_id: person.id,
        kind: "essay",
        state: "ready",
        upload_id: `unanonymisable-${person.id}`,
        file_id: stored.id,
        name: "essay.pdf",
        media_type: "application/pdf",
        bytes: stored.bytes,
        created_at: now,
        completed_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const link = await fileLink(t.deps, row.id);
    expect((await t.app.request(link)).status).toBe(404);
    // What migration 0043's job runs (the test above runs the job itself).
    const { makeMissingJudgesCopies } = await import("#server/modules/contest/judges-copies.ts");
    await makeMissingJudgesCopies(t.deps);
    const after = await t.db.selectFrom("entry_files").select(["file_id", "original_file_id"]).where("id", "=", row.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ file_id: stored.id, original_file_id: null });
    expect((await t.app.request(link)).status).toBe(404);
    // Administrators still read it as uploaded, audited, to settle what to do with it.
    const original = await t.app.request(`/api/v1/contest/files/${row.id}/original`, { headers: admin.headers });
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(broken)).toBe(true);
  });
});

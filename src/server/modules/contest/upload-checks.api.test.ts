import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entriesStage, type EntriesStage } from "#server/testing/contest-client.ts";
import { pdfFixture } from "#server/testing/entry-fixtures.ts";
import type { TestApp } from "#server/testing/test-app.ts";
import { ENTRY_AREA } from "./entries.service.ts";
import { fileLink } from "./file-links.ts";

let stage: EntriesStage;
let t: TestApp;
beforeAll(async () => {
  stage = await entriesStage();
  t = stage.t;
});
afterAll(() => t.close());

const idOf = (location: string) => location.split("/").pop()!;
const rowOf = (uploadId: string) => t.db.selectFrom("entry_files").selectAll().where("upload_id", "=", uploadId).executeTakeFirst();
const uploadsDir = () => path.join(t.deps.config.DATA_DIR, "private", "uploads");
/** What is left of an upload in tus's folder (its data and its JSON sidecar). */
const leftOf = (uploadId: string) => fs.readdirSync(uploadsDir()).filter((name) => name.startsWith(uploadId));
/** Every file in the entries' private storage (judges' copies and originals). */
const storedFiles = () => fs.readdirSync(path.join(t.deps.config.DATA_DIR, "private", ENTRY_AREA), { recursive: true }).sort();

describe("the last PATCH answers once the bytes are stored; a job checks the file (ADR 0029)", () => {
  it("answers before the check: the file is being checked, the submit waits, no link exists; the job then makes it ready", async () => {
    const person = await stage.contestant();
    // `check: false`: the job worker does not run in API tests, so nothing checks the file until runDue below.
    const { sent, location } = await stage.upload(person, "essay", await pdfFixture(), { check: false });
    expect(sent.status).toBe(204);
    const uploadId = idOf(location!);
    expect(await rowOf(uploadId)).toMatchObject({ state: "checking", file_id: null, original_file_id: null, refusal: null });
    expect((await stage.draftOf(person)).files.map((file) => [file.kind, file.state, file.url, file.refusal])).toEqual([["essay", "checking", null, null]]);

    // Nothing of an unchecked file reaches a link, even a link forged with the server's own key.
    const row = (await rowOf(uploadId))!;
    expect((await stage.fetchLink(await fileLink(t.deps, row.id))).status).toBe(404);
    expect((await t.call("GET", `/api/v1/contest/files/${row.id}/original`, { headers: stage.admin.headers })).status).toBe(404);

    for (const [lang, message] of [
      ["en", "Please wait until every file has finished uploading, or remove the unfinished ones."],
      ["vi", "Vui lòng chờ các file tải lên xong, hoặc xóa file chưa tải xong."],
    ] as const) {
      const refused = await stage.submit(person, undefined, lang);
      expect([refused.status, refused.json.message]).toEqual([422, message]);
    }
    expect(await t.db.selectFrom("entries").select("id").where("user_id", "=", person.id).execute()).toEqual([]);

    await t.deps.jobs.runDue();
    expect(await rowOf(uploadId)).toMatchObject({ state: "ready", refusal: null });
    const [file] = (await stage.draftOf(person)).files;
    expect(file).toMatchObject({ kind: "essay", state: "ready", refusal: null });
    expect((await stage.fetchLink(file!.url!)).type).toBe("application/pdf");
    expect(leftOf(uploadId)).toEqual([]);
    expect((await stage.submit(person)).status).toBe(201);
  });

  it("refuses a PDF that does not load after the answer: its bytes deleted, its reason in the draft in both languages, out of the draft's counts", async () => {
    const person = await stage.contestant();
    const broken = Buffer.from("%PDF-1.7\nnot really a pdf at all");
    const { sent, location } = await stage.upload(person, "essay", broken, { name: "broken.pdf", check: false });
    expect(sent.status).toBe(204);
    const uploadId = idOf(location!);
    const storedBefore = storedFiles();
    await t.deps.jobs.runDue();

    const row = (await rowOf(uploadId))!;
    expect(row).toMatchObject({ state: "refused", refusal: "invalidFile", file_id: null, original_file_id: null, name: "broken.pdf" });
    expect(leftOf(uploadId)).toEqual([]);
    // Neither a judge's copy nor an original was kept.
    expect(storedFiles()).toEqual(storedBefore);
    const refused = {
      id: row.id,
      kind: "essay",
      name: "broken.pdf",
      media_type: null,
      bytes: broken.length,
      state: "refused",
      refusal: "invalidFile",
      url: null,
    };
    expect((await stage.draftOf(person, "vi")).files).toEqual([{ ...refused, refusal_message: "File không hợp lệ" }]);
    expect((await stage.draftOf(person, "en")).files).toEqual([{ ...refused, refusal_message: "Invalid file" }]);
    expect((await stage.fetchLink(await fileLink(t.deps, row.id))).status).toBe(404);

    // A refused essay is a notice, not the draft's essay: another may be sent, and the submit asks for one.
    const noEssay = await stage.submit(person);
    expect([noEssay.status, noEssay.json.message]).toEqual([422, "Please upload your essay as a PDF file."]);
    expect((await stage.upload(person, "essay", await pdfFixture())).sent.status).toBe(204);
    expect((await stage.draftOf(person)).files.map((file) => [file.state, file.refusal])).toEqual([
      ["refused", "invalidFile"],
      ["ready", null],
    ]);
    // The submit takes the ready files only; the refused one's notice goes with the draft.
    const entry = await stage.submit(person);
    expect(entry.status).toBe(201);
    expect(entry.json.data.files.map((file: { state: string }) => file.state)).toEqual(["ready"]);
    expect(await rowOf(uploadId)).toBeUndefined();
  });

  it("lets the contestant dismiss a refused file", async () => {
    const person = await stage.contestant();
    const { location } = await stage.upload(person, "image", Buffer.from("only text, not an image"), { name: "x.png" });
    const row = (await rowOf(idOf(location!)))!;
    expect(row.state).toBe("refused");
    const removed = await t.call("DELETE", `/api/v1/contest/draft/files/${row.id}`, { headers: person.headers });
    expect([removed.status, removed.json.data.files]).toEqual([200, []]);
    expect((await stage.draftOf(person)).files).toEqual([]);
  });

  // Last: it moves the clock on by hours.
  it("runs a check that could not run again, and refuses the file as 'could not be checked' after the job's last run", async () => {
    const person = await stage.contestant();
    const { location } = await stage.upload(person, "essay", await pdfFixture(), { check: false });
    const uploadId = idOf(location!);
    // The bytes lost before the check (a disk failure): not a verdict on the content, so the job is retried.
    fs.rmSync(path.join(uploadsDir(), uploadId));
    await t.deps.jobs.runDue();
    expect(await rowOf(uploadId)).toMatchObject({ state: "checking", refusal: null });
    const job = () =>
      t.db.selectFrom("jobs").select(["attempts", "max_attempts", "done_at"]).where("effect_key", "=", `check-upload:${uploadId}`).executeTakeFirstOrThrow();
    for (let run = 0; run < 20 && !(await job()).done_at; run++) {
      t.clock.advance(2 * 60 * 60_000);
      await t.deps.jobs.runDue();
    }
    const { attempts, max_attempts } = await job();
    expect(attempts).toBe(max_attempts);
    expect(await rowOf(uploadId)).toMatchObject({ state: "refused", refusal: "checkFailed" });
    expect((await stage.draftOf(person, "en")).files.map((file) => [file.state, file.refusal, file.refusal_message])).toEqual([
      ["refused", "checkFailed", "The file could not be checked. Please remove it and upload it again."],
    ]);
  });
});

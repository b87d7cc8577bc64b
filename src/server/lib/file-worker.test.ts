import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { pdfFixture, syntheticMp4, videoFixture } from "#server/testing/entry-fixtures.ts";
import { InvalidContentError } from "./file-checks.ts";
import { checkFile, closeFileWorkers, FILE_CHECK_LIMITS } from "./file-worker.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "file-worker-"));
const defaults = structuredClone(FILE_CHECK_LIMITS);
afterEach(async () => {
  await closeFileWorkers();
  Object.assign(FILE_CHECK_LIMITS, structuredClone(defaults));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A valid PDF of many pages: more than a millisecond of work for pdf-lib. (Running out of memory: worker-pool.test.ts.) */
async function longPdf(pages: number) {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 0; page < pages; page += 1) document.addPage([300, 200]).drawText(`Trang ${page} `.repeat(20), { x: 5, y: 100, size: 6, font });
  const file = path.join(dir, `long-${pages}.pdf`);
  fs.writeFileSync(file, await document.save());
  return file;
}

describe("checkFile: uploaded files checked in the worker pool", () => {
  it("returns a valid PDF cleaned", async () => {
    const file = path.join(dir, "essay.pdf");
    fs.writeFileSync(file, await pdfFixture());
    const cleaned = await checkFile({ kind: "pdf", file });
    expect((await PDFDocument.load(cleaned!)).getAuthor()).toBeUndefined();
  });

  it("writes a video's remuxed copy to its target, and refuses a movie ffmpeg cannot read though its boxes are whole", async () => {
    const file = path.join(dir, "clip.mp4");
    fs.writeFileSync(file, videoFixture(8192));
    const target = path.join(dir, "clip.copy.mp4");
    expect(await checkFile({ kind: "video", file, target, mediaType: "video/mp4" })).toBeUndefined();
    expect(fs.statSync(target).size).toBeLessThan(8192);
    fs.writeFileSync(file, syntheticMp4(8192));
    await expect(checkFile({ kind: "video", file, target: path.join(dir, "synthetic.copy.mp4"), mediaType: "video/mp4" })).rejects.toBeInstanceOf(
      InvalidContentError,
    );
  }, 20_000); // Two ffmpeg runs: over Vitest's 5 s on a busy 2-core machine (clean-clone CI run 5).

  it("refuses as invalid a file whose check runs out of time, and the next check gets a fresh worker", async () => {
    const file = await longPdf(400);
    FILE_CHECK_LIMITS.timeoutMs = 1;
    await expect(checkFile({ kind: "pdf", file })).rejects.toBeInstanceOf(InvalidContentError);
    FILE_CHECK_LIMITS.timeoutMs = defaults.timeoutMs;
    await closeFileWorkers();
    expect(await checkFile({ kind: "pdf", file })).toBeInstanceOf(Uint8Array);
  }, 30_000);
});

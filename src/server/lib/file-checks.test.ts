import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { dagPdf, imageFixture, pdfFixture, syntheticMp4 } from "#server/testing/entry-fixtures.ts";
import { NEUTRAL_PRODUCER } from "./anonymise-pdf.ts";
import { cleanImage, cleanPdf, detect, InvalidContentError } from "./file-checks.ts";

describe("detect: the kind by content", () => {
  it("recognises each accepted format from its first bytes", async () => {
    expect(detect("essay", await pdfFixture())?.mediaType).toBe("application/pdf");
    expect(detect("image", await imageFixture("png"))?.mediaType).toBe("image/png");
    expect(detect("image", await imageFixture("jpeg"))?.mediaType).toBe("image/jpeg");
    expect(detect("image", await imageFixture("tiff"))?.mediaType).toBe("image/tiff");
    expect(detect("video", syntheticMp4())?.mediaType).toBe("video/mp4");
    expect(detect("video", syntheticMp4(4096, "qt  "))?.mediaType).toBe("video/quicktime");
  });

  it("refuses a file of another kind, whatever its name", async () => {
    expect(detect("essay", await imageFixture("png"))).toBeUndefined();
    expect(detect("image", await pdfFixture())).toBeUndefined();
    expect(detect("video", await imageFixture("jpeg"))).toBeUndefined();
    const unknownBrand = syntheticMp4();
    unknownBrand.write("abcd", 8, "latin1");
    unknownBrand.write("abcd", 16, "latin1");
    unknownBrand.write("abcd", 20, "latin1");
    expect(detect("video", unknownBrand)).toBeUndefined();
  });
});

describe("cleaning", () => {
  it("removes the author fields and XMP of a PDF", async () => {
    const cleaned = await PDFDocument.load(await cleanPdf(await pdfFixture()), { updateMetadata: false });
    expect([cleaned.getAuthor(), cleaned.getCreator(), cleaned.getTitle(), cleaned.getProducer()].map((v) => v ?? "")).toEqual(["", "", "", NEUTRAL_PRODUCER]);
  });

  it("removes EXIF from images and keeps their format", async () => {
    const author = Buffer.from("Nguyen Van A");
    for (const format of ["png", "jpeg", "tiff"] as const) {
      const source = await imageFixture(format);
      // sharp writes EXIF into PNG and JPEG (not TIFF), so those two prove the stripping.
      if (format !== "tiff") expect(source.includes(author)).toBe(true);
      const cleaned = await cleanImage(source, `image/${format}`);
      const meta = await sharp(cleaned).metadata();
      expect([meta.format, meta.exif, cleaned.includes(author)]).toEqual([format, undefined, false]);
    }
  });

  it("writes a JPEG copy as a baseline JPEG, without the mozjpeg preset's progressive scan search (many times the CPU)", async () => {
    const cleaned = await cleanImage(await imageFixture("jpeg"), "image/jpeg");
    expect((await sharp(cleaned).metadata()).isProgressive).toBe(false);
  });

  it("refuses, at once, a PDF whose page tree lists the same node twice (a walk of every path would take 2^24 steps)", async () => {
    const started = performance.now();
    await expect(cleanPdf(dagPdf(24))).rejects.toBeInstanceOf(InvalidContentError);
    await expect(cleanPdf(dagPdf(24))).rejects.toMatchObject({ cause: { message: expect.stringMatching(/reached twice/) } });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("refuses a PDF whose page tree has a cycle", async () => {
    const cyclic = Buffer.from(dagPdf(2).toString("latin1").replace("/Kids [4 0 R 4 0 R]", "/Kids [2 0 R 4 0 R]"), "latin1");
    await expect(cleanPdf(cyclic)).rejects.toBeInstanceOf(InvalidContentError);
  });

  it("refuses what does not parse or decode", async () => {
    await expect(cleanPdf(Buffer.from("%PDF-1.7\nnothing"))).rejects.toBeInstanceOf(InvalidContentError);
    const truncated = (await imageFixture("png")).subarray(0, 40);
    await expect(cleanImage(truncated, "image/png")).rejects.toBeInstanceOf(InvalidContentError);
  });
});

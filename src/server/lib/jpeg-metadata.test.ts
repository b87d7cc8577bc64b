import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { jpegWithoutMetadata } from "./jpeg-metadata.ts";

const MARKER = "IDMARK-JpegInPdf";

/** A small JPEG carrying an author in EXIF and a comment, as a camera or an editor writes them. */
async function jpegWithAuthor() {
  const jpeg = await sharp({ create: { width: 16, height: 8, channels: 3, background: "#3366aa" } })
    .jpeg()
    .withExif({ IFD0: { Artist: MARKER, Copyright: MARKER } })
    .toBuffer();
  // A COM segment after SOI, as some editors add one.
  const comment = Buffer.from(`${MARKER} comment`);
  const com = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
  return new Uint8Array(Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2)]));
}

describe("jpegWithoutMetadata", () => {
  it("drops EXIF and comments and keeps the picture's pixels", async () => {
    const original = await jpegWithAuthor();
    expect(Buffer.from(original).includes(MARKER)).toBe(true);
    const clean = jpegWithoutMetadata(original);
    expect(Buffer.from(clean).includes(MARKER)).toBe(false);
    const [before, after] = await Promise.all([original, clean].map((bytes) => sharp(bytes).raw().toBuffer()));
    expect(after!.equals(before!)).toBe(true);
    expect((await sharp(clean).metadata()).exif).toBeUndefined();
  });

  it("refuses bytes that are not a JPEG or stop before the picture", () => {
    expect(() => jpegWithoutMetadata(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toThrow();
    expect(() => jpegWithoutMetadata(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x40, 0x00, 0x01]))).toThrow();
  });
});

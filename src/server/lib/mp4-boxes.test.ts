import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pdfFixture, syntheticMp4 } from "#server/testing/entry-fixtures.ts";
import { checkMp4File } from "./mp4-boxes.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mp4-boxes-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let files = 0;
function check(content: Buffer) {
  files += 1;
  const file = path.join(dir, `${files}.mp4`);
  fs.writeFileSync(file, content);
  return checkMp4File(file);
}

/** The video fixture with one top-level box swapped: ftyp, moov, mdat in that order. */
function topLevel(video: Buffer) {
  const boxes: Buffer[] = [];
  for (let at = 0; at < video.length; at += video.readUInt32BE(at)) boxes.push(video.subarray(at, at + video.readUInt32BE(at)));
  return boxes;
}

describe("the MP4/QuickTime box structure", () => {
  it("accepts MP4 and QuickTime files made of whole boxes with a movie header and media data", async () => {
    await expect(check(syntheticMp4())).resolves.toBeUndefined();
    await expect(check(syntheticMp4(64 * 1024, "qt  "))).resolves.toBeUndefined();
  });

  it("refuses a polyglot: an ftyp header in front of another document, or a document appended to a video", async () => {
    const [ftyp, moov, mdat] = topLevel(syntheticMp4());
    const pdf = await pdfFixture();
    await expect(check(Buffer.concat([ftyp!, pdf]))).rejects.toThrow();
    await expect(check(Buffer.concat([ftyp!, moov!, mdat!, pdf]))).rejects.toThrow();
    const html = Buffer.from("<html><script>alert(1)</script></html>");
    const htmlBox = Buffer.concat([Buffer.from([0, 0, 0, 8 + html.length]), Buffer.from("html"), html]);
    await expect(check(Buffer.concat([ftyp!, moov!, htmlBox, mdat!]))).rejects.toThrow(/Unknown top-level box/);
  });

  it("refuses files without a movie header, media data or a valid track, and boxes that do not fit", async () => {
    const [ftyp, moov, mdat] = topLevel(syntheticMp4());
    await expect(check(Buffer.concat([ftyp!, mdat!]))).rejects.toThrow(/0 moov/);
    await expect(check(Buffer.concat([ftyp!, moov!]))).rejects.toThrow(/No media data/);
    await expect(check(Buffer.concat([moov!, ftyp!, mdat!]))).rejects.toThrow(/ftyp/);
    await expect(check(Buffer.concat([ftyp!, moov!, moov!, mdat!]))).rejects.toThrow(/2 moov/);
    const noTrack = Buffer.from(moov!);
    noTrack.write("free", 8 + 108 + 4, "latin1");
    await expect(check(Buffer.concat([ftyp!, noTrack, mdat!]))).rejects.toThrow(/no track/);
    const overlong = Buffer.from(mdat!);
    overlong.writeUInt32BE(mdat!.length + 1, 0);
    await expect(check(Buffer.concat([ftyp!, moov!, overlong]))).rejects.toThrow(/does not fit/);
    const brokenChild = Buffer.from(moov!);
    brokenChild.writeUInt32BE(3, 8);
    await expect(check(Buffer.concat([ftyp!, brokenChild, mdat!]))).rejects.toThrow(/does not fit/);
  });
});

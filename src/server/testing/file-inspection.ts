import { execFile } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const MAX_OUTPUT = 64 * 1024 * 1024;

/** The corpus of real-world files with planted identity markers (`npm run fixtures:anonymity` remakes it). */
export const ANONYMITY_FIXTURES = path.resolve(import.meta.dirname, "../../../tests/fixtures/anonymity");
/** Every planted marker starts with this. */
const MARKER = "IDMARK";

export const anonymityFixture = (name: string) => fs.readFileSync(path.join(ANONYMITY_FIXTURES, name));

/** Runs `work` on the content written to a temporary file with the given extension. */
async function withFile<T>(content: Uint8Array, extension: string, work: (file: string) => Promise<T>): Promise<T> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "inspect-"));
  const file = path.join(dir, `file.${extension}`);
  try {
    await fsp.writeFile(file, content);
    return await work(file);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/** Every tag exiftool reads (all groups, duplicates too), as "Group:Tag" → value. */
export function exifTags(content: Uint8Array, extension: string): Promise<Record<string, unknown>> {
  return withFile(content, extension, async (file) => {
    const { stdout } = await run("exiftool", ["-j", "-a", "-G1", "-ee", "-api", "LargeFileSupport=1", file], { maxBuffer: MAX_OUTPUT });
    return (JSON.parse(stdout) as Record<string, unknown>[])[0]!;
  });
}

/**
 * The bytes a reader of the file can see: a PDF decompressed by qpdf (every stream inflated, no object streams) but
 * also as stored (unreferenced objects included); any other file as it is.
 */
export async function visibleBytes(content: Uint8Array, extension: string): Promise<Buffer> {
  if (extension !== "pdf") return Buffer.from(content);
  const decompressed = await withFile(content, extension, async (file) => {
    const result = await run("qpdf", ["--qdf", "--object-streams=disable", "--warning-exit-0", file, "-"], { encoding: "buffer", maxBuffer: MAX_OUTPUT });
    return result.stdout;
  });
  return Buffer.concat([Buffer.from(content), decompressed]);
}

/** The marker in the bytes as ASCII, as PDF hex of ASCII and as PDF hex of UTF-16BE. */
export function markersIn(bytes: Buffer): string[] {
  const text = bytes.toString("latin1");
  const forms = [MARKER, Buffer.from(MARKER).toString("hex"), Buffer.from(MARKER, "utf16le").swap16().toString("hex")];
  return forms.flatMap((form) => [...text.matchAll(new RegExp(`${form}[A-Za-z0-9]*`, "gi"))].map((match) => match[0]));
}

/** exiftool tags that name a place or carry a planted marker. */
export function leakingTags(tags: Record<string, unknown>): string[] {
  return Object.entries(tags)
    .filter(([key, value]) => /GPS|Location|ICC_Profile|ICC-header/i.test(key) || String(value).includes(MARKER))
    .map(([key, value]) => `${key}=${String(value)}`);
}

/** The text pdftotext extracts. */
export function pdfText(content: Uint8Array): Promise<string> {
  return withFile(content, "pdf", async (file) => (await run("pdftotext", [file, "-"], { maxBuffer: MAX_OUTPUT })).stdout);
}

/**
 * What ffprobe says of the duration and the audio and video streams (a chapter track is data, not media), and a
 * hash of each media stream's packets (bit-identical or not).
 */
export function probeVideo(content: Uint8Array, extension: string) {
  return withFile(content, extension, async (file) => {
    const { stdout } = await run("ffprobe", [
      "-v",
      "error",
      "-show_entries",
      "format=duration:stream=index,codec_type,codec_name,width,height,sample_rate,channels,nb_frames,duration",
      "-of",
      "json",
      file,
    ]);
    const probe = JSON.parse(stdout) as { format: { duration: string }; streams: Record<string, unknown>[] };
    const hashes = await run("ffmpeg", ["-v", "error", "-i", file, "-map", "0:v", "-map", "0:a?", "-c", "copy", "-f", "streamhash", "-hash", "sha256", "-"]);
    const media = probe.streams.filter((stream) => stream.codec_type === "video" || stream.codec_type === "audio");
    return { duration: probe.format.duration, streams: media, packets: hashes.stdout.trim().split("\n") };
  });
}

interface BoxSpan {
  type: string;
  start: number;
  end: number;
}

/** The boxes filling `from`..`to` (32-bit and 64-bit sizes). */
function boxesIn(content: Buffer, from: number, to: number): BoxSpan[] {
  const boxes: BoxSpan[] = [];
  for (let at = from; at + 8 <= to;) {
    const size32 = content.readUInt32BE(at);
    const [size, header] = size32 === 1 ? [Number(content.readBigUInt64BE(at + 8)), 16] : [size32 === 0 ? to - at : size32, 8];
    boxes.push({ type: content.toString("latin1", at + 4, at + 8), start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

/** The types of the file's top-level boxes, in order (an MP4 or QuickTime file). */
export const topLevelBoxes = (content: Buffer) => boxesIn(content, 0, content.length).map((box) => box.type);

/**
 * Boxes that can carry text about the file, at the top level and in the movie and its tracks: any `udta`, `meta` or
 * `uuid`, and `free` or `skip` boxes holding anything but zeros.
 */
export function textBoxes(content: Buffer): string[] {
  const found: string[] = [];
  const visit = (boxes: BoxSpan[], where: string) => {
    for (const box of boxes) {
      const payload = content.subarray(box.start, box.end);
      if (["udta", "meta", "uuid"].includes(box.type) || (["free", "skip"].includes(box.type) && payload.some((byte) => byte !== 0)))
        found.push(`${where}/${box.type}`);
      if (box.type === "moov" || box.type === "trak") visit(boxesIn(content, box.start, box.end), `${where}/${box.type}`);
    }
  };
  visit(boxesIn(content, 0, content.length), "");
  return found;
}

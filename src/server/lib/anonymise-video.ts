import fsp from "node:fs/promises";
import { boxAt, childrenOf, MOOV_MAX_BYTES } from "./mp4-boxes.ts";
import { runLimited } from "./limited-process.ts";

/**
 * ffmpeg's limits: its address space (it needs about 60 MB resident to copy the streams of any size of file, since
 * it reads packet by packet), and a time well inside the file worker's own, so that the worker never has to be
 * ended while its child runs.
 */
const REMUX_LIMITS = { memoryBytes: 512 * 1024 * 1024, timeoutMs: 25_000 };

/** Boxes that carry text about the file rather than its media: user data, metadata, vendor boxes. */
const USER_DATA = new Set(["udta", "meta", "uuid"]);

/**
 * Writes the judge's copy of an MP4 or QuickTime video: ffmpeg remuxes it with every stream copied bit for bit
 * (`-c copy`), no container or stream metadata, no chapters, no attached pictures or data tracks, and the movie
 * header first so that it streams (`+faststart`); then the user-data box ffmpeg itself writes in the movie is
 * blanked. GPS, `com.apple.quicktime.*` keys, `udta`, `meta`, `free` and `uuid` boxes with text all go.
 */
export async function anonymiseVideo(source: string, target: string, mediaType: string): Promise<void> {
  const format = mediaType === "video/quicktime" ? "mov" : "mp4";
  // -map 0:V takes video streams that are not attached pictures (a cover image may show the author).
  const args = ["-v", "error", "-nostdin", "-i", source, "-map", "0:V?", "-map", "0:a?", "-c", "copy", "-map_metadata", "-1", "-map_chapters", "-1"];
  const bitexact = ["-fflags", "+bitexact", "-flags:v", "+bitexact", "-flags:a", "+bitexact", "-movflags", "+faststart", "-f", format, "-y", target];
  await runLimited("ffmpeg", [...args, ...bitexact], REMUX_LIMITS);
  await blankMovieUserData(target);
}

const header = (type: string, size: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeUInt32BE(size, 0);
  bytes.write(type, 4, "latin1");
  return bytes;
};

/**
 * Removes `udta`, `meta` and `uuid` boxes from the movie header and its tracks (ffmpeg's mp4 muxer always writes an
 * empty iTunes `meta`), and fills the space they leave with a zeroed `free` box: the media data does not move, so
 * no sample offset changes.
 */
async function blankMovieUserData(file: string): Promise<void> {
  const handle = await fsp.open(file, "r+");
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(16);
    for (let at = 0; at < size;) {
      const { bytesRead } = await handle.read(head, 0, 16, at);
      const box = boxAt(head.subarray(0, bytesRead), at, size);
      if (box.type !== "moov") {
        at = box.end;
        continue;
      }
      if (box.end - box.start > MOOV_MAX_BYTES || box.start - at !== 8) throw new Error("Unexpected movie header");
      const moov = Buffer.alloc(box.end - box.start);
      await handle.read(moov, 0, moov.length, box.start);
      const budget = { boxes: 100_000 };
      /** The boxes filling `from`..`to`, whole (header included), without user data; tracks rebuilt the same way. */
      const withoutUserData = (from: number, to: number): Buffer[] => {
        let begin = from;
        return childrenOf(moov, from, to, budget).flatMap((child) => {
          const whole = moov.subarray(begin, child.end);
          begin = child.end;
          if (USER_DATA.has(child.type)) return [];
          if (child.type !== "trak") return [whole];
          const payload = Buffer.concat(withoutUserData(child.start, child.end));
          return [Buffer.concat([header("trak", 8 + payload.length), payload])];
        });
      };
      const kept = withoutUserData(0, moov.length);
      const payload = Buffer.concat(kept);
      const removed = moov.length - payload.length;
      if (removed === 0) return;
      await handle.write(Buffer.concat([header("moov", 8 + payload.length), payload, header("free", removed), Buffer.alloc(removed - 8)]), 0, box.end - at, at);
      return;
    }
  } finally {
    await handle.close();
  }
}

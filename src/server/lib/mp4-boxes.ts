import fsp from "node:fs/promises";

/**
 * The box structure of an MP4 or QuickTime file (ISO/IEC 14496-12), checked without decoding any media: what a
 * file must be for its `ftyp` header to be believed. A file that only starts like a video (a polyglot: a PDF, ZIP
 * or HTML document behind an `ftyp` box) fails here.
 */

/** Boxes that may stand at the top level of an MP4 or QuickTime file. */
const TOP_LEVEL = new Set([
  "ftyp",
  "moov",
  "mdat",
  "free",
  "skip",
  "wide",
  "uuid",
  "meta",
  "moof",
  "mfra",
  "styp",
  "sidx",
  "ssix",
  "prft",
  "pdin",
  "pnot",
  "udta",
]);
/** Boxes inside `moov` whose children are boxes too, and whose children are walked. */
const CONTAINERS = new Set(["moov", "trak", "mdia", "minf", "stbl", "edts", "dinf", "mvex"]);
/** The movie header (sample tables of every track) is read whole; real ones are kilobytes to a few megabytes. */
export const MOOV_MAX_BYTES = 64 * 1024 * 1024;
/** A bound on the work of one check, whatever the file holds. */
const MAX_BOXES = 100_000;

export interface Box {
  type: string;
  /** Offset of the payload, and where the box ends (exclusive). */
  start: number;
  end: number;
}

/** Reads one box header at `at`; `limit` is where the enclosing space ends. */
export function boxAt(header: Uint8Array, at: number, limit: number): Box {
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  if (header.length < 8) throw new Error(`Truncated box header at ${at}`);
  const size32 = view.getUint32(0);
  const type = String.fromCharCode(...header.subarray(4, 8));
  if (!/^[\x20-\x7e]{4}$/.test(type)) throw new Error(`Box type at ${at} is not printable`);
  let size: number;
  let headerSize = 8;
  if (size32 === 1) {
    if (header.length < 16) throw new Error(`Truncated large box header at ${at}`);
    size = Number(view.getBigUint64(8));
    headerSize = 16;
  } else {
    size = size32 === 0 ? limit - at : size32;
  }
  if (size < headerSize || at + size > limit) throw new Error(`Box ${type} at ${at} does not fit (size ${size})`);
  return { type, start: at + headerSize, end: at + size };
}

/** The boxes that exactly fill `from`..`to` of `content`, which must leave no byte over. */
export function childrenOf(content: Uint8Array, from: number, to: number, budget: { boxes: number }): Box[] {
  const boxes: Box[] = [];
  for (let at = from; at < to;) {
    if ((budget.boxes -= 1) < 0) throw new Error("Too many boxes");
    const box = boxAt(content.subarray(at, Math.min(at + 16, to)), at, to);
    boxes.push(box);
    at = box.end;
  }
  return boxes;
}

/** Walks the movie header: one `mvhd`, at least one track, and every track with its header and media. */
function checkMovie(moov: Uint8Array, budget: { boxes: number }) {
  const movie = childrenOf(moov, 0, moov.length, budget);
  if (!movie.some((box) => box.type === "mvhd")) throw new Error("moov has no mvhd");
  const tracks = movie.filter((box) => box.type === "trak");
  if (tracks.length === 0) throw new Error("moov has no track");
  for (const track of tracks) {
    const parts = childrenOf(moov, track.start, track.end, budget).map((box) => box.type);
    if (!parts.includes("tkhd") || !parts.includes("mdia")) throw new Error("A track lacks tkhd or mdia");
  }
  // Every container below moov must be made of whole boxes as well.
  const pending = movie.filter((box) => CONTAINERS.has(box.type));
  while (pending.length > 0) {
    const box = pending.pop()!;
    for (const child of childrenOf(moov, box.start, box.end, budget)) if (CONTAINERS.has(child.type)) pending.push(child);
  }
}

/**
 * Throws unless the file at `file` is a sequence of top-level boxes that fills it exactly, starting with `ftyp`,
 * holding one `moov` (a valid movie header) and media data, with no unknown top-level box.
 */
export async function checkMp4File(file: string): Promise<void> {
  const handle = await fsp.open(file, "r");
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(16);
    const budget = { boxes: MAX_BOXES };
    const seen: Box[] = [];
    for (let at = 0; at < size;) {
      if ((budget.boxes -= 1) < 0) throw new Error("Too many boxes");
      const { bytesRead } = await handle.read(header, 0, 16, at);
      const box = boxAt(header.subarray(0, bytesRead), at, size);
      if (seen.length === 0 && box.type !== "ftyp") throw new Error("The file does not start with ftyp");
      if (!TOP_LEVEL.has(box.type)) throw new Error(`Unknown top-level box ${box.type}`);
      seen.push(box);
      at = box.end;
    }
    const movies = seen.filter((box) => box.type === "moov");
    if (movies.length !== 1) throw new Error(`${movies.length} moov boxes`);
    if (!seen.some((box) => box.type === "mdat")) throw new Error("No media data");
    const moov = movies[0]!;
    if (moov.end - moov.start > MOOV_MAX_BYTES) throw new Error("moov is too large");
    const content = Buffer.alloc(moov.end - moov.start);
    await handle.read(content, 0, content.length, moov.start);
    checkMovie(content, budget);
  } finally {
    await handle.close();
  }
}

import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * Gzip of a stored answer's parts joined with a value of the request's own (a page's CSP nonce), without compressing
 * the page again on each hit (docs/performance.md, "Front door"). Each part is compressed once, when the answer is
 * stored (`deflateParts`), into deflate blocks ended by a sync flush instead of a final block, so they end on a byte
 * boundary (RFC 1951). A hit puts the value between the parts as an uncompressed ("stored") block, closes the stream
 * with an empty final block and wraps it in gzip's header and trailer (RFC 1952); only the trailer's CRC-32 reads the
 * bytes again. Where the value was already written less than deflate's window before, the gap is not the value but a
 * reference to it (a block of deflate's fixed codes with one match), made when the parts are stored: a page's dozens of
 * nonces cost a few bytes each after the first, as in the whole page compressed.
 *
 * So that the parts compress as well as the whole page (a page has a nonce in each of its dozens of inline scripts
 * and styles), each part is compressed with what comes before it in the page as its dictionary, the gaps filled
 * with as many NUL bytes as the value will have. A page holds no NUL, so no match can start or end in a gap: every
 * reference points at the same bytes whatever value a hit puts there, as long as it has that length (`gap`). A body
 * that holds a NUL has its parts compressed each on its own (still right, only bigger).
 */

/** How far back deflate refers (RFC 1951): the most of a dictionary that can count. */
const WINDOW = 32 * 1024;

export interface DeflatedParts {
  /** The length of the value the parts may be joined with. */
  gap: number;
  /** Each part's deflate blocks, ending on a byte boundary, none of them final. */
  blocks: Buffer[];
  /** Before each part but the first: the block that repeats the value, or undefined where the value is written. */
  repeats: (Buffer | undefined)[];
}

/**
 * Compresses the parts for `gzipJoined` with a value of `gap` bytes, once, when the answer is stored. Synchronous: as
 * many zlib streams on libuv's pool took longer on the main thread just to set up, and more CPU in all
 * (docs/performance.md, "Front door").
 */
export function deflateParts(parts: readonly Buffer[], gap: number): DeflatedParts {
  const chained = !parts.some((part) => part.includes(0));
  // The page with its gaps filled: what precedes each part is a view of it.
  const filler = Buffer.alloc(gap);
  const filled = Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [filler, part])));
  let start = 0;
  const blocks = parts.map((part, index) => {
    if (index > 0) start += gap;
    const dictionary = chained && index > 0 ? filled.subarray(Math.max(0, start - WINDOW), start) : undefined;
    start += part.byteLength;
    return deflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH, ...(dictionary ? { dictionary } : {}) });
  });
  const repeats = parts.map((_, index) => {
    if (index < 2) return undefined;
    const distance = gap + parts[index - 1]!.byteLength;
    return gap >= MATCH_MIN && gap <= MATCH_MAX && distance <= WINDOW ? repeatBlock(gap, distance) : undefined;
  });
  const packed = ownAllocation([...blocks, ...repeats]);
  return { gap, blocks: packed.slice(0, parts.length) as Buffer[], repeats: packed.slice(parts.length) };
}

/**
 * The buffers copied into one allocation of their own, as views of it: zlib's outputs are views of its larger work
 * buffers and small buffers share Node's pool, either of which a stored page would keep alive beyond what it counts.
 */
function ownAllocation(buffers: readonly (Buffer | undefined)[]): (Buffer | undefined)[] {
  const all = Buffer.allocUnsafeSlow(buffers.reduce((sum, buffer) => sum + (buffer?.byteLength ?? 0), 0));
  let at = 0;
  return buffers.map((buffer) => {
    if (!buffer) return undefined;
    buffer.copy(all, at);
    at += buffer.byteLength;
    return all.subarray(at - buffer.byteLength, at);
  });
}

/** Deflate's length codes (RFC 1951, 3.2.5): the symbol, its extra bits and the first length it stands for. */
const LENGTHS = [
  [257, 0, 3],
  [258, 0, 4],
  [259, 0, 5],
  [260, 0, 6],
  [261, 0, 7],
  [262, 0, 8],
  [263, 0, 9],
  [264, 0, 10],
  [265, 1, 11],
  [266, 1, 13],
  [267, 1, 15],
  [268, 1, 17],
  [269, 2, 19],
  [270, 2, 23],
  [271, 2, 27],
  [272, 2, 31],
  [273, 3, 35],
  [274, 3, 43],
  [275, 3, 51],
  [276, 3, 59],
  [277, 4, 67],
  [278, 4, 83],
  [279, 4, 99],
  [280, 4, 115],
  [281, 5, 131],
  [282, 5, 163],
  [283, 5, 195],
  [284, 5, 227],
  [285, 0, 258],
] as const;
const MATCH_MIN = 3;
const MATCH_MAX = 258;
/** Deflate's distance codes 0-29: their extra bits and the first distance each stands for. */
const DISTANCES = Array.from({ length: 30 }, (_, code) => {
  const extra = code < 4 ? 0 : (code >> 1) - 1;
  return [code, extra, code < 4 ? code + 1 : ((2 | (code & 1)) << extra) + 1] as const;
});
const END_OF_BLOCK = 256;

/** A symbol from 256 on in deflate's fixed codes (RFC 1951, 3.2.6): its code and how many bits it has. */
const fixedCode = (symbol: number): [number, number] => (symbol <= 279 ? [symbol - 256, 7] : [0xc0 + symbol - 280, 8]);

/**
 * `length` bytes copied from `distance` back: a block of fixed codes holding that one match, then an empty stored
 * block (a sync flush's marker) to end on a byte boundary. Deflate writes numbers from their least significant bit
 * and codes from their most significant one (RFC 1951, 3.1.1).
 */
function repeatBlock(length: number, distance: number): Buffer {
  const bytes: number[] = [];
  let current = 0;
  let used = 0;
  const bit = (value: number) => {
    current |= value << used;
    if (++used === 8) [bytes[bytes.length], current, used] = [current, 0, 0];
  };
  const number = (value: number, count: number) => {
    for (let i = 0; i < count; i++) bit((value >> i) & 1);
  };
  const code = ([value, count]: readonly [number, number]) => {
    for (let i = count - 1; i >= 0; i--) bit((value >> i) & 1);
  };
  const [lengthSymbol, lengthExtra, lengthFirst] = LENGTHS.findLast(([, , first]) => first <= length)!;
  const [distanceCode, distanceExtra, distanceFirst] = DISTANCES.findLast(([, , first]) => first <= distance)!;
  number(0, 1); // not the last block
  number(1, 2); // of fixed codes
  code(fixedCode(lengthSymbol));
  number(length - lengthFirst, lengthExtra);
  code([distanceCode, 5]);
  number(distance - distanceFirst, distanceExtra);
  code(fixedCode(END_OF_BLOCK));
  number(0, 3); // a stored block, not the last, whose length and its complement start on the next byte
  if (used) bytes.push(current);
  return Buffer.from([...bytes, 0, 0, 0xff, 0xff]);
}

/** Whether `gzipJoined` can join these parts with `between`: the value has the length they were compressed for. */
export const fitsGap = (parts: readonly Buffer[], deflated: DeflatedParts, between: Buffer) => parts.length === 1 || between.byteLength === deflated.gap;

/** Deflate, no flags, no modification time, no extra flags, operating system unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
/** An empty stored block marked final: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);
const STORED_BLOCK_MAX = 0xffff;

/** `bytes` as one stored block, not final, starting on a byte boundary: a header byte, LEN and its complement. */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.byteLength > STORED_BLOCK_MAX) throw new RangeError(`a stored block holds at most ${STORED_BLOCK_MAX} bytes`);
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.byteLength, 1);
  header.writeUInt16LE(~bytes.byteLength & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** A gzip member of `parts` joined with `between`, from `deflateParts` of the same parts (`fitsGap` must hold). */
export function gzipJoined(parts: readonly Buffer[], deflated: DeflatedParts, between: Buffer): Buffer {
  if (!fitsGap(parts, deflated, between)) throw new RangeError(`the parts were compressed for a value of ${deflated.gap} bytes`);
  const written = storedBlock(between);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(deflated.repeats[index] ?? written);
      crc = crc32(between, crc);
      size += between.byteLength;
    }
    pieces.push(deflated.blocks[index]!);
    crc = crc32(part, crc);
    size += part.byteLength;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return Buffer.concat([...pieces, FINAL_BLOCK, trailer]);
}

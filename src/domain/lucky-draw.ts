/**
 * The weekly lucky draw's selection, verifiable by anyone. Pure: the only outside thing it uses is WebCrypto's
 * SHA-256 (`globalThis.crypto.subtle`), which Node, browsers and the CLI all have, so every one of them computes
 * the same winners from the same record and list. The byte encodings are specified in docs/lucky-draw.md.
 */

/** Named in every record; a change to any encoding or step below needs a new name. */
export const DRAW_ALGORITHM = "sha256-ctr-fisher-yates-v1";

/** Lucky numbers are shown and listed zero-padded to this many digits. */
export const LUCKY_NUMBER_DIGITS = 7;
const MAX_LUCKY_NUMBER = 10 ** LUCKY_NUMBER_DIGITS - 1;

export const formatLuckyNumber = (value: number) => String(value).padStart(LUCKY_NUMBER_DIGITS, "0");

/**
 * The frozen list's canonical form: ascending, no repeats, one 7-digit number per line, each line ending "\n".
 * Written straight into bytes (8 per number), which keeps a million numbers well under a second.
 */
export function canonicalListBytes(numbers: ArrayLike<number>): Uint8Array<ArrayBuffer> {
  const sorted = Int32Array.from(numbers).sort();
  const bytes = new Uint8Array(sorted.length * 8);
  for (let index = 0; index < sorted.length; index++) {
    let value = sorted[index] as number;
    if (index > 0 && value === sorted[index - 1]) throw new Error(`lucky number ${value} is listed twice`);
    if (value < 1 || value > MAX_LUCKY_NUMBER) throw new Error(`lucky number ${value} is out of range`);
    const end = index * 8 + 7;
    bytes[end] = 10;
    for (let digit = end - 1; digit >= index * 8; digit--) {
      bytes[digit] = 48 + (value % 10);
      value = Math.floor(value / 10);
    }
  }
  return bytes;
}

export const canonicalListText = (numbers: ArrayLike<number>) => new TextDecoder().decode(canonicalListBytes(numbers));

/** Random access to the numbers of a canonical list text without splitting it (8 characters a line). */
export function listView(canonicalText: string): NumberList {
  return { length: canonicalText.length / 8, at: (index) => Number(canonicalText.slice(index * 8, index * 8 + 7)) };
}

/** What the selection reads: an array, a typed array or a listView. */
export interface NumberList {
  readonly length: number;
  at(index: number): number | undefined;
}

const LINE = /^\d{7}$/;

/** Reads a list file back; refuses anything that is not exactly the canonical form (so one list has one hash). */
export function parseListText(text: string): { ok: true; numbers: number[] } | { ok: false; line: number; reason: "format" | "order" } {
  if (text === "") return { ok: true, numbers: [] };
  if (!text.endsWith("\n")) return { ok: false, line: text.split("\n").length, reason: "format" };
  const lines = text.slice(0, -1).split("\n");
  const numbers: number[] = new Array(lines.length);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as string;
    if (!LINE.test(line) || line === "0000000") return { ok: false, line: index + 1, reason: "format" };
    const value = Number(line);
    if (index > 0 && value <= (numbers[index - 1] as number)) return { ok: false, line: index + 1, reason: "order" };
    numbers[index] = value;
  }
  return { ok: true, numbers };
}

const encoder = new TextEncoder();

export function toHex(bytes: Uint8Array): string {
  let hex = "";
  for (const byte of bytes) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

function fromHex(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})*$/.test(hex)) throw new Error("not lowercase hexadecimal");
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index++) bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
}

/** SHA-256 of the list's canonical text (UTF-8, which for digits and "\n" is ASCII), lowercase hex. */
export async function listHash(list: string | Uint8Array): Promise<string> {
  return toHex(await sha256(typeof list === "string" ? encoder.encode(list) : list));
}

/** A secret is 32 random bytes written as 64 lowercase hex digits. */
const SECRET_PATTERN = /^[0-9a-f]{64}$/;

/** The published commitment: SHA-256 of the secret's 32 bytes, lowercase hex. */
export async function commitmentOf(secretHex: string): Promise<string> {
  if (!SECRET_PATTERN.test(secretHex)) throw new Error("a secret is 64 lowercase hexadecimal digits");
  return toHex(await sha256(fromHex(secretHex)));
}

export async function revealMatches(secretHex: string, commitmentHex: string): Promise<boolean> {
  return SECRET_PATTERN.test(secretHex) && (await commitmentOf(secretHex)) === commitmentHex;
}

const uint32 = (value: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
};

const concat = (...parts: Uint8Array[]) => {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
};

/**
 * seed = SHA-256(secret[32] ‖ u32be(len(beacon)) ‖ beacon (UTF-8) ‖ listHash[32] ‖ u32be(week)). The beacon is the
 * only field of variable length, so it carries its length and no two inputs share an encoding.
 */
export async function drawSeed(input: { secret: string; beacon: string; listHash: string; week: number }): Promise<Uint8Array> {
  if (!SECRET_PATTERN.test(input.secret) || !SECRET_PATTERN.test(input.listHash)) throw new Error("secret and list hash are 64 lowercase hexadecimal digits");
  const beacon = encoder.encode(input.beacon);
  return sha256(concat(fromHex(input.secret), uint32(beacon.length), beacon, fromHex(input.listHash), uint32(input.week)));
}

/** Block i of the stream is SHA-256(seed ‖ u64be(i)); its 32 bytes are read as eight big-endian 32-bit words. */
class WordStream {
  private block: Uint8Array = new Uint8Array(0);
  private offset = 0;
  private counter = 0;
  private readonly seed: Uint8Array;
  constructor(seed: Uint8Array) {
    this.seed = seed;
  }

  async next(): Promise<number> {
    if (this.offset === this.block.length) {
      const counter = new Uint8Array(8);
      new DataView(counter.buffer).setBigUint64(0, BigInt(this.counter++));
      this.block = await sha256(concat(this.seed, counter));
      this.offset = 0;
    }
    const word = new DataView(this.block.buffer, this.offset, 4).getUint32(0);
    this.offset += 4;
    return word;
  }

  /** Uniform in [0, bound): words at or above the largest multiple of bound below 2³² are thrown away (no modulo bias). */
  async below(bound: number): Promise<number> {
    const limit = 2 ** 32 - (2 ** 32 % bound);
    for (;;) {
      const word = await this.next();
      if (word < limit) return word % bound;
    }
  }
}

/**
 * The first `count` positions of a Fisher–Yates shuffle of the sorted list driven by the seed's stream: step i swaps
 * position i with i + below(n − i) and yields position i. Positions beyond the week's prizes are the replacements
 * for cancelled winners, in order. Only swapped positions are stored, so the cost grows with count, not the list.
 */
export async function drawSequence(sortedList: NumberList, seed: Uint8Array, count: number): Promise<number[]> {
  const n = sortedList.length;
  const moved = new Map<number, number>();
  const at = (index: number) => moved.get(index) ?? (sortedList.at(index) as number);
  const stream = new WordStream(seed);
  const drawn: number[] = [];
  for (let index = 0; index < Math.min(count, n); index++) {
    const pick = index + (await stream.below(n - index));
    const chosen = at(pick);
    moved.set(pick, at(index));
    drawn.push(chosen);
  }
  return drawn;
}

interface DrawWinner {
  /** 1-based order of drawing. */
  position: number;
  lucky_number: number;
  cancelled?: { reason: string | null } | undefined;
}

/** Everything a verifier needs besides the list file. */
export interface DrawRecord {
  algorithm: string;
  week: number;
  prizes: number;
  commitment: string;
  secret: string;
  beacon: { value: string; source: string };
  list: { count: number; sha256: string };
  /** In draw order; every cancelled winner is followed, further on, by one more drawn number. */
  winners: DrawWinner[];
}

/** How many numbers a week draws: its prizes plus one per cancellation, never more than the list holds. */
export const numbersToDraw = (prizes: number, cancellations: number, listCount: number) => Math.min(prizes + cancellations, listCount);

export type DrawDifference =
  | { field: "algorithm"; expected: string; actual: string }
  | { field: "list_format"; line: number; reason: "format" | "order" }
  | { field: "list_count" | "winner_count"; expected: number; actual: number }
  | { field: "list_sha256"; expected: string; actual: string }
  | { field: "commitment"; expected: string; actual: string }
  | { field: "winner"; position: number; expected: number | null; actual: number | null };

/** Recomputes a published week from its record and list file; an empty answer means everything matches. */
export async function verifyDraw(record: DrawRecord, listText: string): Promise<DrawDifference[]> {
  if (record.algorithm !== DRAW_ALGORITHM) return [{ field: "algorithm", expected: DRAW_ALGORITHM, actual: record.algorithm }];
  const parsed = parseListText(listText);
  if (!parsed.ok) return [{ field: "list_format", line: parsed.line, reason: parsed.reason }];
  const differences: DrawDifference[] = [];
  const hash = await listHash(listText);
  if (parsed.numbers.length !== record.list.count) differences.push({ field: "list_count", expected: parsed.numbers.length, actual: record.list.count });
  if (hash !== record.list.sha256) differences.push({ field: "list_sha256", expected: hash, actual: record.list.sha256 });
  const commitment = SECRET_PATTERN.test(record.secret) ? await commitmentOf(record.secret) : "";
  if (commitment !== record.commitment) differences.push({ field: "commitment", expected: commitment, actual: record.commitment });
  if (differences.length > 0) return differences;
  const cancellations = record.winners.filter((winner) => winner.cancelled).length;
  const count = numbersToDraw(record.prizes, cancellations, parsed.numbers.length);
  if (count !== record.winners.length) differences.push({ field: "winner_count", expected: count, actual: record.winners.length });
  const seed = await drawSeed({ secret: record.secret, beacon: record.beacon.value, listHash: hash, week: record.week });
  const expected = await drawSequence(parsed.numbers, seed, count);
  for (let index = 0; index < Math.max(count, record.winners.length); index++) {
    const actual = record.winners[index];
    const wanted = expected[index] ?? null;
    if (!actual || actual.position !== index + 1 || actual.lucky_number !== wanted) {
      differences.push({ field: "winner", position: index + 1, expected: wanted, actual: actual?.lucky_number ?? null });
    }
  }
  return differences;
}

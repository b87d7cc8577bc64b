import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  DRAW_ALGORITHM,
  canonicalListText,
  commitmentOf,
  drawSeed,
  drawSequence,
  formatLuckyNumber,
  listHash,
  parseListText,
  revealMatches,
  toHex,
  verifyDraw,
  type DrawRecord,
} from "./lucky-draw.ts";

// The vectors published in docs/lucky-draw.md: change them only together with DRAW_ALGORITHM.
const SECRET = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
const LIST = [3, 17, 42, 105, 256, 1000, 4096, 65536, 1234567, 9999999];
const LIST_HASH = "a6f5be860a184a3e63e86d2a4ffb7cf961c0fdf45c98a1d26e89a235aa67fae8";
const COMMITMENT = "4773d12e2371bb935b9a0f5439b4a1c3ad3f2414b86980f8418d1cfabdfadfef";
const SEED = "887a7e1a33e1a79dccc36f04f32db8ede1848bf293c82ce00f47f02f593d5a7d";
const ORDER = [105, 3, 17, 1234567, 4096, 65536, 9999999, 256, 1000, 42];

/** A second, deliberately plain implementation (node:crypto, whole-array shuffle) that the module must agree with. */
function referenceDraw(secret: string, beacon: string, hash: string, week: number, list: number[], count: number) {
  const u32 = (value: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(value);
    return bytes;
  };
  const beaconBytes = Buffer.from(beacon, "utf8");
  const seed = createHash("sha256")
    .update(Buffer.concat([Buffer.from(secret, "hex"), u32(beaconBytes.length), beaconBytes, Buffer.from(hash, "hex"), u32(week)]))
    .digest();
  const words: number[] = [];
  let block = 0;
  const word = () => {
    if (words.length === 0) {
      const counter = Buffer.alloc(8);
      counter.writeBigUInt64BE(BigInt(block++));
      const digest = createHash("sha256")
        .update(Buffer.concat([seed, counter]))
        .digest();
      for (let i = 0; i < 32; i += 4) words.push(digest.readUInt32BE(i));
    }
    return words.shift() as number;
  };
  const array = [...list];
  for (let i = 0; i < count; i++) {
    const bound = array.length - i;
    let w = word();
    while (w >= 2 ** 32 - (2 ** 32 % bound)) w = word();
    const j = i + (w % bound);
    [array[i], array[j]] = [array[j] as number, array[i] as number];
  }
  return { seed: seed.toString("hex"), drawn: array.slice(0, count) };
}

function chiSquare(counts: number[]) {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

describe("lucky-draw list", () => {
  it("writes the canonical text sorted, 7 digits a line, and reads only that form back", () => {
    const text = canonicalListText([42, 3, 9999999]);
    expect(text).toBe("0000003\n0000042\n9999999\n");
    expect(parseListText(text)).toEqual({ ok: true, numbers: [3, 42, 9999999] });
    expect(parseListText("")).toEqual({ ok: true, numbers: [] });
    expect(parseListText("0000003\n0000042")).toEqual({ ok: false, line: 2, reason: "format" });
    expect(parseListText("0000042\n0000003\n")).toEqual({ ok: false, line: 2, reason: "order" });
    expect(parseListText("0000003\n0000003\n")).toEqual({ ok: false, line: 2, reason: "order" });
    expect(parseListText("0000003\r\n")).toEqual({ ok: false, line: 1, reason: "format" });
    expect(() => canonicalListText([5, 5])).toThrow(/twice/);
    expect(() => canonicalListText([10_000_000])).toThrow(/range/);
    expect(formatLuckyNumber(42)).toBe("0000042");
  });
});

describe("lucky-draw vectors", () => {
  it("computes the published list hash, commitment, seed and draw order", async () => {
    const text = canonicalListText(LIST);
    expect(await listHash(text)).toBe(LIST_HASH);
    expect(LIST_HASH).toBe(createHash("sha256").update(text).digest("hex"));
    expect(await commitmentOf(SECRET)).toBe(COMMITMENT);
    const seed = await drawSeed({ secret: SECRET, beacon: "123456", listHash: LIST_HASH, week: 3 });
    expect(toHex(seed)).toBe(SEED);
    expect(await drawSequence(LIST, seed, 10)).toEqual(ORDER);
    // Replacements continue the same stream: a longer draw starts with the shorter one.
    expect(await drawSequence(LIST, seed, 4)).toEqual(ORDER.slice(0, 4));
  });

  it("computes the second published vector (list 1…1000, a Vietnamese beacon, week 13)", async () => {
    const list = Array.from({ length: 1000 }, (_, i) => i + 1);
    const hash = await listHash(canonicalListText(list));
    expect(hash).toBe("2bf87b8acb206e8ce02d8569e27ff80baf858f50fec02bbc55be52e46506e73f");
    const seed = await drawSeed({ secret: SECRET, beacon: "Giải đặc biệt 987654", listHash: hash, week: 13 });
    expect(toHex(seed)).toBe("aba1b65ecb7053d408ba0e6741f2f583463601393e2d2a329f01eed7f80d6ab6");
    expect(await drawSequence(list, seed, 10)).toEqual([11, 874, 46, 416, 466, 619, 389, 577, 492, 810]);
  });

  it("agrees with a plain whole-array implementation on lists of many sizes", async () => {
    for (const size of [1, 2, 7, 1000, 5003]) {
      const list = Array.from({ length: size }, (_, i) => 11 + 3 * i);
      const hash = await listHash(canonicalListText(list));
      const count = Math.min(size, 25);
      const reference = referenceDraw(SECRET, "Giải đặc biệt 987654", hash, 13, list, count);
      const seed = await drawSeed({ secret: SECRET, beacon: "Giải đặc biệt 987654", listHash: hash, week: 13 });
      expect(toHex(seed)).toBe(reference.seed);
      expect(await drawSequence(list, seed, count)).toEqual(reference.drawn);
    }
  });

  it("draws the whole list, once each, when k is larger than the list", async () => {
    const seed = await drawSeed({ secret: SECRET, beacon: "1", listHash: LIST_HASH, week: 1 });
    const drawn = await drawSequence(LIST, seed, 500);
    expect(drawn).toHaveLength(LIST.length);
    expect([...drawn].sort((a, b) => a - b)).toEqual(LIST);
    expect(await drawSequence([], seed, 5)).toEqual([]);
  });

  it("shows no bias: every number and every ordered pair equally often over many seeds (chi-square)", async () => {
    const list = [1, 2, 3, 4, 5, 6, 7];
    const firsts = new Array<number>(7).fill(0);
    const pairs = new Array<number>(49).fill(0);
    for (let trial = 0; trial < 7000; trial++) {
      const [first, second] = await drawSequence(list, createHash("sha256").update(`seed ${trial}`).digest(), 2);
      firsts[(first as number) - 1]! += 1;
      pairs[((first as number) - 1) * 7 + (second as number) - 1]! += 1;
    }
    // Critical values at p = 0.001: 22.46 for 6 degrees of freedom, 71.26 for the 42 ordered pairs (41).
    expect(chiSquare(firsts)).toBeLessThan(22.46);
    expect(chiSquare(pairs.filter((_, index) => index % 8 !== 0))).toBeLessThan(71.26);
    expect(pairs.filter((_, index) => index % 8 === 0).every((count) => count === 0)).toBe(true);
  });
});

describe("lucky-draw verification", () => {
  async function record(): Promise<DrawRecord> {
    const seed = await drawSeed({ secret: SECRET, beacon: "123456", listHash: LIST_HASH, week: 3 });
    const drawn = await drawSequence(LIST, seed, 5);
    return {
      algorithm: DRAW_ALGORITHM,
      week: 3,
      prizes: 4,
      commitment: COMMITMENT,
      secret: SECRET,
      beacon: { value: "123456", source: "xskt" },
      list: { count: LIST.length, sha256: LIST_HASH },
      winners: drawn.map((lucky_number, index) => ({ position: index + 1, lucky_number, ...(index === 1 ? { cancelled: { reason: "staff" } } : {}) })),
    };
  }

  it("matches an honest record, replacement included", async () => {
    expect(await verifyDraw(await record(), canonicalListText(LIST))).toEqual([]);
  });

  it("refuses a reveal that does not match the commitment", async () => {
    expect(await revealMatches(SECRET, COMMITMENT)).toBe(true);
    const other = SECRET.replace(/^00/, "01");
    expect(await revealMatches(other, COMMITMENT)).toBe(false);
    expect(await revealMatches("not hex", COMMITMENT)).toBe(false);
    const differences = await verifyDraw({ ...(await record()), secret: other }, canonicalListText(LIST));
    expect(differences).toEqual([{ field: "commitment", expected: await commitmentOf(other), actual: COMMITMENT }]);
  });

  it("says exactly what differs: a changed list, a swapped winner, a missing replacement, another algorithm", async () => {
    const honest = await record();
    const changed = canonicalListText([...LIST.slice(0, -1), 9999998]);
    expect(await verifyDraw(honest, changed)).toEqual([{ field: "list_sha256", expected: await listHash(changed), actual: LIST_HASH }]);
    const swapped = { ...honest, winners: honest.winners.map((w) => (w.position === 3 ? { ...w, lucky_number: 42 } : w)) };
    expect(await verifyDraw(swapped, canonicalListText(LIST))).toEqual([{ field: "winner", position: 3, expected: ORDER[2], actual: 42 }]);
    const short = { ...honest, winners: honest.winners.slice(0, 4) };
    expect(await verifyDraw(short, canonicalListText(LIST))).toEqual([
      { field: "winner_count", expected: 5, actual: 4 },
      { field: "winner", position: 5, expected: ORDER[4], actual: null },
    ]);
    expect(await verifyDraw({ ...honest, algorithm: "v0" }, canonicalListText(LIST))).toEqual([{ field: "algorithm", expected: DRAW_ALGORITHM, actual: "v0" }]);
    expect(await verifyDraw(honest, "3\n")).toEqual([{ field: "list_format", line: 1, reason: "format" }]);
  });
});

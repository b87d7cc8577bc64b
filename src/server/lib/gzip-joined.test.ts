import { randomBytes } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflateParts, gzipJoined } from "./gzip-joined.ts";

const nonce = Buffer.from("OxjkIIHJD527t6FSFA6MUw==");
const otherNonce = Buffer.from("c2VjcmV0LW5vbmNlLTEyMw==");

function joined(parts: Buffer[], between = nonce) {
  return gzipJoined(parts, deflateParts(parts, between.byteLength), between);
}

const joinedText = (parts: Buffer[], between: Buffer) => parts.map(String).join(String(between));

/** A page like the home page: a nonce in each of many inline scripts and styles, and varied text between them. */
function page(scripts: number) {
  const block = (n: number) =>
    `<style nonce="\u0000">.m-${n}{color:#${(n * 7919).toString(16).padStart(6, "0").slice(0, 6)}}</style><ul>` +
    Array.from(
      { length: 12 },
      (_, i) => `<li><a href="/tin-tuc/${n * 12 + i}">Tin số ${n * 12 + i}: hội nghị ${(n * 31 + i * 17) % 97} tại thành phố biển</a></li>`,
    ).join("") +
    `</ul><script nonce="\u0000">window.__s${n}=${n}</script>`;
  return Array.from({ length: scripts }, (_, n) => block(n))
    .join("")
    .split("\u0000")
    .map((part) => Buffer.from(part));
}

describe("gzipJoined", () => {
  it("is the parts joined with the value, as gunzip (which checks the CRC-32 and the size) reads it", async () => {
    const parts = ['<html><script nonce="', '">boot()</script><style nonce="', '">p{}</style>Thành phố biển</html>'].map((part) => Buffer.from(part));
    expect(gunzipSync(joined(parts)).toString()).toBe(joinedText(parts, nonce));
  });

  it("holds each request's own value where the page had the one it was compressed with", async () => {
    const parts = page(30);
    const deflated = deflateParts(parts, nonce.byteLength);
    for (const between of [nonce, otherNonce, Buffer.from("\u0000".repeat(24))]) {
      expect(gunzipSync(gzipJoined(parts, deflated, between)).toString()).toBe(joinedText(parts, between));
    }
  });

  it("is about as small as compressing the whole page again, however many values it holds", async () => {
    // Each gap costs a reference to the value's previous copy, two flush markers and the next block's code tables:
    // about 25 bytes here (45 when the value was written again each time, 140 when the parts were compressed alone).
    for (const scripts of [1, 30, 60]) {
      const parts = page(scripts);
      const whole = gzipSync(Buffer.from(joinedText(parts, nonce)));
      expect(joined(parts).byteLength).toBeLessThan(whole.byteLength * 1.05 + (parts.length - 1) * 28);
    }
  });

  it("holds a value at the start, at the end and twice in a row (empty parts), and a body without one", async () => {
    const parts = ["", "a", "", "b".repeat(3000), ""].map((part) => Buffer.from(part));
    expect(gunzipSync(joined(parts)).toString()).toBe(joinedText(parts, nonce));
    expect(gunzipSync(joined([Buffer.from("no nonce here")])).toString()).toBe("no nonce here");
  });

  it("joins parts of several deflate blocks each and parts that hold NUL bytes (compressed each on its own)", async () => {
    const parts = [randomBytes(200_000), Buffer.from("x".repeat(150_000)), Buffer.concat([randomBytes(70_000), Buffer.alloc(10)])];
    const deflated = deflateParts(parts, nonce.byteLength);
    for (const between of [nonce, otherNonce]) {
      expect(gunzipSync(gzipJoined(parts, deflated, between)).equals(Buffer.concat([parts[0]!, between, parts[1]!, between, parts[2]!]))).toBe(true);
    }
  });

  it("refers back to the value's previous copy only within deflate's window, and writes it again beyond", async () => {
    const parts = [Buffer.from("a"), Buffer.from("b"), Buffer.alloc(40_000, "c"), Buffer.from("d"), Buffer.from("e")];
    const deflated = deflateParts(parts, nonce.byteLength);
    expect(deflated.repeats.map(Boolean)).toEqual([false, false, true, false, true]);
    expect(gunzipSync(gzipJoined(parts, deflated, otherNonce)).toString()).toBe(joinedText(parts, otherNonce));
  });

  it("keeps its blocks in one allocation of their own, not in zlib's work buffers", () => {
    const parts = page(30);
    const deflated = deflateParts(parts, nonce.byteLength);
    const held = new Set([...deflated.blocks, ...deflated.repeats].flatMap((block) => (block ? [block.buffer] : [])));
    const counted = [...deflated.blocks, ...deflated.repeats].reduce((sum, block) => sum + (block?.byteLength ?? 0), 0);
    expect(held.size).toBe(1);
    expect([...held][0]!.byteLength).toBe(counted);
  });

  it("refuses a value of another length than the parts were compressed for", async () => {
    const parts = [Buffer.from("a"), Buffer.from("b")];
    const deflated = deflateParts(parts, nonce.byteLength);
    expect(() => gzipJoined(parts, deflated, Buffer.from("short"))).toThrow(RangeError);
  });
});

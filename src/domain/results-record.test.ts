import { describe, expect, it } from "vitest";
import { canonicalJson, computeResults, recordSha256, verifyRecord, type ResultsRecord } from "./results-record.ts";

const mark = (judge: string, each: number) => ({ judge, creativity: each, communication: each, sustainability: each });

function record(): ResultsRecord {
  const inputs = {
    format: "results-record-v1" as const,
    edition: { id: 1, name: "Test" },
    stage: "final" as const,
    rules: {
      disagreement_threshold: 15,
      semi_final_count: 3,
      jury_vote_count: 2,
      prizes: [
        { rank: "special" as const, count: 1, amount_vnd: 7_000_000_000 },
        { rank: "first" as const, count: 1, amount_vnd: 4_600_000_000 },
      ],
    },
    entries: [1, 2, 3, 4].map((seq) => ({
      seq,
      code: `C${seq}`,
      choice_points: seq % 2 ? 10 : 0,
      semi_final: [mark("J01", 10 + seq), mark("J02", 10 + seq)],
      final: seq === 2 ? null : [mark("J03", 20 - seq), mark("J01", 20 - seq)],
    })),
    ballots: [
      { juror: "R01", ranking: [3, 1] },
      { juror: "R02", ranking: [4, 3] },
    ],
    cancelled: [],
  };
  return { ...inputs, published_at: "2021-12-20T00:00:00.000Z", computed: computeResults(inputs) };
}

describe("results record", () => {
  it("computes the semi-final (ties to the cut by total), the final ranking, the jury winner and the prizes", () => {
    const { computed } = record();
    // Semi-final totals: 1 → 10 + 33, 2 → 36, 3 → 10 + 39, 4 → 42.
    expect(computed.semi_final).toEqual({
      ranking: [
        { seq: 3, total: 49 },
        { seq: 1, total: 43 },
        { seq: 4, total: 42 },
        { seq: 2, total: 36 },
      ],
      finalists: [3, 1, 4],
    });
    // Final totals: 1 → 10 + 57, 3 → 10 + 51, 4 → 48. The jury ranks 1 and 3; 4 on a ballot is not a candidate.
    expect(computed.final).toEqual({
      ranking: [
        { seq: 1, total: 67 },
        { seq: 3, total: 61 },
        { seq: 4, total: 48 },
      ],
      jury_candidates: [1, 3],
      jury_winner: 3,
      prizes: [
        { rank: "special", amount_vnd: 7_000_000_000, seq: 3 },
        { rank: "first", amount_vnd: 4_600_000_000, seq: 1 },
      ],
    });
  });

  it("leaves cancelled winners out of the final ranking and moves the cascade up", () => {
    const inputs = { ...record(), cancelled: [3] };
    expect(computeResults(inputs).final).toMatchObject({
      ranking: [{ seq: 1 }, { seq: 4 }],
      jury_winner: 1,
      prizes: [
        { rank: "special", seq: 1 },
        { rank: "first", seq: 4 },
      ],
    });
  });

  it("matches itself, and names the first difference after one mark is changed", () => {
    const good = record();
    expect(verifyRecord(good)).toBeNull();
    const tampered = structuredClone(good);
    tampered.entries[3]!.semi_final = [mark("J01", 13), tampered.entries[3]!.semi_final[1]!];
    // One judge's marks for entry 4 go from 14 to 13 per criterion: its total is now (39 + 42) / 2.
    expect(verifyRecord(tampered)).toEqual({ path: "computed.semi_final.ranking[2].total", expected: 40.5, actual: 42 });
    // A pair 36 points apart needs a third judge: the record cannot be ranked at all.
    tampered.entries[3]!.semi_final = [mark("J01", 2), tampered.entries[3]!.semi_final[1]!];
    expect(verifyRecord(tampered)).toEqual({ path: "entries.semi_final", expected: "a final score for every entry", actual: [4] });
  });

  it("reports marks outside 0..30 and a wrong prize", () => {
    const bad = structuredClone(record());
    bad.entries[0]!.semi_final = [mark("J01", 31), bad.entries[0]!.semi_final[1]!];
    expect(verifyRecord(bad)?.path).toBe("entries");
    const wrongPrize = structuredClone(record());
    wrongPrize.computed.final!.prizes[0]!.seq = 99;
    expect(verifyRecord(wrongPrize)).toEqual({ path: "computed.final.prizes[0].seq", expected: expect.any(Number), actual: 99 });
  });

  it("hashes the canonical JSON: key order does not matter, content does", async () => {
    expect(canonicalJson({ b: [1, { d: "x", c: null }], a: true })).toBe('{"a":true,"b":[1,{"c":null,"d":"x"}]}');
    const good = record();
    const reordered = Object.fromEntries(Object.entries(good).reverse()) as unknown as ResultsRecord;
    expect(await recordSha256(reordered)).toBe(await recordSha256(good));
    expect(await recordSha256(good)).toMatch(/^[0-9a-f]{64}$/);
    expect(await recordSha256({ ...good, cancelled: [2] })).not.toBe(await recordSha256(good));
  });
});

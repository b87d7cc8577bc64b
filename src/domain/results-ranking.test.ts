import { describe, expect, it } from "vitest";
import { compareRanked, criterionAverages, rankRound, roundTotalHalves, topOf } from "./results-ranking.ts";

const mark = (judge: string, c: number, m: number, s: number) => ({ judge, creativity: c, communication: m, sustainability: s });

describe("a round's total", () => {
  it("adds the choice points to the mean of an agreeing pair (in halves)", () => {
    expect(roundTotalHalves(10, [mark("J1", 20, 20, 20), mark("J2", 20, 20, 21)], 15)).toBe(20 + 121);
  });
  it("takes the median of three after a disagreement, and is not final while the third is missing", () => {
    const pair = [mark("J1", 10, 10, 10), mark("J2", 30, 30, 30)];
    expect(roundTotalHalves(0, [...pair, null], 15)).toBeNull();
    expect(roundTotalHalves(0, [...pair, mark("J3", 20, 20, 25)], 15)).toBe(2 * 65);
  });
});

describe("ranking", () => {
  it("orders by total, ties to the lower sequence number whatever the input order, and lists unmarked entries", () => {
    const { ranking, unmarked } = rankRound([
      { seq: 9, total_halves: 150 },
      { seq: 4, total_halves: null },
      { seq: 7, total_halves: 160 },
      { seq: 3, total_halves: 150 },
      { seq: 5, total_halves: 150 },
    ]);
    expect(ranking.map((r) => r.seq)).toEqual([7, 3, 5, 9]);
    expect(unmarked).toEqual([4]);
  });
  it("cuts at a tie: the earlier submissions of the tied group pass", () => {
    const { ranking } = rankRound([12, 11, 10, 13].map((seq) => ({ seq, total_halves: seq === 13 ? 190 : 170 })));
    expect(topOf(ranking, 2)).toEqual([13, 10]);
    expect(topOf(ranking, 0)).toEqual([]);
    expect(topOf(ranking, 10)).toEqual([13, 10, 11, 12]);
  });
});

describe("ranking by packed keys", () => {
  it("gives exactly the order of compareRanked on many ties and large sequence numbers", () => {
    let state = 7;
    const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
    const entries = Array.from({ length: 2000 }, (_, i) => ({ seq: i === 0 ? 2 ** 32 - 1 : next(), total_halves: next() % 201 }));
    const unique = [...new Map(entries.map((e) => [e.seq, e])).values()];
    expect(rankRound(unique).ranking).toEqual([...unique].sort(compareRanked));
  });
  it("refuses a total or a sequence number it cannot key", () => {
    expect(() => rankRound([{ seq: 1, total_halves: 2000 }])).toThrow(RangeError);
    expect(() => rankRound([{ seq: -1, total_halves: 10 }])).toThrow(RangeError);
    expect(() => rankRound([{ seq: 1.5, total_halves: 10 }])).toThrow(RangeError);
  });
});

describe("criterion averages", () => {
  it("averages each criterion across the judges who submitted, to two decimals", () => {
    expect(criterionAverages([mark("J1", 10, 20, 30), mark("J2", 11, 20, 0), null, mark("J3", 12, 21, 1)])).toEqual({
      creativity: 11,
      communication: 20.33,
      sustainability: 10.33,
    });
    expect(criterionAverages([null])).toBeNull();
  });
});

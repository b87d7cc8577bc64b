import { describe, expect, it } from "vitest";
import { schulze } from "./results-schulze.ts";

const [A, B, C, D, E] = [1, 2, 3, 4, 5];
const repeat = (times: number, ballot: number[]) => Array.from({ length: times }, () => ballot);

describe("Schulze", () => {
  it("gives Wikipedia's 45-voter example: its pairwise matrix, strongest paths and winner E", () => {
    const ballots = [
      ...repeat(5, [A, C, B, E, D]),
      ...repeat(5, [A, D, E, C, B]),
      ...repeat(8, [B, E, D, A, C]),
      ...repeat(3, [C, A, B, E, D]),
      ...repeat(7, [C, A, E, B, D]),
      ...repeat(2, [C, B, A, D, E]),
      ...repeat(7, [D, C, E, B, A]),
      ...repeat(8, [E, B, A, D, C]),
    ];
    const result = schulze([A, B, C, D, E], ballots);
    expect(result.d).toEqual([
      [0, 20, 26, 30, 22],
      [25, 0, 16, 33, 18],
      [19, 29, 0, 17, 24],
      [15, 12, 28, 0, 14],
      [23, 27, 21, 31, 0],
    ]);
    expect(result.p).toEqual([
      [0, 28, 28, 30, 24],
      [25, 0, 28, 33, 24],
      [25, 29, 0, 29, 24],
      [25, 28, 28, 0, 24],
      [25, 28, 28, 31, 0],
    ]);
    expect([result.winners, result.winner]).toEqual([[E], E]);
  });

  it("breaks a remaining tie by the candidates' order (final total, then sequence number)", () => {
    // Two jurors exactly opposed: both are Schulze winners; the first candidate given wins.
    const tied = schulze(
      [7, 3],
      [
        [7, 3],
        [3, 7],
      ],
    );
    expect([tied.winners, tied.winner]).toEqual([[7, 3], 7]);
    expect(
      schulze(
        [3, 7],
        [
          [7, 3],
          [3, 7],
        ],
      ).winner,
    ).toBe(3);
  });

  it("drops a candidate who is not running from every ballot and ranks unlisted ones last", () => {
    const result = schulze(
      [A, B, C],
      [
        [D, B, A, C],
        [B, C],
        [A, B, C],
      ],
    );
    expect(result.d[1]).toEqual([2, 0, 3]);
    expect(result.d[0]).toEqual([0, 1, 2]);
    expect(result.winner).toBe(B);
  });

  it("has no winner without candidates", () => {
    expect(schulze([], [[1, 2]]).winner).toBeNull();
  });
});

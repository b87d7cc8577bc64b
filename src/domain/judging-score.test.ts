import { describe, expect, it } from "vitest";
import { choicePoints, essayOutcome, essayTotal, fromHalves, spread, totalHalves, zScore } from "./judging-score.ts";

describe("choice points", () => {
  it("gives 10 for the right option and 0 otherwise", () => {
    expect(choicePoints("C", "C")).toBe(10);
    expect(choicePoints("B", "C")).toBe(0);
  });
});

describe("a judge's essay total", () => {
  it("adds the three criteria (0..90)", () => {
    expect(essayTotal({ creativity: 30, communication: 30, sustainability: 30 })).toBe(90);
    expect(essayTotal({ creativity: 0, communication: 0, sustainability: 0 })).toBe(0);
    expect(essayTotal({ creativity: 21, communication: 17, sustainability: 9 })).toBe(47);
  });
  it("refuses a criterion outside 0..30 or not whole", () => {
    expect(() => essayTotal({ creativity: 31, communication: 0, sustainability: 0 })).toThrow(RangeError);
    expect(() => essayTotal({ creativity: -1, communication: 0, sustainability: 0 })).toThrow(RangeError);
    expect(() => essayTotal({ creativity: 10.5, communication: 0, sustainability: 0 })).toThrow(RangeError);
  });
});

describe("the essay score", () => {
  const threshold = 15;
  it("waits for two totals", () => {
    expect(essayOutcome([], threshold)).toEqual({ kind: "pending" });
    expect(essayOutcome([60], threshold)).toEqual({ kind: "pending" });
    expect(essayOutcome([null, 60], threshold)).toEqual({ kind: "pending" });
  });
  it("is the mean of two totals that differ by exactly the threshold (kept in halves: 52.5)", () => {
    const outcome = essayOutcome([45, 60], threshold);
    expect(outcome).toEqual({ kind: "final", essayHalves: 105 });
    expect(fromHalves(105)).toBe(52.5);
  });
  it("needs a third judge at threshold + 1, whichever judge was harsher", () => {
    expect(essayOutcome([44, 60], threshold)).toEqual({ kind: "needs_third" });
    expect(essayOutcome([60, 44], threshold)).toEqual({ kind: "needs_third" });
    expect(essayOutcome([60, 44, null], threshold)).toEqual({ kind: "needs_third" });
  });
  it("is then the median of the three totals", () => {
    expect(essayOutcome([44, 60, 50], threshold)).toEqual({ kind: "final", essayHalves: 100 });
    expect(essayOutcome([44, 60, 90], threshold)).toEqual({ kind: "final", essayHalves: 120 });
    expect(essayOutcome([44, 60, 10], threshold)).toEqual({ kind: "final", essayHalves: 88 });
    expect(essayOutcome([44, 60, 10, 90], threshold)).toEqual({ kind: "final", essayHalves: 88 });
  });
  it("uses the edition's threshold, 0 included", () => {
    expect(essayOutcome([50, 50], 0)).toEqual({ kind: "final", essayHalves: 100 });
    expect(essayOutcome([50, 51], 0)).toEqual({ kind: "needs_third" });
    expect(essayOutcome([0, 90], 90)).toEqual({ kind: "final", essayHalves: 90 });
  });
  it("adds the choice points exactly: 10 + 52.5 = 62.5", () => {
    expect(fromHalves(totalHalves(10, 105))).toBe(62.5);
    // A float mean summed many times drifts; halves do not.
    const halves = Array.from({ length: 1000 }, () => totalHalves(0, 1)).reduce((a, b) => a + b, 0);
    expect(fromHalves(halves)).toBe(500);
  });
});

describe("a judge's spread and z-scores", () => {
  it("gives count, mean and population standard deviation", () => {
    expect(spread([])).toEqual({ count: 0, mean: null, sd: null });
    expect(spread([40, 60])).toEqual({ count: 2, mean: 50, sd: 10 });
  });
  it("standardises a total within the judge's marks, null when they do not vary", () => {
    expect(zScore(60, spread([40, 60]))).toBe(1);
    expect(zScore(40, spread([40, 40]))).toBeNull();
  });
});

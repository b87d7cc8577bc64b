import { describe, expect, it } from "vitest";
import { evenPositions, lineChartGeometry, niceTicks } from "./line-chart.ts";

describe("nice y ticks", () => {
  it("rebased values 96.3 to 112.8: (112.8 − 96.3) / 4 = 4.125, rounded up to a step of 5", () => {
    expect(niceTicks(96.3, 112.8)).toEqual([95, 100, 105, 110, 115]);
  });
  it("steps of 2.5 and 0.25: (104 − 95.2) / 4 = 2.2 → 2.5; 0.88 / 4 = 0.22 → 0.25", () => {
    expect(niceTicks(95.2, 104)).toEqual([95, 97.5, 100, 102.5, 105]);
    expect(niceTicks(99.92, 100.8)).toEqual([99.75, 100, 100.25, 100.5, 100.75, 101]);
  });
  it("is exact where floating point is not: 0.3 / 0.1 is 2.9999999999999996 but the first tick is 0.3", () => {
    expect(niceTicks(0.3, 0.7)).toEqual([0.3, 0.4, 0.5, 0.6, 0.7]);
  });
  it("money: 9.8M to 12.1M, 575,000 → a step of 1M; whole đồng only with minStep 1", () => {
    expect(niceTicks(9_800_000, 12_100_000)).toEqual([9_000_000, 10_000_000, 11_000_000, 12_000_000, 13_000_000]);
    expect(niceTicks(10_000_000, 10_000_001, 5, 1)).toEqual([10_000_000, 10_000_001]);
  });
  it("a flat series gets 10% either side (100 → 90..110, step 5), zero gets 0..1", () => {
    expect(niceTicks(100, 100)).toEqual([90, 95, 100, 105, 110]);
    expect(niceTicks(0, 0)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
  it("crosses zero: −3 to 7, 2.5 → 2.5", () => {
    expect(niceTicks(-3, 7)).toEqual([-5, -2.5, 0, 2.5, 5, 7.5]);
  });
});

describe("x label positions", () => {
  it("every point when they are few, else evenly spread with both ends", () => {
    expect(evenPositions(4, 5)).toEqual([0, 1, 2, 3]);
    // 9 / 4 = 2.25: 0, 2.25, 4.5, 6.75, 9 rounded.
    expect(evenPositions(10, 5)).toEqual([0, 2, 5, 7, 9]);
    expect(evenPositions(10, 3)).toEqual([0, 5, 9]);
    expect(evenPositions(0, 5)).toEqual([]);
  });
});

describe("geometry", () => {
  it("two series on a 100 × 100 picture: even x, y from the ticks 95..115, a null skipped and joined over", () => {
    // Five points: x = 0, 25, 50, 75, 100. y = (115 − v) / 20 × 100.
    const geometry = lineChartGeometry(
      [
        [100, 105, 110, 112.8, 96.3],
        [100, null, 101, null, 99],
      ],
      { width: 100, height: 100 },
    );
    expect(geometry.paths).toEqual(["M0,75L25,50L50,25L75,11L100,93.5", "M0,75L50,70L100,80"]);
    expect(geometry.yTicks).toEqual([
      { value: 95, y: 1 },
      { value: 100, y: 0.75 },
      { value: 105, y: 0.5 },
      { value: 110, y: 0.25 },
      { value: 115, y: 0 },
    ]);
    expect(geometry.xLabels).toEqual([
      { index: 0, x: 0, narrow: true },
      { index: 1, x: 0.25, narrow: false },
      { index: 2, x: 0.5, narrow: true },
      { index: 3, x: 0.75, narrow: false },
      { index: 4, x: 1, narrow: true },
    ]);
  });
  it("a series starting late (no index close yet) starts at its first value; one value is a dot", () => {
    const geometry = lineChartGeometry(
      [
        [10, 20, 30],
        [null, null, 20],
      ],
      { width: 200, height: 50 },
    );
    // Ticks 10..30 (step 5): y = (30 − v) / 20 × 50.
    expect(geometry.paths).toEqual(["M0,50L100,25L200,0", "M200,25h0"]);
  });
  it("one point sits in the middle; no values draws nothing", () => {
    expect(lineChartGeometry([[100]], { width: 100, height: 100 }).paths).toEqual(["M50,50h0"]);
    expect(lineChartGeometry([[null, null]], { width: 100, height: 100 })).toEqual({ yTicks: [], xLabels: [], paths: [""] });
    expect(lineChartGeometry([], { width: 100, height: 100 }).paths).toEqual([]);
  });
});

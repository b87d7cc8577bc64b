import { describe, expect, it } from "vitest";
import { moveCandidate } from "./ballot-order.ts";

describe("moving a candidate on a ballot", () => {
  it("moves up, down and to a typed place, clamped to the list", () => {
    expect(moveCandidate(["A", "B", "C", "D"], 2, 0)).toEqual(["C", "A", "B", "D"]);
    expect(moveCandidate(["A", "B", "C", "D"], 0, 2)).toEqual(["B", "C", "A", "D"]);
    expect(moveCandidate(["A", "B", "C", "D"], 1, 99)).toEqual(["A", "C", "D", "B"]);
    expect(moveCandidate(["A", "B", "C"], 1, -5)).toEqual(["B", "A", "C"]);
    expect(moveCandidate(["A", "B"], 5, 0)).toEqual(["A", "B"]);
  });
});

import { describe, expect, it } from "vitest";
import { secondsUntil } from "./seconds-left.ts";

describe("secondsUntil", () => {
  it("rounds a part of a second up, so the count reaches 0 only when the wait is over", () => {
    expect(secondsUntil(60_000, 0)).toBe(60);
    expect(secondsUntil(60_000, 58_800)).toBe(2);
    expect(secondsUntil(60_000, 59_999)).toBe(1);
    expect(secondsUntil(60_000, 60_000)).toBe(0);
  });

  it("never counts below zero", () => {
    expect(secondsUntil(1_000, 5_000)).toBe(0);
  });
});

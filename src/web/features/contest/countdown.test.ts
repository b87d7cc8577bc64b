import { describe, expect, it } from "vitest";
import { remainingParts } from "./Countdown.tsx";

describe("the countdown's parts", () => {
  it("splits the time left into days, hours, minutes and whole seconds", () => {
    const ms = ((1 * 24 + 2) * 60 + 3) * 60_000 + 4_999;
    expect(remainingParts(ms)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
  });

  it("shows zero once the moment has passed", () => {
    expect(remainingParts(-5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

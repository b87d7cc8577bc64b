import { describe, expect, it } from "vitest";
import { countdownDigits } from "./countdown-digits.ts";

describe("the countdown's digits", () => {
  it("splits the time left into days, hours, minutes and whole seconds, padded as shown", () => {
    const ms = ((1 * 24 + 2) * 60 + 3) * 60_000 + 4_999;
    expect(countdownDigits(ms)).toEqual({ days: "1", hours: "02", minutes: "03", seconds: "04" });
    expect(countdownDigits(123 * 86_400_000 + 59_000)).toEqual({ days: "123", hours: "00", minutes: "00", seconds: "59" });
  });

  it("shows zero once the moment has passed", () => {
    expect(countdownDigits(-5_000)).toEqual({ days: "0", hours: "00", minutes: "00", seconds: "00" });
  });
});

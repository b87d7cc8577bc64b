import { describe, expect, it } from "vitest";
import { isAtLeast, vietnamDate } from "./adult.ts";

describe("age in Vietnam time", () => {
  it("turns 18 at midnight in Vietnam, which is 17:00 UTC the day before", () => {
    expect(vietnamDate(new Date("2026-11-21T16:59:59Z"))).toBe("2026-11-21");
    expect(vietnamDate(new Date("2026-11-21T17:00:00Z"))).toBe("2026-11-22");
    expect(isAtLeast("2008-11-22", 18, new Date("2026-11-21T16:59:59Z"))).toBe(false);
    expect(isAtLeast("2008-11-22", 18, new Date("2026-11-21T17:00:00Z"))).toBe(true);
    expect(isAtLeast("1990-01-01", 18, new Date("2026-11-21T17:00:00Z"))).toBe(true);
  });

  it("counts a 29 February birthday from 1 March in other years", () => {
    expect(isAtLeast("2008-02-29", 18, new Date("2026-02-28T12:00:00Z"))).toBe(false);
    expect(isAtLeast("2008-02-29", 18, new Date("2026-03-01T12:00:00Z"))).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { HERO_WIDTHS, srcSet } from "./responsive-image.ts";

describe("srcSet", () => {
  it("lists one candidate per width with its width descriptor, smallest first", () => {
    expect(srcSet("/images/hero", [480, 800], "avif")).toBe("/images/hero-480.avif 480w, /images/hero-800.avif 800w");
  });

  it("offers the hero from phone to double-density desktop widths", () => {
    expect(HERO_WIDTHS[0]).toBeLessThanOrEqual(480);
    expect(HERO_WIDTHS.at(-1)).toBeGreaterThanOrEqual(1120);
  });
});

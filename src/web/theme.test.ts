import { DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { contrast, theme, variantColorResolver } from "./theme.ts";

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const light = (color: string) => variantColorResolver({ color, theme: merged, variant: "light" });

describe("badge and button colours", () => {
  it("WCAG's contrast: white on black is 21, the theme's ocean.8 on white 8.05", () => {
    expect(contrast("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrast("#0a5770", "#ffffff")).toBeCloseTo(8.05, 2);
  });

  it("a light variant given a dark shade is that shade on the colour's lightest tint, not dark on dark", () => {
    expect(light("ocean.9")).toMatchObject({ background: "#e6f6fb", color: "#063f52" });
    expect(light("red.9")).toMatchObject({ background: merged.colors.red[0], color: merged.colors.red[9] });
  });

  it("every light variant of every theme colour and shade reads at AA (4.5:1)", () => {
    for (const name of Object.keys(merged.colors)) {
      for (const color of [name, ...merged.colors[name]!.map((_, shade) => `${name}.${shade}`)]) {
        const { background, color: text } = light(color);
        expect(contrast(text, background), `${color}: ${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

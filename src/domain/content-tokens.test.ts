import { describe, expect, it } from "vitest";
import { fillTokens } from "./content-tokens.ts";

describe("content tokens", () => {
  it("fills every known token, spaces inside the braces allowed", () => {
    expect(fillTokens("Từ {{limits.title_min}} đến {{ limits.title_max }} ký tự", { "limits.title_min": "10", "limits.title_max": "20" })).toBe(
      "Từ 10 đến 20 ký tự",
    );
  });

  it("leaves unknown tokens and other braces as written", () => {
    expect(fillTokens("{{draw.nope}} {{x}} {single}", { "draw.weeks": "13" })).toBe("{{draw.nope}} {{x}} {single}");
  });
});

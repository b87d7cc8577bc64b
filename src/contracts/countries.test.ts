import { describe, expect, it } from "vitest";
import { countryChoices, countryCodes } from "#domain/countries.ts";
import { countryName } from "./countries.ts";
import { sharedMessages } from "./messages.ts";

describe("country names in the shared catalogues", () => {
  for (const locale of ["vi", "en"] as const) {
    const names = sharedMessages[locale].countries as Record<string, string>;

    it(`names every code once in ${locale}, in the language's alphabetical order`, () => {
      expect(Object.keys(names).sort()).toEqual([...countryCodes].sort());
      const labels = Object.values(names);
      expect(labels.every((label) => label.trim() !== "")).toBe(true);
      expect(labels).toEqual([...labels].sort(new Intl.Collator(locale).compare));
    });

    it(`offers Vietnam first, then every other country (${locale})`, () => {
      const choices = countryChoices(names);
      expect(choices).toHaveLength(249);
      expect(choices[0]).toEqual({ value: "VN", label: locale === "vi" ? "Việt Nam" : "Vietnam" });
      expect(new Set(choices.map((choice) => choice.value)).size).toBe(249);
    });
  }

  it("names a code in the reader's language", () => {
    expect(countryName("VN", "vi")).toBe("Việt Nam");
    expect(countryName("VN", "en")).toBe("Vietnam");
    expect(countryName("JP", "vi")).toBe("Nhật Bản");
    expect(countryName("KR", "en")).toBe("South Korea");
  });
});

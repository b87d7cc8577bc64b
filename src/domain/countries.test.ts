import { describe, expect, it } from "vitest";
import { countryChoices, countryCodes, countryName, countryOfSpelling, isCountryCode } from "./countries.ts";

describe("nationality as an ISO 3166-1 alpha-2 code", () => {
  it("knows the 249 assigned codes, each named by the runtime in both languages", () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    for (const code of countryCodes) {
      expect(countryName(code, "vi")).not.toBe(code);
      expect(countryName(code, "en")).not.toBe(code);
    }
    expect(isCountryCode("VN")).toBe(true);
    expect(isCountryCode("vn")).toBe(false);
    expect(isCountryCode("XK")).toBe(false);
  });

  it("names a country in the reader's language", () => {
    expect(countryName("VN", "vi")).toBe("Việt Nam");
    expect(countryName("VN", "en")).toBe("Vietnam");
    expect(countryName("JP", "vi")).toBe("Nhật Bản");
    expect(countryName("KR", "en")).toBe("South Korea");
  });

  it("offers Vietnam first, then every other country in the language's order", () => {
    const vi = countryChoices("vi");
    expect(vi).toHaveLength(249);
    expect(vi[0]).toEqual({ value: "VN", label: "Việt Nam" });
    const labels = vi.slice(1).map((choice) => choice.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator("vi").compare));
    expect(countryChoices("en")[0]).toEqual({ value: "VN", label: "Vietnam" });
  });

  it("reads the free-text spellings people typed before", () => {
    for (const text of ["Việt Nam", "Vietnam", "viet nam", "VIỆT NAM", " Việt-Nam ", "VN", "vn", "Vietnamese", "CHXHCN Việt Nam"]) expect(countryOfSpelling(text), text).toBe("VN");
    expect(countryOfSpelling("Nhật Bản")).toBe("JP");
    expect(countryOfSpelling("Japan")).toBe("JP");
    expect(countryOfSpelling("Hàn Quốc")).toBe("KR");
    expect(countryOfSpelling("Mỹ")).toBe("US");
    expect(countryOfSpelling("MY")).toBe("MY");
    expect(countryOfSpelling("USA")).toBe("US");
    expect(countryOfSpelling("Lào")).toBe("LA");
    expect(countryOfSpelling("Campuchia")).toBe("KH");
    expect(countryOfSpelling("Pháp")).toBe("FR");
    expect(countryOfSpelling("Kinh")).toBeUndefined();
    expect(countryOfSpelling("")).toBeUndefined();
  });
});

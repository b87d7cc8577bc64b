import { describe, expect, it } from "vitest";
import { countryCodes, countryOfSpelling, isCountryCode } from "./countries.ts";

describe("nationality as an ISO 3166-1 alpha-2 code", () => {
  it("knows the 249 assigned codes", () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    expect(isCountryCode("VN")).toBe(true);
    expect(isCountryCode("vn")).toBe(false);
    expect(isCountryCode("XK")).toBe(false);
  });

  it("reads the free-text spellings people typed before", () => {
    for (const text of ["Việt Nam", "Vietnam", "viet nam", "VIỆT NAM", " Việt-Nam ", "VN", "vn", "Vietnamese", "CHXHCN Việt Nam"])
      expect(countryOfSpelling(text), text).toBe("VN");
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

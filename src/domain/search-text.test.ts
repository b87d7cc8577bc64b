import { describe, expect, it } from "vitest";
import { searchFold, searchTerm } from "./search-text.ts";

describe("search folding", () => {
  it("drops Vietnamese marks and case, so 'tran thi' finds 'Trần Thị'", () => {
    expect(searchFold("Trần Thị")).toBe("tran thi");
    expect(searchFold("NGUYỄN VĂN ĐỨC")).toBe("nguyen van duc");
    expect(searchFold("Đà Nẵng")).toBe("da nang");
  });

  it("folds the same however the diacritics were typed (precomposed or combining)", () => {
    expect(searchFold("Thành phố".normalize("NFD"))).toBe(searchFold("Thành phố".normalize("NFC")));
    expect(searchFold("ế".normalize("NFD"))).toBe("e");
  });

  it("folds other Latin accents and collapses spaces", () => {
    expect(searchFold("  Crème   Brûlée ")).toBe("creme brulee");
  });

  it("takes the separators out of a phone number typed as a search term, and nothing else", () => {
    expect(searchTerm("0912 345 678")).toBe("0912345678");
    expect(searchTerm("+84 912.345-678")).toBe("+84912345678");
    expect(searchTerm(" Trần  Thị ")).toBe("tran thi");
    expect(searchTerm("lan 2")).toBe("lan 2");
  });
});

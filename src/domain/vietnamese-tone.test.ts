import { describe, expect, it } from "vitest";
import { toneOnFirstVowel, toneOnSecondVowel } from "./vietnamese-tone.ts";

describe("Vietnamese tone placement (oa, oe, uy)", () => {
  it("moves the tone of an open oa, oe or uy to the first vowel, keeping case", () => {
    expect(["Xoá", "xoá", "huỷ", "Huỷ", "hoạ", "toà", "khoẻ", "tuỳ", "thuỷ", "Uỷ", "HOÁ"].map(toneOnFirstVowel)).toEqual([
      "Xóa",
      "xóa",
      "hủy",
      "Hủy",
      "họa",
      "tòa",
      "khỏe",
      "tùy",
      "thủy",
      "Ủy",
      "HÓA",
    ]);
  });

  it("leaves closed syllables, qu, words already in that style and words without the vowels alone", () => {
    for (const word of ["hoàn", "hoạt", "xoắn", "quý", "Quỹ", "quỳ", "xóa", "hủy", "thuyết", "được", "Hà", "a"]) expect(toneOnFirstVowel(word)).toBe(word);
  });

  it("reads decomposed text (combining marks) the same", () => {
    expect(toneOnFirstVowel("xoá".normalize("NFD"))).toBe("xóa");
  });

  it("lists the words of a text written the other way", () => {
    expect(toneOnSecondVowel("Đã xoá bài; không thể huỷ. Xóa, hủy và quý: đúng.")).toEqual([
      { word: "xoá", spelling: "xóa" },
      { word: "huỷ", spelling: "hủy" },
    ]);
    expect(toneOnSecondVowel("{{count}} bài đã được xóa")).toEqual([]);
  });
});

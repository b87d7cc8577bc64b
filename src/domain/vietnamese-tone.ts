/**
 * Where the tone mark sits in an open syllable ending in "oa", "oe" or "uy": the catalogues write it on the first
 * vowel, the older style and the one they used most ("hóa", "xóa", "khỏe", "hủy", "tùy": 98 words against 16 in the
 * newer "hoá", "xoá", "huỷ" when counted), so one text never mixes both. "qu" is a consonant: "quý" is the same in both.
 */

const TONES = "\u0300\u0301\u0303\u0309\u0323";
/** Decomposed (NFD): the tone after the second vowel, at the end of the word. */
const TONE_ON_SECOND = new RegExp(`(^|[^qQ])([oO][aAeE]|[uU][yY])([${TONES}])$`);

/** The word with its tone moved to the first vowel ("Xoá" → "Xóa", "huỷ" → "hủy"); any other word as it is. */
export function toneOnFirstVowel(word: string): string {
  const decomposed = word.normalize("NFD");
  const match = TONE_ON_SECOND.exec(decomposed);
  if (!match) return word;
  const [, before = "", vowels = "", tone = ""] = match;
  return (decomposed.slice(0, match.index) + before + vowels[0] + tone + vowels[1]).normalize("NFC");
}

/** The words of a text with the tone on the second vowel, each with its spelling in the catalogues' style. */
export function toneOnSecondVowel(text: string): { word: string; spelling: string }[] {
  return (text.match(/[\p{L}\p{M}]+/gu) ?? []).flatMap((word) => {
    const spelling = toneOnFirstVowel(word);
    return spelling === word ? [] : [{ word, spelling }];
  });
}

import { describe, expect, it } from "vitest";
import { personText } from "./person-text.ts";

const name = personText("validation.required.full_name").min(1, "validation.required.full_name").max(120, "validation.textTooLong");
const messagesOf = (value: unknown) => {
  const result = name.safeParse(value);
  return result.success ? result.data : result.error.issues.map((issue) => issue.message);
};

describe("person-facing text (issue 26, item 6)", () => {
  it("keeps ordinary Vietnamese, English and multi-line text, trimmed and in NFC", () => {
    expect(messagesOf("  Nguyễn Thị Lan ")).toBe("Nguyễn Thị Lan");
    expect(messagesOf("Nguye\u0302\u0303n")).toBe("Nguyễn");
    expect(messagesOf("Line one\nLine two\twith a tab")).toBe("Line one\nLine two\twith a tab");
    expect(messagesOf("Zoë O'Brien-Smith")).toBe("Zoë O'Brien-Smith");
  });

  it("refuses control characters and direction overrides, wherever they are", () => {
    for (const value of ["a\u0000b", "a\u0007b", "abc\u007f", "a\u0085b", "evil\u202Egnp.exe", "\u2066isolated\u2069", "a\u202Ab"]) {
      expect(messagesOf(value), JSON.stringify(value)).toEqual(["validation.text.hidden"]);
    }
  });

  it("refuses a value of nothing but invisible characters (a zero-width space, a byte order mark, joiners)", () => {
    for (const value of ["\u200B", " \u200B\u200C ", "\u2060\u00AD"]) expect(messagesOf(value), JSON.stringify(value)).toEqual(["validation.text.invisible"]);
    // A byte order mark is white space to trim(): what is left is empty, and the field's own "required" says so.
    expect(messagesOf("\uFEFF")).toEqual(["validation.required.full_name"]);
    // A zero-width joiner inside a real word (some scripts need it) is kept.
    expect(messagesOf("a\u200Db")).toBe("a\u200Db");
  });
});

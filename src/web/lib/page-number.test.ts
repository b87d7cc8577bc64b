import { describe, expect, it } from "vitest";
import { pageNumber } from "./page-number.ts";

describe("pageNumber", () => {
  it("reads a whole page number", () => {
    expect(pageNumber("3")).toBe(3);
    expect(pageNumber("2.7")).toBe(2);
  });

  it("falls back to the first page for anything else, however large", () => {
    for (const value of [null, "", "abc", "0", "-3", "1e999", "Infinity", "9007199254740993"]) expect(pageNumber(value)).toBe(1);
  });
});

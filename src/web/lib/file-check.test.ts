import { describe, expect, it, vi } from "vitest";
import { refuseBadFile } from "./file-check.ts";

/** A submit event of a form whose file input holds `file` (or nothing). */
function submitting(file?: File) {
  const input = { files: file ? [file] : [] };
  return { currentTarget: { querySelector: () => input } as unknown as HTMLFormElement, preventDefault: vi.fn() };
}
const messages = { missing: "choose a file", tooLarge: "too large", wrongType: "not an image" };

describe("the pre-submit check of an upload form's file", () => {
  it("stops the form with the first problem's message: none chosen, too large, another type", () => {
    const cases: [File | undefined, string][] = [
      [undefined, "choose a file"],
      [new File([new Uint8Array(11)], "a.png", { type: "image/png" }), "too large"],
      [new File([new Uint8Array(10)], "a.pdf", { type: "application/pdf" }), "not an image"],
    ];
    for (const [file, message] of cases) {
      const event = submitting(file);
      expect(refuseBadFile(event, { maxBytes: 10, types: ["image/png"] }, messages)).toBe(message);
      expect(event.preventDefault).toHaveBeenCalledOnce();
    }
  });

  it("lets a good file through, and no file when the form does not need one", () => {
    const good = submitting(new File([new Uint8Array(10)], "a.png", { type: "image/png" }));
    expect(refuseBadFile(good, { maxBytes: 10, types: ["image/png"] }, messages)).toBeUndefined();
    const optional = submitting();
    expect(refuseBadFile(optional, { maxBytes: 10 }, { tooLarge: "too large" })).toBeUndefined();
    expect([good.preventDefault, optional.preventDefault].map((spy) => spy.mock.calls.length)).toEqual([0, 0]);
  });
});

import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, reloadOnceAfterChunkError } from "./chunk-reload.ts";

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe("reload after a failed chunk load", () => {
  it("reloads at most once per 60 seconds", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceAfterChunkError(storage, 1_000_000, reload)).toBe(true);
    expect(reloadOnceAfterChunkError(storage, 1_000_000 + 59_999, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceAfterChunkError(storage, 1_000_000 + 60_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("recognises the browsers' chunk failure messages and nothing else", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });
});

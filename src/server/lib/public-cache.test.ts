import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.ts";
import { createPublicCache, type CachedPage, type GenerationStore } from "./public-cache.ts";

/** Issue 18 (memory flat under a soak): the anonymous page cache holds at most maxPages pages and maxBytes of them. */
describe("public page cache bounds", () => {
  let time = Date.parse("2026-11-22T03:00:00Z");
  const clock = { now: () => new Date(time) };
  const store: GenerationStore = { read: async () => 0, bump: async () => {}, close: async () => {} };
  const page = (body: string): CachedPage => ({ status: 200, headers: [], parts: [Buffer.from(body)], route: "*", etag: '"e"', renderedAt: 0 });
  const cache = (limits: { maxPages?: number; maxBytes?: number }) =>
    createPublicCache({ clock, logger: createLogger("silent"), store, ttlSeconds: 30, syncMs: 1000, ...limits });

  it("never holds more than maxPages pages, whatever addresses visitors make up", async () => {
    const pages = cache({ maxPages: 50 });
    const generation = await pages.generation();
    for (let i = 0; i < 2000; i++) pages.storePage(`/?q=${i}`, page("x".repeat(100)), generation);
    expect(pages.stats()).toEqual({ pages: 50, bytes: 50 * 100 });
    expect(await pages.page("/?q=1999")).toBeDefined();
    expect(await pages.page("/?q=0")).toBeUndefined();
  });

  it("never holds more than maxBytes of bodies, drops expired pages first, and refuses a page larger than the whole budget", async () => {
    const pages = cache({ maxBytes: 10_000 });
    const generation = await pages.generation();
    pages.storePage("/kept", page("k".repeat(2000)), generation, 60);
    pages.storePage("/short", page("s".repeat(2000)), generation, 5);
    time += 10_000; // /short expired; /kept still fresh
    for (let i = 0; i < 100; i++) pages.storePage(`/big-${i}`, page("b".repeat(3000)), generation);
    const { pages: count, bytes } = pages.stats();
    expect(bytes).toBeLessThanOrEqual(10_000);
    expect(count).toBe(3);
    expect(await pages.page("/big-99")).toBeDefined();
    expect(await pages.page("/short")).toBeUndefined();

    pages.storePage("/huge", page("h".repeat(12_000)), generation);
    expect(await pages.page("/huge")).toBeUndefined();
    expect(pages.stats().bytes).toBe(bytes);
  });

  it("counts a page stored again under the same address once", async () => {
    const pages = cache({});
    const generation = await pages.generation();
    for (let i = 0; i < 10; i++) pages.storePage("/", page("v".repeat(300 + i)), generation);
    expect(pages.stats()).toEqual({ pages: 1, bytes: 309 });
  });
});

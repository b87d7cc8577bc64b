import { describe, expect, it } from "vitest";
import { mayPrefetch, prefetchTargets } from "./prefetch.ts";

describe("idle prefetch", () => {
  it("runs online on a normal connection, never offline, on data saver or on 2g", () => {
    expect(mayPrefetch({ onLine: true })).toBe(true);
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: "4g", saveData: false } })).toBe(true);
    expect(mayPrefetch({ onLine: false })).toBe(false);
    expect(mayPrefetch({ onLine: true, connection: { saveData: true } })).toBe(false);
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: "2g" } })).toBe(false);
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: "slow-2g" } })).toBe(false);
  });

  it("picks public same-origin pages once each, skipping the current page, private pages and other links", () => {
    const current = "https://site.example/gioi-thieu/ve-chung-toi";
    const hrefs = [
      "/gioi-thieu/ve-chung-toi#top",
      "/dich-vu/dau-tu-tang-truong--tstt",
      "/dich-vu/dau-tu-tang-truong--tstt#x",
      "/dashboard/admin",
      "/user/login",
      "https://facebook.com/example",
      "mailto:a@example.vn",
      "tel:19006868",
      "/lien-he",
      "/tin-tuc",
    ];
    expect(prefetchTargets(hrefs, current, new Set(["https://site.example/tin-tuc"]), 8)).toEqual([
      "https://site.example/dich-vu/dau-tu-tang-truong--tstt",
      "https://site.example/lien-he",
    ]);
    expect(prefetchTargets(hrefs, current, new Set(), 1)).toHaveLength(1);
  });
});

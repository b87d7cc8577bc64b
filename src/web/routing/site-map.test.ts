import { describe, expect, it } from "vitest";
import { alternatePath, localeOfPath, matchPage, pathTo, stripLocale } from "./site-map.ts";

describe("site map", () => {
  it("reads the language from the /en prefix only", () => {
    expect(localeOfPath("/")).toBe("vi");
    expect(localeOfPath("/en")).toBe("en");
    expect(localeOfPath("/en/contact")).toBe("en");
    expect(localeOfPath("/english")).toBe("vi");
    expect(stripLocale("/en/contact")).toBe("/contact");
    expect(stripLocale("/en")).toBe("/");
  });

  it("builds canonical paths with each language's own slug", () => {
    expect(pathTo("vi", "home")).toBe("/");
    expect(pathTo("en", "home")).toBe("/en");
    expect(pathTo("vi", "contact")).toBe("/lien-he");
    expect(pathTo("en", "contact")).toBe("/en/contact");
    expect(pathTo("vi", "introduce", { id: "ve-chung-toi" })).toBe("/gioi-thieu/ve-chung-toi");
    expect(pathTo("en", "service")).toBe("/en/service");
    expect(pathTo("en", "introduce", { id: "tầm nhìn" })).toBe("/en/introduce/t%E1%BA%A7m%20nh%C3%ACn");
  });

  it("recognises a page by either slug, with or without the prefix", () => {
    expect(matchPage("/contact")).toEqual({ page: "contact", params: {} });
    expect(matchPage("/en/lien-he")).toEqual({ page: "contact", params: {} });
    expect(matchPage("/dich-vu/dau-tu-ben-vung--tsbv")).toEqual({ page: "service", params: { id: "dau-tu-ben-vung--tsbv" } });
    expect(matchPage("/introduce/")).toEqual({ page: "introduce", params: {} });
    expect(matchPage("/en")).toEqual({ page: "home", params: {} });
    expect(matchPage("/nowhere")).toBeUndefined();
    expect(matchPage("/lien-he/extra")).toBeUndefined();
  });

  it("maps a page to the same page in the other language", () => {
    expect(alternatePath("/lien-he", "en")).toBe("/en/contact");
    expect(alternatePath("/contact", "vi")).toBe("/lien-he");
    expect(alternatePath("/en/introduce/ve-chung-toi", "vi")).toBe("/gioi-thieu/ve-chung-toi");
    expect(alternatePath("/", "en")).toBe("/en");
    expect(alternatePath("/en", "vi")).toBe("/");
    expect(alternatePath("/unknown/page", "en")).toBe("/en/unknown/page");
    expect(alternatePath("/en/unknown/page", "vi")).toBe("/unknown/page");
  });
});

describe("news paths", () => {
  it("serves lists and articles at /tin-tuc and /news", () => {
    expect(pathTo("vi", "news")).toBe("/tin-tuc");
    expect(pathTo("en", "news", { cid: "3" })).toBe("/en/news/3");
    expect(pathTo("vi", "article", { cid: "3", id: "12" })).toBe("/tin-tuc/3/12");
    expect(matchPage("/news/3/12")).toEqual({ page: "article", params: { cid: "3", id: "12" } });
    expect(alternatePath("/tin-tuc/3", "en")).toBe("/en/news/3");
  });
});

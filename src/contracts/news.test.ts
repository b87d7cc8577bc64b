import { describe, expect, it } from "vitest";
import { articleSegment, idOfSegment, newsInput } from "./news.ts";
import { slugify } from "./slug.ts";

describe("readable article addresses", () => {
  it("makes slugs from Vietnamese titles without diacritics", () => {
    expect(slugify("Lễ phát động Cuộc thi Ý tưởng – Đà Nẵng 2026!")).toBe("le-phat-dong-cuoc-thi-y-tuong-da-nang-2026");
    expect(slugify("!!!")).toBe("bai-viet");
    expect(slugify("a ".repeat(100)).length).toBeLessThanOrEqual(80);
    expect(slugify("a ".repeat(100))).not.toMatch(/-$/);
  });

  it("puts the id first, and reads only the id back", () => {
    expect(articleSegment({ id: 12, slug: "le-phat-dong" })).toBe("12-le-phat-dong");
    expect(idOfSegment("12-le-phat-dong")).toBe(12);
    expect(idOfSegment("12")).toBe(12);
    expect(idOfSegment("12-other-words")).toBe(12);
    expect(idOfSegment("le-phat-dong")).toBeUndefined();
    expect(idOfSegment("12abc")).toBeUndefined();
  });
});

describe("news input", () => {
  const base = { category_id: "3", title_vi: " Tiêu đề ", summary_vi: "Tóm tắt", body_vi: "<p>x</p>" };

  it("reads a form: empty English is none, checkboxes and the publish time with its offset", () => {
    const parsed = newsInput.parse({
      ...base,
      title_en: " ",
      body_en: "",
      hot: "on",
      publish: "1",
      published_at: "2026-11-22T10:30:00+07:00",
      cover_image: "",
    });
    expect(parsed).toMatchObject({ category_id: 3, title_vi: "Tiêu đề", title_en: null, body_en: null, hot: true, publish: true, cover_image: null });
  });

  it("refuses half a translation, a time without offset and a cover that is not an uploaded file", () => {
    const result = newsInput.safeParse({ ...base, title_en: "Title", published_at: "2026-11-22T10:30", cover_image: "../x.jpg" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message]).sort()).toEqual([
      ["body_en", "news.validation.englishPair"],
      ["cover_image", "news.validation.coverImage"],
      ["published_at", "news.validation.publishedAt"],
    ]);
  });
});

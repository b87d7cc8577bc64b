import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countingQueries } from "#server/testing/count-queries.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { article as readArticle, publishedNews } from "./news.service.ts";
import { seedNews } from "./seed.ts";
import { newsArticles } from "./seed-content.ts";

describe("news (read side)", () => {
  let t: TestApp;
  let events: number;
  beforeAll(async () => {
    t = await createTestApp();
    const now = t.clock.now();
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
    const [first, second] = await t.db
      .insertInto("news_categories")
      .values([
        { slug: "su-kien", name_vi: "Sự kiện", name_en: "Events", position: 1, created_at: at(0) },
        { slug: "thong-bao", name_vi: "Thông báo", name_en: null, position: 0, created_at: at(0) },
      ])
      .returning("id")
      .execute();
    events = first!.id;
    const article = (category: number, n: number, extra: object = {}) => ({
      category_id: category,
      slug: `bai-${n}`,
      title_vi: `Bài ${n}`,
      title_en: `Article ${n}`,
      summary_vi: "Tóm tắt",
      summary_en: "Summary",
      body_vi: "Nội dung",
      body_en: "Body",
      hot: 0,
      published_at: at(-n),
      created_at: at(-n),
      updated_at: at(-n),
      ...extra,
    });
    await t.db
      .insertInto("news")
      .values([
        article(events, 1, { hot: 1 }),
        article(events, 2),
        article(events, 3, { title_en: null, body_en: null }),
        article(events, 4, { published_at: null }),
        article(events, 5, { published_at: at(60) }),
        article(second!.id, 6),
      ])
      .execute();
  });
  afterAll(() => t.close());

  it("lists categories in display order, in the reader's language", async () => {
    const res = await t.call("GET", "/api/v1/newscat?lang=en");
    expect(res.json.data.map((c: { name: string; translated: boolean }) => [c.name, c.translated])).toEqual([
      ["Thông báo", false],
      ["Events", true],
    ]);
  });

  it("lists only published news, newest first, with paging and the list envelope", async () => {
    const res = await t.call("GET", `/api/v1/news?cid=${events}&per_page=2&page=1`);
    expect(res.json).toMatchObject({ current_page: 1, total: 3, per_page: 2 });
    expect(res.json.data.map((n: { slug: string }) => n.slug)).toEqual(["bai-1", "bai-2"]);
    const page2 = await t.call("GET", `/api/v1/news?cid=${events}&per_page=2&page=2`);
    expect(page2.json.data.map((n: { slug: string }) => n.slug)).toEqual(["bai-3"]);
    expect((await t.call("GET", "/api/v1/news")).json.total).toBe(4);
  });

  it("filters hot news", async () => {
    const res = await t.call("GET", `/api/v1/news?hot=1`);
    expect(res.json.data.map((n: { slug: string; hot: boolean }) => [n.slug, n.hot])).toEqual([["bai-1", true]]);
  });

  it("rejects bad query values with 400", async () => {
    for (const query of ["page=0", "per_page=500", "cid=abc", "hot=yes"]) {
      expect((await t.call("GET", `/api/v1/news?${query}`)).status).toBe(400);
    }
  });

  it("returns a published article, falling back to Vietnamese when untranslated; drafts are not found", async () => {
    const list = (await t.call("GET", `/api/v1/news?cid=${events}`)).json.data as { id: number; slug: string }[];
    const third = list.find((n) => n.slug === "bai-3")!;
    const res = await t.call("GET", `/api/v1/news/${third.id}?lang=en`);
    expect(res.json.data).toMatchObject({ title: "Bài 3", body: "Nội dung", translated: false });
    const draft = await t.db.selectFrom("news").select("id").where("slug", "=", "bai-4").executeTakeFirstOrThrow();
    expect((await t.call("GET", `/api/v1/news/${draft.id}`)).status).toBe(404);
    expect((await t.call("GET", "/api/v1/news/not-a-number")).status).toBe(400);
  });

  it("reads a list in two queries and an article's cover and body images in one (docs/images.md)", async () => {
    const [cover, inBody, plain] = ["a", "b", "c"].map((c) => `${c.repeat(32)}.jpg`) as [string, string, string];
    const now = t.clock.now().toISOString();
    await t.db
      .insertInto("attachment_images")
      .values([cover, inBody].map((id, i) => ({ id, width: 1600 - i * 600, height: 900, widths: i ? "480,800,1000" : "480,800,1200,1600", created_at: now })))
      .execute();
    const body = `<p>x</p><img src="/api/v1/attachments/${inBody}" alt="a"><img src="/api/v1/attachments/${plain}" alt="b">`;
    await t.db.updateTable("news").set({ cover_image: cover, body_vi: body }).where("slug", "=", "bai-2").execute();
    await t.db.updateTable("news").set({ cover_image: plain }).where("slug", "=", "bai-3").execute();

    const counted = countingQueries(t.deps);
    const list = await publishedNews(counted.deps, { cid: events, page: 1, per_page: 12 }, "vi");
    expect(counted.queries()).toBe(2);
    expect(list.data.map((n) => [n.slug, n.cover_picture])).toEqual([
      ["bai-1", null],
      ["bai-2", { width: 1600, height: 900, widths: [480, 800, 1200, 1600] }],
      ["bai-3", null],
    ]);
    const id = list.data[1]!.id;
    const read = await readArticle(counted.deps, id, "vi");
    // The article's row, then the sizes of its cover and body images.
    expect(counted.queries()).toBe(2 + 2);
    expect(read.cover_picture).toEqual({ width: 1600, height: 900, widths: [480, 800, 1200, 1600] });
    expect(read.body).toContain(`width="1000" height="900" loading="lazy" decoding="async"></picture>`);
    expect(read.body).toContain(`<img src="/api/v1/attachments/${plain}" alt="b">`);
    // The API answers the same.
    expect((await t.call("GET", `/api/v1/news/${id}`)).json.data).toEqual(read);
    expect((await t.call("GET", `/api/v1/news?cid=${events}`)).json).toEqual(list);
  });
});

describe("seeded news", () => {
  it("gives a fresh install three categories and the articles opening the contest, once, in both languages", async () => {
    const t = await createTestApp();
    try {
      await seedNews(t.deps);
      const categories = await t.call("GET", "/api/v1/newscat?lang=en");
      expect(categories.json.data.map((c: { slug: string }) => c.slug)).toEqual(["tin-cuoc-thi", "thong-bao", "du-lich-hoi-nghi-su-kien"]);
      const list = await t.call("GET", "/api/v1/news?lang=en");
      expect(list.json.total).toBe(newsArticles().length);
      expect(list.json.data.every((item: { translated: boolean }) => item.translated)).toBe(true);
      const hot = await t.call("GET", "/api/v1/news?hot=1");
      expect(hot.json.total).toBeGreaterThan(0);
      // Every seeded article has its cover, published as an attachment that is served as a WebP image.
      const covers = list.json.data.map((item: { cover_image: string | null }) => item.cover_image);
      expect(covers.every((url: string | null) => /^\/api\/v1\/attachments\/[a-f0-9]{32}\.webp$/.test(url ?? ""))).toBe(true);
      expect(new Set(covers).size).toBe(newsArticles().length);
      const cover = await t.call("GET", covers[0]);
      expect(cover.status).toBe(200);
      expect(cover.headers.get("content-type")).toBe("image/webp");

      await t.db.deleteFrom("news").execute();
      await seedNews(t.deps);
      expect((await t.call("GET", "/api/v1/news")).json.total).toBe(0);
    } finally {
      await t.close();
    }
  });

  it("is written from the settled rules: no outdated limits, internal links only, no scripts", () => {
    const all = newsArticles()
      .flatMap((a) => [a.body.vi, a.body.en, a.summary.vi, a.summary.en])
      .join("\n");
    expect(all).not.toMatch(/\b(3|100)\s?MB\b/);
    expect(all).not.toMatch(/<script|lorem ipsum|href="(?!\/)/i);
    for (const article of newsArticles()) expect(article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

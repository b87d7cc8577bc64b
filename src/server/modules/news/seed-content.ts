import { readContentFile, readContentJson } from "#server/lib/content-files.ts";

/** News seeded on a fresh install, from content/news: categories in display order, and the articles that open the contest. */
export interface NewsCategorySeed {
  slug: string;
  name: { vi: string; en: string };
}

export interface NewsArticleSeed {
  category: string; // slug of one of the categories
  slug: string; // ascii, lower-case, words joined by "-", from the Vietnamese title
  hot: boolean;
  cover: string; // a WebP in src/server/modules/news/covers (rendered from assets/illustrations by scripts/render-images.ts)
  title: { vi: string; en: string }; // <= 200 characters
  summary: { vi: string; en: string }; // 1–2 sentences, <= 300 characters, plain text
  body: { vi: string; en: string }; // sanitised-editor HTML
}

/** content/news/categories.json, in display order. */
export const newsCategories = (): NewsCategorySeed[] => readContentJson<NewsCategorySeed[]>("news", "categories.json");

/**
 * content/news/articles.json lists the articles, newest first, with what does not depend on the language
 * (category, hot, cover); each has content/news/articles/<slug>.<vi|en>.html with `title:` and `summary:` front matter.
 */
export function newsArticles(): NewsArticleSeed[] {
  return readContentJson<Pick<NewsArticleSeed, "slug" | "category" | "hot" | "cover">[]>("news", "articles.json").map((entry) => {
    const vi = readContentFile("news", "articles", `${entry.slug}.vi.html`);
    const en = readContentFile("news", "articles", `${entry.slug}.en.html`);
    return {
      ...entry,
      title: { vi: vi.meta.title ?? "", en: en.meta.title ?? "" },
      summary: { vi: vi.meta.summary ?? "", en: en.meta.summary ?? "" },
      body: { vi: vi.body, en: en.body },
    };
  });
}

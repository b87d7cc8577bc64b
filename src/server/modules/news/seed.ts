import fs from "node:fs/promises";
import path from "node:path";
import type { Deps } from "#server/deps.ts";
import { publishBundledImage } from "#server/modules/attachments/index.ts";
import { insertCategory, insertNews, listCategories } from "./news.repo.ts";
import { newsArticles, newsCategories } from "./seed-content.ts";

/**
 * A fresh install (no category yet) gets the seeded categories and the articles that open the contest, published
 * at once, newest first in the order written. Nothing is added once an administrator has any category, so deleted
 * seed articles never come back.
 */
export async function seedNews(deps: Pick<Deps, "db" | "clock" | "config">): Promise<void> {
  if ((await listCategories(deps.db)).length > 0) return;
  const now = deps.clock.now().getTime();
  // Covers are published before the transaction: a file left by a failed seed is harmless, a held transaction is not.
  const articles = newsArticles();
  const covers = await Promise.all(
    articles.map(async (article) => publishBundledImage(deps, await fs.readFile(path.join(import.meta.dirname, "covers", article.cover)))),
  );
  const at = (minutesBefore: number) => new Date(now - minutesBefore * 60_000).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const ids = new Map<string, number>();
    for (const [position, category] of newsCategories().entries()) {
      const row = await insertCategory(trx, { slug: category.slug, name_vi: category.name.vi, name_en: category.name.en, position, created_at: at(0) });
      ids.set(category.slug, row.id);
    }
    for (const [index, article] of articles.entries()) {
      await insertNews(trx, {
        category_id: ids.get(article.category) ?? 0,
        slug: article.slug,
        title_vi: article.title.vi,
        title_en: article.title.en,
        summary_vi: article.summary.vi,
        summary_en: article.summary.en,
        body_vi: article.body.vi,
        body_en: article.body.en,
        hot: article.hot ? 1 : 0,
        cover_image: covers[index] ?? null,
        published_at: at(index),
        created_at: at(index),
        updated_at: at(index),
      });
    }
  });
}

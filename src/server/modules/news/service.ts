import type { z } from "zod";
import type { Locale } from "#contracts/locale.ts";
import type { NewsArticle, NewsCategory, NewsSummary, newsListQuery } from "#contracts/news.ts";
import type { Deps } from "#server/deps.ts";
import type { NewsCategoriesTable, NewsTable } from "#server/db/schema.ts";
import { ApiError } from "#server/http/errors.ts";
import { findPublished, listCategories, listPublished } from "./repo.ts";

type Row = Omit<NewsTable, "id"> & { id: number };

const inLocale = (locale: Locale, vi: string, en: string | null) => (locale === "en" && en !== null ? en : vi);

function summaryOf(row: Row, locale: Locale): NewsSummary {
  return {
    id: row.id,
    category_id: row.category_id,
    slug: row.slug,
    title: inLocale(locale, row.title_vi, row.title_en),
    summary: inLocale(locale, row.summary_vi, row.summary_en),
    hot: row.hot === 1,
    translated: locale === "vi" || (row.title_en !== null && row.body_en !== null),
    published_at: row.published_at ?? "",
  };
}

export async function categories(deps: Deps, locale: Locale): Promise<NewsCategory[]> {
  const rows = await listCategories(deps.db);
  return rows.map((row: Omit<NewsCategoriesTable, "id"> & { id: number }) => ({
    id: row.id,
    slug: row.slug,
    name: inLocale(locale, row.name_vi, row.name_en),
    translated: locale === "vi" || row.name_en !== null,
  }));
}

export async function publishedNews(deps: Deps, query: z.infer<typeof newsListQuery>, locale: Locale) {
  const { rows, total } = await listPublished(deps.db, deps.clock.now().toISOString(), {
    ...(query.cid === undefined ? {} : { categoryId: query.cid }),
    ...(query.hot === undefined ? {} : { hot: query.hot === "1" }),
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return { data: rows.map((row) => summaryOf(row, locale)), current_page: query.page, total, per_page: query.per_page };
}

export async function article(deps: Deps, id: number, locale: Locale): Promise<NewsArticle> {
  const row = await findPublished(deps.db, deps.clock.now().toISOString(), id);
  if (!row) throw new ApiError("NOT_FOUND");
  return { ...summaryOf(row, locale), body: inLocale(locale, row.body_vi, row.body_en), updated_at: row.updated_at };
}

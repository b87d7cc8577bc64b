import { locales, type Locale } from "#contracts/locale.ts";
import { articleSegment } from "#contracts/news-paths.ts";
import { getNews, getNewscat } from "#contracts/news.operations.ts";
import { getPagesSection } from "#contracts/pages.operations.ts";
import { pageSections } from "#contracts/pages.ts";
import { getResultsFinal, getResultsSemiFinal } from "#contracts/results.operations.ts";
import { apiClient } from "#web/lib/api.server.ts";
import { ssrContext } from "#web/lib/ssr-context.ts";
import { pathTo, sitePages, type PageName } from "#web/routing/site-map.ts";
import type { Route } from "./+types/sitemap.ts";

/** Site pages worth indexing: public, no required parameter, not an account or one-time page. */
const excluded = /^\/(user|admin|auth|logout|dashboard)(\/|$)/;
const oneTime = new Set<PageName>(["subscribeConfirm", "unsubscribe"]);
/** Results pages join the sitemap once their round is published (until then they only say when it will be). */
const resultsPages = { resultsSemiFinal: getResultsSemiFinal, results: getResultsFinal } as const;
export const indexablePages = (Object.keys(sitePages) as PageName[]).filter((name) => {
  const { layout, path } = sitePages[name];
  return layout === "site" && !oneTime.has(name) && !(name in resultsPages) && !/:\w+(?!\?)(\/|$)/.test(path.vi) && !excluded.test(path.vi);
});

type Entry = { page: PageName; params?: Record<string, string>; lastmod?: string };

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** One <url> per language, each listing both languages and x-default as alternates. */
export function sitemapXml(publicUrl: string, entries: Entry[]): string {
  const url = (locale: Locale, entry: Entry) => escapeXml(publicUrl + pathTo(locale, entry.page, entry.params));
  const items = entries.flatMap((entry) =>
    locales.map((locale) =>
      [
        "<url>",
        `<loc>${url(locale, entry)}</loc>`,
        ...(entry.lastmod ? [`<lastmod>${entry.lastmod.slice(0, 10)}</lastmod>`] : []),
        ...locales.map((alt) => `<xhtml:link rel="alternate" hreflang="${alt}" href="${url(alt, entry)}"/>`),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${url("vi", entry)}"/>`,
        "</url>",
      ].join(""),
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${items.join("\n")}\n</urlset>\n`;
}

const MAX_ARTICLE_PAGES = 40; // 40 x 50 = 2,000 articles, well under the 50,000 URLs a sitemap may hold

/** /sitemap.xml: the site's pages, content pages, news categories and published articles, in both languages. */
export async function loader({ context }: Route.LoaderArgs) {
  const api = apiClient(context, "vi");
  const entries: Entry[] = indexablePages.map((page) => ({ page }));
  for (const [page, operation] of Object.entries(resultsPages) as [keyof typeof resultsPages, (typeof resultsPages)[keyof typeof resultsPages]][]) {
    const published = await api.call(operation);
    if (published.ok) entries.push({ page, lastmod: published.data.published_at });
  }
  const sections = await Promise.all(pageSections.map((section) => api.call(getPagesSection, { params: { section } })));
  sections.forEach((result) => {
    if (result.ok) entries.push(...result.data.map((item) => ({ page: item.section, params: { id: item.slug }, lastmod: item.published_at })));
  });
  const categories = await api.call(getNewscat);
  if (categories.ok) entries.push(...categories.data.map((category) => ({ page: "news" as const, params: { cid: String(category.id) } })));
  for (let page = 1; page <= MAX_ARTICLE_PAGES; page++) {
    const result = await api.call(getNews, { query: { page, per_page: 50 } });
    if (!result.ok) break;
    entries.push(
      ...result.data.data.map((article) => ({
        page: "article" as const,
        params: { cid: String(article.category_id), id: articleSegment(article) },
        lastmod: article.published_at,
      })),
    );
    if (page * result.data.per_page >= result.data.total) break;
  }
  return new Response(sitemapXml(context.get(ssrContext).publicUrl, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

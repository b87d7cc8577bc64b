import type { Location, MetaDescriptor } from "react-router";
import { i18nFor } from "#web/i18n/i18n.ts";
import { localeOfPath } from "#web/routing/site-map.ts";

/** Title and description tags in the page's language. */
export function pageMeta(location: Location, title: string | ((t: ReturnType<typeof i18nFor>["t"]) => string)): MetaDescriptor[] {
  const { t } = i18nFor(localeOfPath(location.pathname));
  const text = typeof title === "function" ? title(t) : title;
  return [
    { title: `${text} | ${t("site.shortName")}` },
    { name: "description", content: t("site.description") },
    { property: "og:title", content: text },
    { property: "og:description", content: t("site.description") },
    { property: "og:locale", content: localeOfPath(location.pathname) === "vi" ? "vi_VN" : "en_GB" },
  ];
}

/**
 * An article's tags: its summary as the description, Open Graph and Twitter card tags (so a link shared on
 * Facebook or Zalo shows title, cover and summary) and schema.org NewsArticle structured data.
 */
export function articleMeta(
  location: Location,
  publicUrl: string,
  article: { title: string; summary: string; cover_image: string | null; published_at: string; updated_at: string },
): MetaDescriptor[] {
  const { t } = i18nFor(localeOfPath(location.pathname));
  const url = publicUrl + location.pathname;
  const image = article.cover_image ? publicUrl + article.cover_image : `${publicUrl}/logo.svg`;
  const replaced = new Set(["description", "og:description"]);
  return [
    ...pageMeta(location, article.title).filter((tag) => !replaced.has(String("name" in tag ? tag.name : "property" in tag ? tag.property : ""))),
    { name: "description", content: article.summary },
    { property: "og:description", content: article.summary },
    { property: "og:type", content: "article" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: t("site.name") },
    { property: "og:image", content: image },
    { property: "article:published_time", content: article.published_at },
    { property: "article:modified_time", content: article.updated_at },
    { name: "twitter:card", content: article.cover_image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: article.title },
    { name: "twitter:description", content: article.summary },
    { name: "twitter:image", content: image },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: article.title.slice(0, 110),
        description: article.summary,
        image: [image],
        datePublished: article.published_at,
        dateModified: article.updated_at,
        mainEntityOfPage: url,
        inLanguage: localeOfPath(location.pathname),
        publisher: { "@type": "Organization", name: t("site.name"), logo: { "@type": "ImageObject", url: `${publicUrl}/logo.svg` } },
      },
    },
  ];
}

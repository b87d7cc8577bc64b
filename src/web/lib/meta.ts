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

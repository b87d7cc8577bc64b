import { route, type RouteConfig } from "@react-router/dev/routes";
import { locales } from "#contracts/locale.ts";
import { localePrefix, sitePages } from "./routing/site-map.ts";

/** Every page at both of its slugs, in both languages; ids keep the four registrations apart. */
const pageRoutes = Object.entries(sitePages).flatMap(([name, page]) =>
  locales.flatMap((locale) =>
    [...new Set(Object.values(page.path))].map((path, index) =>
      route(localePrefix[locale] + (path === "/" && locale !== "vi" ? "" : path), page.file, { id: `${name}.${locale}.${index}` }),
    ),
  ),
);

export default [...pageRoutes, route("*", "routes/not-found.tsx")] satisfies RouteConfig;

import { layout, route, type RouteConfig } from "@react-router/dev/routes";
import { locales } from "#contracts/locale.ts";
import { layouts, localePrefix, sitePages } from "./routing/site-map.ts";

const pages = Object.entries(sitePages);

/** Every page at both of its slugs, in both languages, inside its layout; ids keep the registrations apart. */
const routesOf = (layoutName: keyof typeof layouts) =>
  pages
    .filter(([, page]) => page.layout === layoutName)
    .flatMap(([name, page]) =>
      locales.flatMap((locale) =>
        [...new Set(Object.values(page.path))].map((path, index) =>
          route(localePrefix[locale] + (path === "/" && locale !== "vi" ? "" : path), page.file, { id: `${name}.${locale}.${index}` }),
        ),
      ),
    );

export default [
  ...Object.entries(layouts).map(([name, file]) => layout(file, routesOf(name as keyof typeof layouts))),
  route("sitemap.xml", "routes/files/sitemap.ts"),
  route("robots.txt", "routes/files/robots.ts"),
  route("sw.js", "routes/files/service-worker.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

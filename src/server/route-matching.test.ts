import type { RouteConfigEntry } from "@react-router/dev/routes";
import { createStaticHandler, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { locales } from "#contracts/locale.ts";
import routes from "#web/routes.ts";
import { localePrefix, sitePages } from "#web/routing/site-map.ts";
import { withPatternMatching } from "./route-matching.ts";

/** The app's route config as React Router's route objects, under a root like the build's. */
const toObjects = (entries: RouteConfigEntry[]): RouteObject[] =>
  entries.map((entry) => ({ id: entry.id ?? entry.file, path: entry.path, ...(entry.children ? { children: toObjects(entry.children) } : {}) }) as RouteObject);
const tree: RouteObject[] = [{ id: "root", path: "", children: toObjects(routes) }];

type Matcher = { match(location: string): { route: { id: string } }[] | null };
const matcherOf = (future: ServerBuild["future"]) => createStaticHandler(tree, { future }) as unknown as Matcher;
const byDefault = matcherOf({});
const byPattern = matcherOf(withPatternMatching({ future: {} } as ServerBuild).future);
const idsOf = (matcher: Matcher, location: string) => matcher.match(location)?.map((match) => match.route.id);

/** Every address of every page: both slugs, both languages, optional parameters left out and given, odd spellings. */
function addresses(): string[] {
  const all = new Set<string>([
    "/",
    "/en",
    "/en/",
    "/nope",
    "/en/nope",
    "/tin-tuc/1/2/3",
    "/sitemap.xml",
    "/robots.txt",
    "/sw.js",
    "/dashboard/admin/dttt/chart/edit",
  ]);
  for (const page of Object.values(sitePages)) {
    for (const path of new Set(Object.values(page.path))) {
      const filled = [path.replace(/\/:\w+\?/g, "").replace(/:\w+/g, "x1"), path.replace(/:(\w+)\??/g, "v-$1")];
      for (const locale of locales)
        for (const one of filled) {
          const address = localePrefix[locale] + (one === "/" && locale !== "vi" ? "" : one) || "/";
          for (const spelling of [address, `${address}/`, address.toUpperCase()]) all.add(spelling.replace(/\/\/+$/, "/"));
        }
    }
  }
  return [...all];
}

describe("route-pattern matching on the server", () => {
  const list = addresses();

  it("finds the same routes as the browser's default matcher for every page's addresses", () => {
    expect(list.length).toBeGreaterThan(600);
    const differing = list.filter((address) => JSON.stringify(idsOf(byPattern, address)) !== JSON.stringify(idsOf(byDefault, address)));
    expect(differing).toEqual([]);
  });

  it("is the matcher the server uses, and the flag does not reach the browser", () => {
    // A route the default matcher ranks last: both still find the home, in each language.
    expect(idsOf(byPattern, "/")?.at(-1)).toBe("home.vi.0");
    expect(idsOf(byPattern, "/en")?.at(-1)).toBe("home.en.0");
    const future = withPatternMatching({ future: {} } as ServerBuild).future as unknown as Record<string, unknown>;
    expect(future.unstable_routePatternMatching).toBe(true);
    expect(JSON.parse(JSON.stringify({ future }))).toEqual({ future: {} });
  });
});

import type { APIRequestContext, Page } from "@playwright/test";
import { pathTo, sitePages, type layouts, type PageName } from "../../src/web/routing/site-map.ts";
import { ADMIN, expect, insertPerson, signIn, test, uid, type Lang } from "./support.ts";

/**
 * Every internal link must lead somewhere: the public site, the account pages, the user area and the admin dashboard
 * are crawled in both languages (as a visitor, a contestant and an administrator) with the page's own request
 * context, so the session cookie goes along. Each address is fetched once; API addresses (file downloads) are left out.
 */
const prefix: Record<Lang, string> = { vi: "", en: "/en" };

/**
 * Every page of a frame that needs no id, as starting points: a collapsed group of the side menu does not render its
 * links, so the crawl would not find them from the dashboard alone.
 */
const needsId = (pattern: string) => /:\w+(?![\w?])/.test(pattern);
const pagesOf = (layout: keyof typeof layouts, lang: Lang) =>
  (Object.keys(sitePages) as PageName[])
    .filter((name) => sitePages[name].layout === layout && !needsId(sitePages[name].path[lang]))
    .map((name) => pathTo(lang, name));

/** Pages of one kind (the same path with other ids) are expanded at most this many times: their links repeat. */
const EXPAND_PER_KIND = 3;
const kindOf = (path: string) => path.replace(/\/\d+[^/]*/g, "/:id");

function internalLinks(html: string, base: URL): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const raw = match[1]!.replace(/&amp;/g, "&");
    if (/^(mailto|tel|javascript|intent|zalo|sms):/i.test(raw)) continue;
    const url = new URL(raw, base);
    if (url.origin !== base.origin || url.pathname.startsWith("/api/")) continue;
    url.hash = "";
    links.push(url.pathname + url.search);
  }
  return links;
}

/** Fetches every link reachable from `starts` within `scope`; returns "link <- page (status)" for each broken one. */
async function crawl(
  request: APIRequestContext,
  origin: string,
  starts: string[],
  scope: (path: string) => boolean,
): Promise<{ broken: string[]; fetched: number }> {
  const status = new Map<string, number>();
  const foundOn = new Map<string, string>();
  const expandedKinds = new Map<string, number>();
  let queue = starts.map((path) => ({ path, from: "(start)" }));
  while (queue.length) {
    const next: typeof queue = [];
    for (let i = 0; i < queue.length; i += 4) {
      await Promise.all(
        queue.slice(i, i + 4).map(async ({ path, from }) => {
          if (status.has(path)) return;
          status.set(path, 0);
          foundOn.set(path, from);
          const response = await request.get(origin + path);
          status.set(path, response.status());
          const expand = response.ok() && scope(path) && !new URL(path, origin).search && (response.headers()["content-type"] ?? "").includes("text/html");
          if (!expand) return;
          const kind = kindOf(new URL(response.url()).pathname);
          const seen = expandedKinds.get(kind) ?? 0;
          if (seen >= EXPAND_PER_KIND) return;
          expandedKinds.set(kind, seen + 1);
          for (const link of internalLinks(await response.text(), new URL(response.url()))) if (!status.has(link)) next.push({ path: link, from: path });
        }),
      );
    }
    queue = next;
  }
  const broken = [...status].filter(([, code]) => code >= 400).map(([path, code]) => `${path} <- ${foundOn.get(path)} (${code})`);
  return { broken, fetched: status.size };
}

async function signedIn(page: Page, loginPath: string, credentials: { email: string; password: string }, landing: RegExp) {
  await signIn(page, loginPath, credentials);
  await expect(page).toHaveURL(landing);
}

test.describe("internal links", () => {
  test.slow();

  test("the public site and the account pages (vi)", async ({ page, baseURL }) => {
    const lang = "vi" as Lang;
    const publicScope = (path: string) => !path.includes("/dashboard/") && !path.startsWith("/logout");
    const { broken, fetched } = await crawl(
      page.request,
      baseURL ?? "",
      [lang === "vi" ? "/" : "/en", `${prefix[lang]}/user/login`, `${prefix[lang]}/user/register`, `${prefix[lang]}/user/forget`],
      publicScope,
    );
    expect(fetched).toBeGreaterThan(20);
    expect(broken).toEqual([]);
  });

  test("the user area, as a contestant (en)", async ({ page, baseURL }) => {
    const lang = "en" as Lang;
    const person = { email: `links-${uid()}@example.com`, password: "duong-dan-kiem-tra-2026" };
    await insertPerson({ ...person, birth_date: "1990-01-01", nation: "VN" });
    await signedIn(page, `${prefix[lang]}/user/login`, person, /\/dashboard\/user$/);
    const { broken, fetched } = await crawl(
      page.request,
      baseURL ?? "",
      pagesOf("user", lang),
      (path) => path.includes("/dashboard/user") || path.includes("/user/"),
    );
    expect(fetched).toBeGreaterThan(5);
    expect(broken).toEqual([]);
  });

  test("the admin dashboard, as an administrator (vi)", async ({ page, baseURL }) => {
    const lang = "vi" as Lang;
    await signedIn(page, `${prefix[lang]}/admin/login`, ADMIN, /\/dashboard\/admin$/);
    const { broken, fetched } = await crawl(page.request, baseURL ?? "", pagesOf("admin", lang), (path) => path.includes("/dashboard/admin"));
    expect(fetched).toBeGreaterThan(10);
    expect(broken).toEqual([]);
  });
});

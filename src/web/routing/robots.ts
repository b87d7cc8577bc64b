import { locales } from "#contracts/locale.ts";
import { localePrefix, sitePages, type PageName } from "./site-map.ts";

/**
 * Pages of the public frame that are still nobody's business but the visitor's: the administrators' sign-in, password
 * recovery, links from e-mails. The contestants' sign-up and sign-in pages are open: people search for how to take
 * part in the contest (issue 14).
 */
const privatePublicPages: readonly PageName[] = [
  "adminLogin",
  "logout",
  "forgotPassword",
  "resetPassword",
  "verifyEmail",
  "oidcReturn",
  "subscribeConfirm",
  "unsubscribe",
];

/** A route pattern up to its first parameter ("/dashboard/admin/users/edit/:id?" -> "/dashboard/admin/users/edit"). */
const staticPart = (pattern: string) => pattern.split("/:")[0] || "/";

/**
 * What search engines must not crawl, in both languages at their real addresses (the English pages under /en with
 * their English slugs): the API, every page of the signed-in areas and the private public pages. A path already
 * covered by a shorter one in the list is left out.
 */
export function disallowedPaths(): string[] {
  const pages = (Object.keys(sitePages) as PageName[]).filter((name) => sitePages[name].layout !== "site" || privatePublicPages.includes(name));
  const paths = new Set(["/api/"]);
  for (const locale of locales) {
    for (const name of pages) {
      for (const pattern of new Set(Object.values(sitePages[name].path))) paths.add(localePrefix[locale] + staticPart(pattern));
    }
  }
  const covers = (shorter: string, longer: string) => shorter !== longer && longer.startsWith(shorter.endsWith("/") ? shorter : `${shorter}/`);
  return [...paths].filter((path) => ![...paths].some((other) => covers(other, path))).sort();
}

import { SESSION_COOKIE } from "#contracts/identity.ts";
import type { PageName } from "./site-map.ts";

/**
 * Pages whose answer is the same for every visitor who is not signed in: the server may keep them in its public
 * cache (src/server/http/page-cache.ts) and browsers revalidate them with ETag. A page is here only if its loader
 * reads nothing personal and nothing from its address's query but what the cache key holds (the full address).
 * A page that is not listed is never cached (the safe default): add new public pages here (docs/performance.md).
 */
export const publicPages: ReadonlySet<PageName> = new Set<PageName>([
  "home",
  "contact",
  "introduce",
  "service",
  "contest",
  "news",
  "article",
  "userLogin",
  "adminLogin",
  "register",
  "forgotPassword",
  "subscribe",
  "luckyDrawResults",
  "results",
  "resultsSemiFinal",
  // Reads the fund's NAV records, index closes and published reports, and `range` from the query (in the key).
  "fundPerformance",
]);

const hasSession = (cookie: string | null) =>
  (cookie ?? "").split(/;\s*/).some((part) => part.startsWith(`${SESSION_COOKIE}=`) && part.length > SESSION_COOKIE.length + 1);

/** The page of a route id: "<page>.<locale>.<n>" (routes.ts). */
const pageOfRoute = (leafRouteId: string | undefined) => leafRouteId?.split(".")[0] as PageName | undefined;

/**
 * The Cache-Control of a rendered page: `public, no-cache` (shared caches may keep it, everyone revalidates) for a
 * public page seen by an anonymous visitor; `private, no-cache` for everything else, so no shared cache ever keeps
 * a signed-in visitor's page.
 */
export function pageCacheControl(request: Request, leafRouteId: string | undefined): string {
  const page = pageOfRoute(leafRouteId);
  return page && publicPages.has(page) && !hasSession(request.headers.get("cookie")) ? "public, no-cache" : "private, no-cache";
}

/**
 * Whether a page hydrates on the visitor's first interaction rather than at once (docs/performance.md, "Deferred
 * hydration"): the public pages, for everyone (signed-in visitors read them too). The signed-in areas hydrate at once:
 * they are used, not read. The bundle budget (scripts/check-bundles.ts) asks the same question.
 */
export function hydratesOnInteraction(page: string | undefined): boolean {
  return page !== undefined && publicPages.has(page as PageName);
}

export const hydratesOnInteractionRoute = (leafRouteId: string | undefined) => hydratesOnInteraction(pageOfRoute(leafRouteId));

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
]);

const hasSession = (cookie: string | null) =>
  (cookie ?? "").split(/;\s*/).some((part) => part.startsWith(`${SESSION_COOKIE}=`) && part.length > SESSION_COOKIE.length + 1);

/**
 * The Cache-Control of a rendered page: `public, no-cache` (shared caches may keep it, everyone revalidates) for a
 * public page seen by an anonymous visitor; `private, no-cache` for everything else, so no shared cache ever keeps
 * a signed-in visitor's page. A route id is "<page>.<locale>.<n>" (routes.ts).
 */
export function pageCacheControl(request: Request, leafRouteId: string | undefined): string {
  const page = leafRouteId?.split(".")[0] as PageName | undefined;
  return page && publicPages.has(page) && !hasSession(request.headers.get("cookie")) ? "public, no-cache" : "private, no-cache";
}

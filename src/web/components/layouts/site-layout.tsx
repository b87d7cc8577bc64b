import { Outlet, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { getSettings } from "#contracts/settings.operations.ts";
import { settingsMap } from "#contracts/settings.ts";
import { SESSION_COOKIE } from "#contracts/identity.ts";
import { getNewscat } from "#contracts/news.operations.ts";
import { apiClient } from "#web/lib/api.server.ts";
import { landingPage, loadProfile } from "#web/lib/session.server.ts";
import { localeOfPath, localeOfRequest, matchPage, type PageName } from "#web/routing/site-map.ts";
import type { Route } from "./+types/site-layout.ts";
import type { SiteAccount } from "./AccountLinks.tsx";
import { SiteFrame } from "./SiteFrame.tsx";

/**
 * The footer's data: public settings (hotline, address, links) and the first 3 news categories (spec); and who is
 * signed in, for the header (asked only when the browser sent a session cookie).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const api = apiClient(context, locale);
  const hasSession = (request.headers.get("cookie") ?? "")
    .split(/;\s*/)
    .some((part) => part.startsWith(`${SESSION_COOKIE}=`) && part.length > SESSION_COOKIE.length + 1);
  const [settings, categories, user] = await Promise.all([
    api.call(getSettings, { query: { public: "1" } }),
    api.call(getNewscat),
    hasSession ? loadProfile(context, locale) : undefined,
  ]);
  // The footer is never worth failing a page for: without its data it shows its links only.
  return {
    settings: settings.ok ? settingsMap(settings.data) : {},
    categories: categories.ok ? categories.data.slice(0, 3) : [],
    account: user ? ({ name: user.full_name, area: landingPage[user.role] } satisfies SiteAccount) : null,
  };
}

/** Forms after which the header's account links change. */
const accountForms: readonly (PageName | undefined)[] = ["logout", "userLogin", "adminLogin", "register"];

/** Loaded again only when the language changes or the visitor signs in or out (and so not for every page, nor offline). */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, formAction }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET" && formAction && accountForms.includes(matchPage(new URL(formAction, currentUrl).pathname)?.page)) return true;
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
}

/** Layout route of the public site and the sign-in pages. */
export default function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <SiteFrame>
      <div key={pathname} className="page-transition">
        <Outlet />
      </div>
    </SiteFrame>
  );
}

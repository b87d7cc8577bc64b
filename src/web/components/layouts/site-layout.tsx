import { Outlet, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "#contracts/zod.ts";
import { newsCategory } from "#contracts/news.ts";
import { setting, settingsMap } from "#contracts/settings.ts";
import { apiClient } from "#web/lib/api.server.ts";
import { localeOfPath, localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/site-layout.ts";
import { SiteFrame } from "./SiteFrame.tsx";

/** The footer's data: public settings (hotline, address, links) and the first 3 news categories (spec). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiClient(context, localeOfRequest(request));
  const [settings, categories] = await Promise.all([api.get("/settings?public=1", z.array(setting)), api.get("/newscat", z.array(newsCategory))]);
  // The footer is never worth failing a page for: without its data it shows its links only.
  return { settings: settings.ok ? settingsMap(settings.data) : {}, categories: categories.ok ? categories.data.slice(0, 3) : [] };
}

/** Loaded again only when the language changes (and so not for every page, nor offline). */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
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

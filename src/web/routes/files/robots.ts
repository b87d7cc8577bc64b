import { ssrContext } from "#web/lib/ssr-context.ts";
import type { Route } from "./+types/robots.ts";

/** Dashboards, account pages and the API are not for search engines; the sitemap lists what is. */
export function loader({ context }: Route.LoaderArgs) {
  const disallowed = ["/api/", "/dashboard/", "/user/", "/admin/", "/auth/", "/logout", "/nhan-tin/xac-nhan", "/nhan-tin/huy"];
  const lines = ["User-agent: *", ...disallowed.flatMap((path) => [`Disallow: ${path}`, `Disallow: /en${path}`]), "", `Sitemap: ${context.get(ssrContext).publicUrl}/sitemap.xml`, ""];
  return new Response(lines.join("\n"), { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}

import { ssrContext } from "#web/lib/ssr-context.ts";
import { disallowedPaths } from "#web/routing/robots.ts";
import type { Route } from "./+types/robots.ts";

/** Dashboards, account pages and the API are not for search engines; the sitemap lists what is. */
export function loader({ context }: Route.LoaderArgs) {
  const lines = ["User-agent: *", ...disallowedPaths().map((path) => `Disallow: ${path}`), "", `Sitemap: ${context.get(ssrContext).publicUrl}/sitemap.xml`, ""];
  return new Response(lines.join("\n"), { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}

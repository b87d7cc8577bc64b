import { redirect } from "react-router";
import { postAuthLogout } from "#contracts/identity.operations.ts";
import { apiClient } from "#web/lib/api.server.ts";
import { clearedSessionCookie } from "#web/lib/session.server.ts";
import { localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/logout.ts";

/** Ends the session on the server and in the browser, then goes home. POST only, so a link cannot sign anyone out. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  await apiClient(context, locale).call(postAuthLogout);
  throw redirect(pathTo(locale, "home"), { headers: { "Set-Cookie": clearedSessionCookie } });
}

export function loader({ request }: Route.LoaderArgs) {
  throw redirect(pathTo(localeOfRequest(request), "home"));
}

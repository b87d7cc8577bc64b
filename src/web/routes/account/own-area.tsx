import { data, redirect } from "react-router";
import { landingPage, loadProfile } from "#web/lib/session.server.ts";
import { localeOfRequest, matchPage, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/own-area.ts";

/**
 * The spec's bare area addresses (`/dashboard`, `/user`, `/user/{id}`): a signed-in person goes to their own area
 * (someone else's id shows nothing of theirs), anyone else to sign-in; an administrator's `/user` is their profile,
 * their `/dashboard` the administrators' dashboard. An id that is not a number is not a page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.id !== undefined && !/^\d+$/.test(params.id)) throw data(null, { status: 404 });
  const locale = localeOfRequest(request);
  const user = await loadProfile(context, locale);
  if (!user) throw redirect(pathTo(locale, "userLogin"));
  const userAddress = matchPage(new URL(request.url).pathname)?.page === "ownArea";
  throw redirect(pathTo(locale, user.role === "administrator" && userAddress ? "adminProfile" : landingPage[user.role]));
}

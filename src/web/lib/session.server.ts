import { redirect, type RouterContextProvider } from "react-router";
import { getAuthProfile, postAuthLogout } from "#contracts/identity.operations.ts";
import { SESSION_COOKIE, type Profile, type Role } from "#contracts/identity.ts";
import type { Locale } from "#contracts/locale.ts";
import { safeReturnPath } from "#web/routing/return-path.ts";
import { pathTo, type PageName } from "#web/routing/site-map.ts";
import { apiClient, clearedSessionCookie } from "./api.server.ts";

export { clearedSessionCookie };
import { ssrContext } from "./ssr-context.ts";

/** The web keeps the API's token in an HttpOnly cookie so server rendering knows the visitor. */
export function sessionCookie(context: Readonly<RouterContextProvider>, token: string, expiresAt: string): string {
  const secure = context.get(ssrContext).publicUrl.startsWith("https://") ? "; Secure" : "";
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Expires=${new Date(expiresAt).toUTCString()}${secure}`;
}

/** Where each role lands after signing in. */
export const landingPage: Record<Role, PageName> = {
  administrator: "adminHome",
  candidate: "userHome",
  judge: "judgeHome",
  investor: "investorFunds",
};

/** Where to go after signing in: the asked-for page when it is one of ours, else the role's landing page. */
export function returnTarget(context: Readonly<RouterContextProvider>, requested: string | null | undefined, locale: Locale, role: Role): string {
  return safeReturnPath(requested, context.get(ssrContext).publicUrl) ?? pathTo(locale, landingPage[role]);
}

export async function loadProfile(context: Readonly<RouterContextProvider>, locale: Locale): Promise<Profile | undefined> {
  const result = await apiClient(context, locale).call(getAuthProfile);
  return result.ok ? result.data : undefined;
}

/**
 * The guard of a signed-in area: no session -> its login page; a role the area refuses -> signed out
 * on the server and in the browser, then the login page. The API enforces the same on every call.
 */
export async function requireArea(
  context: Readonly<RouterContextProvider>,
  request: Request,
  locale: Locale,
  area: { allows: (role: Role) => boolean; login: PageName },
): Promise<Profile> {
  const user = await loadProfile(context, locale);
  const login = pathTo(locale, area.login);
  const back = new URL(request.url);
  if (!user) throw redirect(`${login}?redirect=${encodeURIComponent(back.pathname + back.search)}`);
  if (!area.allows(user.role)) {
    await apiClient(context, locale).call(postAuthLogout);
    throw redirect(login, { headers: { "Set-Cookie": clearedSessionCookie } });
  }
  return user;
}

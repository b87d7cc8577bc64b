import { getCookie } from "hono/cookie";
import { SESSION_COOKIE, type Role } from "#contracts/identity.ts";
import type { AppContext } from "./api.ts";

export interface AuthUser {
  id: number;
  role: Role;
  sessionId: number;
  activated: boolean;
}

/** The caller's bearer token, or the web app's session cookie carrying the same token. */
function presentedToken(c: AppContext): string | undefined {
  const header = c.req.header("authorization");
  if (header?.toLowerCase().startsWith("bearer ")) return header.slice(7).trim() || undefined;
  return getCookie(c, SESSION_COOKIE) || undefined;
}

/** Resolves the session once per request, however many places ask. */
export function currentUser(c: AppContext): Promise<AuthUser | undefined> {
  let auth = c.get("auth");
  if (!auth) {
    const token = presentedToken(c);
    auth = token ? c.var.deps.authenticate(token) : Promise.resolve(undefined);
    c.set("auth", auth);
  }
  return auth;
}

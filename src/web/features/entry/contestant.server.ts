import type { RouterContextProvider } from "react-router";
import type { Locale } from "#contracts/locale.ts";
import { loadProfile } from "#web/lib/session.server.ts";

/**
 * Entries are for contestants: other roles of the user area (investors, judges) get an explanation instead of a
 * call the API would refuse with 403 (which signs the visitor out everywhere in the web app).
 */
export async function isContestant(context: Readonly<RouterContextProvider>, locale: Locale): Promise<boolean> {
  return (await loadProfile(context, locale))?.role === "candidate";
}

import { redirect, type RouterContextProvider } from "react-router";
import type { Assignment } from "#contracts/judging.ts";
import { getJudgingAssignments } from "#contracts/judging.operations.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { landingPage, loadProfile } from "#web/lib/session.server.ts";
import { localeOfRequest, pathTo } from "#web/routing/site-map.ts";

/**
 * The judges' pages: other roles of the user area are sent to their own landing page instead of making a call
 * the API would refuse with 403 (which signs the visitor out everywhere in the web app).
 */
export async function judgeApi(context: Readonly<RouterContextProvider>, request: Request) {
  const locale = localeOfRequest(request);
  const user = await loadProfile(context, locale);
  if (user && user.role !== "judge") throw redirect(pathTo(locale, landingPage[user.role]));
  return { api: apiClient(context, locale), locale };
}

// The judges' routes take it from here with judgeApi.
export type { ActionResult } from "#web/lib/action-result.ts";

/** Every assignment of the signed-in judge, page by page (a judge may hold a few hundred in a large edition). */
export async function ownAssignments(api: ReturnType<typeof apiClient>): Promise<Assignment[]> {
  const all: Assignment[] = [];
  for (let page = 1; ; page++) {
    const result = unwrap(await api.call(getJudgingAssignments, { query: { per_page: 200, page } }));
    all.push(...result.data);
    if (all.length >= result.total || result.data.length === 0) return all;
  }
}

import { successBody } from "#contracts/envelope.ts";
import { entryScoresList, entryScoresQuery, judgeProgress, judgingOverview, overviewQuery } from "#contracts/judging.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { entryScores, judgeProgress as progressOf, judgingOverview as overviewOf } from "./overview.service.ts";

const tag = "Judging";

/** The judge's home and the administrators' judging panel and entries list. */
export function overviewRoutes(api: ApiRouter) {
  api.route(
    { method: "get", paths: ["/judging/progress"], tag, access: ["judge"], summary: "The judge's progress per round: marking window, assigned, drafts, submitted, overdue.", response: successBody(judgeProgress) },
    async ({ user, c }) => ({ data: await progressOf(c.var.deps, user.id, c.var.locale) }),
  );
  api.route(
    {
      method: "get",
      paths: ["/judging/overview"],
      tag,
      access: ["administrator"],
      summary: "The judging panel for a round: judges with assigned, submitted and overdue counts, entries by marking state, entries needing a third judge, the last automatic run.",
      query: overviewQuery,
      response: successBody(judgingOverview),
    },
    async ({ query, c }) => ({ data: await overviewOf(c.var.deps, query.round) }),
  );
  api.route(
    {
      method: "get",
      paths: ["/judging/entries"],
      tag,
      access: ["administrator"],
      summary: "Valid entries of a round with their marking state (unassigned, in progress, needs a third judge, marked) and, once final, choice points, essay score and total; paged.",
      query: entryScoresQuery,
      response: entryScoresList,
    },
    async ({ query, c }) => entryScores(c.var.deps, query),
  );
}

import { getJudgingEntries, getJudgingOverview, getJudgingProgress } from "#contracts/judging.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { entryScores, judgeProgress as progressOf, judgingOverview as overviewOf } from "./overview.service.ts";

/** The judge's home and the administrators' judging panel and entries list. */
export function overviewRoutes(api: ApiRouter) {
  api.handle(getJudgingProgress, async ({ user, c }) => ({ data: await progressOf(c.var.deps, user.id, c.var.locale) }));
  api.handle(getJudgingOverview, async ({ query, c }) => ({ data: await overviewOf(c.var.deps, query.round) }));
  api.handle(getJudgingEntries, async ({ query, c }) => entryScores(c.var.deps, query));
}

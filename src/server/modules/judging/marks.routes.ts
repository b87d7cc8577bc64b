import {
  getJudgingEntriesCode,
  getJudgingEntriesCodeMarks,
  getJudgingMarksExport,
  getJudgingMarksSummary,
  postJudgingAssignmentsIdReopen,
  putJudgingMarksCode,
} from "#contracts/judging.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { marksCsv, marksWorkbook } from "./marks-export.ts";
import { blindEntry as readBlindEntry, entryMarks as readEntryMarks, reopenMark, saveMark } from "./marks.service.ts";
import { marksSummary as summarise } from "./overview.service.ts";

/** Blind marking by judges; administrators' view of marks, reopening, summary and exports. */
export function marksRoutes(api: ApiRouter) {
  api.handle(getJudgingEntriesCode, async ({ params, query, user, c }) => ({ data: await readBlindEntry(c.var.deps, user.id, params.code, query.round) }));
  api.handle(putJudgingMarksCode, async ({ params, query, body, user, c }) => ({
    data: await saveMark(c.var.deps, user.id, params.code, query.round, body),
    messageKey: body.submit ? "judging.submitted" : "judging.draftSaved",
  }));
  api.handle(postJudgingAssignmentsIdReopen, async ({ params, body, user, c }) => ({
    data: await reopenMark(c.var.deps, user.id, params.id, body.reason),
    messageKey: "judging.reopened",
  }));
  api.handle(getJudgingEntriesCodeMarks, async ({ params, query, c }) => ({ data: await readEntryMarks(c.var.deps, params.code, query.round) }));
  api.handle(getJudgingMarksSummary, async ({ query, c }) => ({ data: await summarise(c.var.deps, query.round) }));
  api.handle(getJudgingMarksExport, async ({ query, c }) => {
    const { deps, locale } = c.var;
    const name = `marks-${query.round}-${deps.clock.now().toISOString().slice(0, 10)}`;
    if (query.format === "csv") {
      return c.body(await marksCsv(deps, query.round, locale), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${name}.csv"`,
      });
    }
    return c.body(await marksWorkbook(deps, query.round, locale), 200, {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${name}.xlsx"`,
    });
  });
}

import { z } from "zod";
import { successBody } from "#contracts/envelope.ts";
import { blindEntry, entryMarks, markInput, markQuery, marksExportQuery, marksSummary, overviewQuery, ownMark, reasonInput } from "#contracts/judging.ts";
import { idParams } from "#contracts/path-params.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { marksCsv, marksWorkbook } from "./marks-export.ts";
import { blindEntry as readBlindEntry, entryMarks as readEntryMarks, reopenMark, saveMark } from "./marks.service.ts";
import { marksSummary as summarise } from "./overview.service.ts";

const administrators = ["administrator"] as const;
const judges = ["judge"] as const;
const tag = "Judging";
/** An entry named by its anonymous code (`/judging/entries/:code`). */
const codeParams = z.object({ code: z.string() });

/** Blind marking by judges; administrators' view of marks, reopening, summary and exports. */
export function marksRoutes(api: ApiRouter) {
  api.route(
    {
      method: "get",
      paths: ["/judging/entries/:code"],
      tag,
      access: judges,
      summary:
        "The blind view of an entry assigned to the judge, by the round's own anonymous code (the final round gives each entry a new one): title, files behind short-lived links, the round's window and the judge's own mark. Never the author, the names files were uploaded under, or other judges. 403 when not assigned or conflicted.",
      params: codeParams,
      query: markQuery,
      response: successBody(blindEntry),
      errors: ["FORBIDDEN"],
    },
    async ({ params, query, user, c }) => ({ data: await readBlindEntry(c.var.deps, user.id, params.code, query.round) }),
  );
  api.route(
    {
      method: "put",
      paths: ["/judging/marks/:code"],
      tag,
      access: judges,
      summary:
        "Save a draft (`submit: false`) or submit (`submit: true`) the judge's mark: three criteria 0..30 and a comment. Only inside the round's marking window (else 422); a submitted mark is final (409). The second submitted mark of a disagreeing pair assigns a third judge.",
      params: codeParams,
      query: markQuery,
      body: markInput,
      response: successBody(ownMark),
      errors: ["VALIDATION_FAILED", "FORBIDDEN", "CONFLICT", "UNPROCESSABLE"],
    },
    async ({ params, query, body, user, c }) => ({ data: await saveMark(c.var.deps, user.id, params.code, query.round, body), messageKey: body.submit ? "judging.submitted" : "judging.draftSaved" }),
  );
  api.route(
    {
      method: "post",
      paths: ["/judging/assignments/:id/reopen"],
      tag,
      access: administrators,
      summary:
        "Reopen a submitted mark with a reason; the entry's score is no longer final until that judge submits again. Audited. 409 once the round's ranking is confirmed (withdraw the confirmation first, POST /results/{round}/withdraw) or published.",
      params: idParams,
      body: reasonInput,
      response: successBody(entryMarks),
      errors: ["VALIDATION_FAILED", "NOT_FOUND", "CONFLICT"],
    },
    async ({ params, body, user, c }) => ({ data: await reopenMark(c.var.deps, user.id, params.id, body.reason), messageKey: "judging.reopened" }),
  );
  api.route(
    {
      method: "get",
      paths: ["/judging/entries/:code/marks"],
      tag,
      access: administrators,
      summary: "One entry's marks in a round with each judge's name, its marking state and, once final, its scores.",
      params: codeParams,
      query: overviewQuery,
      response: successBody(entryMarks),
      errors: ["NOT_FOUND"],
    },
    async ({ params, query, c }) => ({ data: await readEntryMarks(c.var.deps, params.code, query.round) }),
  );
  api.route(
    {
      method: "get",
      paths: ["/judging/marks/summary"],
      tag,
      access: administrators,
      summary: "Per judge: count, mean and standard deviation of submitted totals, flagged under 5 marks; every submitted total with its z-score within its judge (ranking uses raw scores).",
      query: overviewQuery,
      response: successBody(marksSummary),
    },
    async ({ query, c }) => ({ data: await summarise(c.var.deps, query.round) }),
  );
  api.route(
    {
      method: "get",
      paths: ["/judging/marks/export"],
      tag,
      access: administrators,
      summary: "Raw marks of a round per entry, judge and criterion: .xlsx (with a per-judge summary sheet) or CSV.",
      query: marksExportQuery,
      response: z.string(),
      responseTypes: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "text/csv"],
    },
    async ({ query, c }) => {
      const { deps, locale } = c.var;
      const name = `marks-${query.round}-${deps.clock.now().toISOString().slice(0, 10)}`;
      if (query.format === "csv") {
        return c.body(await marksCsv(deps, query.round, locale), 200, { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${name}.csv"` });
      }
      return c.body(await marksWorkbook(deps, query.round, locale), 200, {
        "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "Content-Disposition": `attachment; filename="${name}.xlsx"`,
      });
    },
  );
}

import { z } from "zod";
import { successBody } from "#contracts/envelope.ts";
import { statisticsParams, statisticsQuery, statisticsTable } from "#contracts/statistics.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { xlsxHeaders, XLSX_TYPE } from "#server/lib/xlsx.ts";
import { statisticsWorkbook } from "./statistics.export.ts";
import { statisticsTable as tableOf } from "./statistics.service.ts";

const administrators = ["administrator"] as const;
const tag = "Statistics";

export function statisticsRoutes(api: ApiRouter) {
  api.route(
    {
      method: "get",
      paths: ["/statistics/:chart"],
      tag,
      access: administrators,
      summary:
        "One statistics chart as a table, for a range of days in Vietnam time (`from`, `to`): registrations per day and role, accounts by nation and by person type, activation per role, entries per day (with the submission window), entry files per kind, marking per judge, draw entrants per week, contact messages and subscribers per week. Aggregate SQL on indexed columns.",
      params: statisticsParams,
      query: statisticsQuery,
      response: successBody(statisticsTable),
      errors: ["VALIDATION_FAILED"],
    },
    async ({ params, query, c }) => ({ data: await tableOf(c.var.deps, params.chart, query) }),
  );
  api.route(
    {
      method: "get",
      paths: ["/statistics/:chart/export"],
      tag,
      access: administrators,
      summary: "The same table as .xlsx in the reader's language.",
      params: statisticsParams,
      query: statisticsQuery,
      response: z.string(),
      responseTypes: [XLSX_TYPE],
      errors: ["VALIDATION_FAILED"],
    },
    async ({ params, query, c }) => {
      const { deps, locale } = c.var;
      return c.body(await statisticsWorkbook(await tableOf(deps, params.chart, query), locale), 200, xlsxHeaders(`statistics-${params.chart}`));
    },
  );
}

import { successBody } from "./envelope.ts";
import { XLSX_TYPE } from "./media-types.ts";
import { defineOperation } from "./operation.ts";
import { statisticsParams, statisticsQuery, statisticsTable } from "./statistics.ts";
import { z } from "./zod.ts";

const common = { tag: "Statistics", access: ["administrator"], params: statisticsParams, query: statisticsQuery, errors: ["VALIDATION_FAILED"] } as const;

export const getStatisticsChart = defineOperation({
  ...common,
  method: "get",
  paths: ["/statistics/:chart"],
  summary:
    "One statistics chart as a table, for a range of days in Vietnam time (`from`, `to`): registrations per day and role, accounts by nation and by person type, activation per role, entries per day (with the submission window), entry files per kind, marking per judge, draw entrants per week, contact messages and subscribers per week. Aggregate SQL on indexed columns.",
  response: successBody(statisticsTable),
});

export const getStatisticsChartExport = defineOperation({
  ...common,
  method: "get",
  paths: ["/statistics/:chart/export"],
  summary: "The same table as .xlsx in the reader's language.",
  response: z.string(),
  responseTypes: [XLSX_TYPE],
});

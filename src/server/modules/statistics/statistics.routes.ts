import { getStatisticsChart, getStatisticsChartExport } from "#contracts/statistics.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { xlsxHeaders } from "#server/lib/xlsx.ts";
import { statisticsWorkbook } from "./statistics.export.ts";
import { statisticsTable as tableOf } from "./statistics.service.ts";

export function statisticsRoutes(api: ApiRouter) {
  api.handle(getStatisticsChart, async ({ params, query, c }) => ({ data: await tableOf(c.var.deps, params.chart, query) }));
  api.handle(getStatisticsChartExport, async ({ params, query, c }) => {
    const { deps, locale } = c.var;
    return c.body(await statisticsWorkbook(await tableOf(deps, params.chart, query), locale), 200, xlsxHeaders(`statistics-${params.chart}`));
  });
}

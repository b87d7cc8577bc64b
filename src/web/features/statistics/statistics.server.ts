import { getStatisticsChart } from "#contracts/statistics.operations.ts";
import { statisticsCharts, type StatisticsTable } from "#contracts/statistics.ts";
import { unwrap, type apiClient } from "#web/lib/api.server.ts";
import { serverFieldErrors } from "#web/lib/forms.ts";

type Api = ReturnType<typeof apiClient>;

/** Every chart's table for the range in the address (`from`, `to`: Vietnam days); a refused range comes back as field messages. */
export async function loadStatistics(api: Api, request: Request) {
  const params = new URL(request.url).searchParams;
  const range = { from: (params.get("from") ?? "").slice(0, 10), to: (params.get("to") ?? "").slice(0, 10) };
  const query = Object.fromEntries(Object.entries(range).filter(([, value]) => value !== ""));
  const results = await Promise.all(statisticsCharts.map((chart) => api.call(getStatisticsChart, { params: { chart }, query })));
  const refused = results.find((result) => !result.ok && result.status === 400);
  if (refused && !refused.ok) return { range, tables: [] as StatisticsTable[], fieldErrors: serverFieldErrors(refused.error) };
  return { range, tables: results.map(unwrap), fieldErrors: {} as Record<string, string> };
}

import { getPerformance, getPerformanceMine, getPerformanceNavChange } from "#contracts/funds-data.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { myPerformance } from "./my-performance.service.ts";
import { fundChart, navChanges } from "./performance.service.ts";

/** Charts and figures computed on the server from the NAV records and the index closes (src/domain/fund-performance.ts). */
export function performanceRoutes(api: ApiRouter) {
  api.handle(getPerformance, async ({ query, c }) => ({ data: await fundChart(c.var.deps, query.loai, query.range) }));
  api.handle(getPerformanceNavChange, async ({ query, c }) => ({ data: await navChanges(c.var.deps, query.loai, query.by) }));
  api.handle(getPerformanceMine, async ({ query, user, c }) => ({ data: await myPerformance(c.var.deps, user.id, query.loai) }));
}

import { successBody } from "#contracts/envelope.ts";
import { chartQuery, fundChart, myPerformance as myPerformanceBody, myPerformanceQuery, navChangeQuery, navChanges as navChangesBody } from "#contracts/funds-data.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { myPerformance } from "./my-performance.service.ts";
import { fundChart as chartOf, navChanges } from "./performance.service.ts";

/** Charts and figures computed on the server from the NAV records and the index closes (src/domain/fund-performance.ts). */
export function performanceRoutes(api: ApiRouter) {
  api.route(
    {
      method: "get",
      paths: ["/performance"],
      tag: "Funds data",
      access: "public",
      summary:
        "A fund's chart over a range (1M, 3M, 6M, YTD, 1Y, 3Y, all): NAV per unit and VN-Index both rebased to 100 at the range's base record (the last one on or before its start), and every covered range's figures: return, index return, difference, annualised return (a year of history or more), maximum drawdown. Percentages rounded half away from zero to 2 decimals.",
      query: chartQuery,
      response: successBody(fundChart),
    },
    async ({ query, c }) => ({ data: await chartOf(c.var.deps, query.loai, query.range) }),
  );
  api.route(
    {
      method: "get",
      paths: ["/performance/nav-change"],
      tag: "Funds data",
      access: "public",
      summary: "A fund's NAV-per-unit change by week (latest 52), by month (latest navtheothang months) or by period (from the navgiaidoan start days): open, close, exact change and percent.",
      query: navChangeQuery,
      response: successBody(navChangesBody),
    },
    async ({ query, c }) => ({ data: await navChanges(c.var.deps, query.loai, query.by) }),
  );
  api.route(
    {
      method: "get",
      paths: ["/performance/mine"],
      tag: "Funds data",
      access: ["investor"],
      summary:
        "The signed-in investor's holdings in a fund (loai): value on each NAV day (whole VND, rounded down), net VND invested, money-weighted return (XIRR; annualised from a year on), and the same cash flows invested in the VN-Index. Only priced or paid orders count.",
      query: myPerformanceQuery,
      response: successBody(myPerformanceBody),
    },
    async ({ query, user, c }) => ({ data: await myPerformance(c.var.deps, user.id, query.loai) }),
  );
}

import { listBody, successBody } from "./envelope.ts";
import {
  chartQuery,
  deleted,
  fundChart,
  indexInput,
  indexQuery,
  indexRecord,
  investmentCategory,
  investmentInput,
  investmentItem,
  investmentQuery,
  investmentUpdate,
  myPerformance,
  myPerformanceQuery,
  navChangeQuery,
  navChanges,
  originInput,
  originQuery,
  originRecord,
  originSet,
  originTypeQuery,
  overview,
  overviewInput,
  portfolio,
  serviceParams,
} from "./funds-data.ts";
import { defineOperation } from "./operation.ts";
import { idParams } from "./path-params.ts";
import { z } from "./zod.ts";

// Spec §7 "Index (chiso)", "Origin (xuatxu)", "Service dashboard" and "Investment list", and the charts computed from
// the NAV records and the index closes (docs/funds-data.md). The reports are in funds-reports.operations.ts.

const common = { tag: "Funds data" } as const;
const administrators = ["administrator"] as const;

const indexFields =
  "date_create (YYYY-MM-DD, one record per day: 409 when taken), giatri1 VN-Index close (required), giatri2 VN30, giatri3 HNX-Index; decimals as text, at most 2 places.";

export const getChiso = defineOperation({
  ...common,
  method: "get",
  paths: ["/chiso"],
  access: "public",
  summary: "Index closes, newest first, paged; from/to limit the days.",
  query: indexQuery,
  response: listBody(indexRecord),
});

export const getChisoId = defineOperation({
  ...common,
  method: "get",
  paths: ["/chiso/:id"],
  access: "public",
  summary: "One index record.",
  params: idParams,
  response: successBody(indexRecord),
  errors: ["NOT_FOUND"],
});

export const postChiso = defineOperation({
  ...common,
  method: "post",
  paths: ["/chiso"],
  access: administrators,
  summary: `Add an index record. ${indexFields} Audited.`,
  body: indexInput,
  response: successBody(indexRecord),
  status: 201,
  errors: ["CONFLICT"],
});

export const putChisoId = defineOperation({
  ...common,
  method: "put",
  paths: ["/chiso/:id"],
  access: administrators,
  summary: `Replace an index record. ${indexFields} Audited.`,
  params: idParams,
  body: indexInput,
  response: successBody(indexRecord),
  errors: ["NOT_FOUND", "CONFLICT"],
});

export const deleteChisoId = defineOperation({
  ...common,
  method: "delete",
  paths: ["/chiso/:id"],
  access: administrators,
  summary: "Delete an index record (the audit trail keeps it).",
  params: idParams,
  response: successBody(deleted),
  errors: ["NOT_FOUND"],
});

const originFields =
  "taisan (asset), khoiluong (quantity, up to 4 decimals), giadvdt (unit price VND, up to 2 decimals), date (the set it belongs to), type 0 TSTT / 1 TSBV, sort. value_vnd = floor(khoiluong × giadvdt).";

export const getXuatxu = defineOperation({
  ...common,
  method: "get",
  paths: ["/xuatxu"],
  access: administrators,
  summary: "Origin rows of every date, newest first, paged; type filters the fund.",
  query: originQuery,
  response: listBody(originRecord),
});

export const getXuatxuId = defineOperation({
  ...common,
  method: "get",
  paths: ["/xuatxu/:id"],
  access: administrators,
  summary: "One origin row.",
  params: idParams,
  response: successBody(originRecord),
  errors: ["NOT_FOUND"],
});

export const postXuatxu = defineOperation({
  ...common,
  method: "post",
  paths: ["/xuatxu"],
  access: administrators,
  summary: `Add an origin row. ${originFields} Audited.`,
  body: originInput,
  response: successBody(originRecord),
  status: 201,
});

export const putXuatxuId = defineOperation({
  ...common,
  method: "put",
  paths: ["/xuatxu/:id"],
  access: administrators,
  summary: `Replace an origin row. ${originFields} Audited.`,
  params: idParams,
  body: originInput,
  response: successBody(originRecord),
  errors: ["NOT_FOUND"],
});

export const deleteXuatxuId = defineOperation({
  ...common,
  method: "delete",
  paths: ["/xuatxu/:id"],
  access: administrators,
  summary: "Delete an origin row (the audit trail keeps it).",
  params: idParams,
  response: successBody(deleted),
  errors: ["NOT_FOUND"],
});

export const getListxuatxu = defineOperation({
  ...common,
  method: "get",
  paths: ["/listxuatxu"],
  access: "public",
  summary: "Every origin row of a fund (type 0/1), newest set first, with the total in VND.",
  query: originTypeQuery,
  response: successBody(originSet),
});

export const getNewxuatxu = defineOperation({
  ...common,
  method: "get",
  paths: ["/newxuatxu"],
  access: "public",
  summary: "The latest origin set of a fund (the rows of its latest date) with the total in VND.",
  query: originTypeQuery,
  response: successBody(originSet),
});

export const getServiceKey = defineOperation({
  ...common,
  method: "get",
  paths: ["/service/:key"],
  access: "public",
  summary: "A fund's overview page by type (0/1) or name (tstt/tsbv), in the reader's language; empty texts until written.",
  params: serviceParams,
  response: successBody(overview),
});

export const putServiceKey = defineOperation({
  ...common,
  method: "put",
  paths: ["/service/:key"],
  access: administrators,
  summary: "Write a fund's overview (loai 0/1 or tstt/tsbv): title_vi and body_vi required, English optional; bodies sanitised. Audited.",
  params: serviceParams,
  body: overviewInput,
  response: successBody(overview),
});

export const getPerformance = defineOperation({
  ...common,
  method: "get",
  paths: ["/performance"],
  access: "public",
  summary:
    "A fund's chart over a range (1M, 3M, 6M, YTD, 1Y, 3Y, all): NAV per unit and VN-Index both rebased to 100 at the range's base record (the last one on or before its start), and every covered range's figures: return, index return, difference, annualised return (a year of history or more), maximum drawdown. Percentages rounded half away from zero to 2 decimals.",
  query: chartQuery,
  response: successBody(fundChart),
});

export const getPerformanceNavChange = defineOperation({
  ...common,
  method: "get",
  paths: ["/performance/nav-change"],
  access: "public",
  summary:
    "A fund's NAV-per-unit change by week (latest 52), by month (latest navtheothang months) or by period (from the navgiaidoan start days): open, close, exact change and percent.",
  query: navChangeQuery,
  response: successBody(navChanges),
});

export const getPerformanceMine = defineOperation({
  ...common,
  method: "get",
  paths: ["/performance/mine"],
  access: ["investor"],
  summary:
    "The signed-in investor's holdings in a fund (loai): value on each NAV day (whole VND, rounded down), net VND invested, money-weighted return (XIRR; annualised from a year on), and the same cash flows invested in the VN-Index. Only priced or paid orders count.",
  query: myPerformanceQuery,
  response: successBody(myPerformance),
});

const investmentFields =
  "loai (0/1), cate_id (a category of /inveslist/listcate), title_vi, title_en, weight (percent of NAV, > 0 and <= 100, at most 2 decimals), sort.";

export const getInveslistListcate = defineOperation({
  ...common,
  method: "get",
  paths: ["/inveslist/listcate"],
  access: "public",
  summary: "The categories of portfolio items (asset classes), in the reader's language.",
  response: successBody(z.array(investmentCategory)),
});

export const getInveslistPortfolio = defineOperation({
  ...common,
  method: "get",
  paths: ["/inveslist/portfolio"],
  access: "public",
  summary: "A fund's portfolio page (type 0/1): the intro from the setting danhmucdttstt or danhmucdttsbv, the shown items and their total weight.",
  query: originTypeQuery,
  response: successBody(portfolio),
});

export const getInveslist = defineOperation({
  ...common,
  method: "get",
  paths: ["/inveslist"],
  access: "public",
  summary: "Portfolio items by fund (loai) and category (cate_id), paged; type=all includes hidden items (administrators only, else 403).",
  query: investmentQuery,
  response: listBody(investmentItem),
  errors: ["FORBIDDEN"],
});

export const getInveslistId = defineOperation({
  ...common,
  method: "get",
  paths: ["/inveslist/:id"],
  access: "public",
  summary: "One item; a hidden one only for administrators.",
  params: idParams,
  response: successBody(investmentItem),
  errors: ["NOT_FOUND"],
});

export const postInveslist = defineOperation({
  ...common,
  method: "post",
  paths: ["/inveslist"],
  access: administrators,
  summary: `Add a shown item. ${investmentFields} Audited.`,
  body: investmentInput,
  response: successBody(investmentItem),
  status: 201,
});

export const postInveslistId = defineOperation({
  ...common,
  method: "post",
  paths: ["/inveslist/:id"],
  access: administrators,
  summary: `Show (ctrl=1) or hide (ctrl=0) an item with ctrl alone, or replace it: ${investmentFields} Audited.`,
  params: idParams,
  body: investmentUpdate,
  response: successBody(investmentItem),
  errors: ["NOT_FOUND"],
});

export const deleteInveslistId = defineOperation({
  ...common,
  method: "delete",
  paths: ["/inveslist/:id"],
  access: administrators,
  summary: "Delete an item (the audit trail keeps it).",
  params: idParams,
  response: successBody(deleted),
  errors: ["NOT_FOUND"],
});

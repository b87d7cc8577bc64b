import { listBody, successBody } from "#contracts/envelope.ts";
import {
  deleted,
  indexInput,
  indexQuery,
  indexRecord,
  originInput,
  originQuery,
  originRecord,
  originSet,
  originTypeQuery,
  overview,
  overviewInput,
  serviceParams,
} from "#contracts/funds-data.ts";
import { idParams } from "#contracts/path-params.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { createIndex, editIndex, indexById, listIndices, removeIndex } from "./indices.service.ts";
import { allOrigins, createOrigin, editOrigin, latestOrigins, listOrigins, originById, removeOrigin } from "./origins.service.ts";
import { overviewOf, saveOverview } from "./overviews.service.ts";

const administrators = ["administrator"] as const;

/** Spec §7 "Index (chiso)", "Origin (xuatxu)" and "Service dashboard" (docs/funds-data.md). */
export function fundsDataRoutes(api: ApiRouter) {
  const indexFields = "date_create (YYYY-MM-DD, one record per day: 409 when taken), giatri1 VN-Index close (required), giatri2 VN30, giatri3 HNX-Index; decimals as text, at most 2 places.";
  api.route(
    { method: "get", paths: ["/chiso"], tag: "Funds data", access: "public", summary: "Index closes, newest first, paged; from/to limit the days.", query: indexQuery, response: listBody(indexRecord) },
    async ({ query, c }) => listIndices(c.var.deps, query),
  );
  api.route(
    { method: "get", paths: ["/chiso/:id"], tag: "Funds data", access: "public", summary: "One index record.", params: idParams, response: successBody(indexRecord), errors: ["NOT_FOUND"] },
    async ({ params, c }) => ({ data: await indexById(c.var.deps, params.id) }),
  );
  api.route(
    { method: "post", paths: ["/chiso"], tag: "Funds data", access: administrators, summary: `Add an index record. ${indexFields} Audited.`, body: indexInput, response: successBody(indexRecord), status: 201, errors: ["CONFLICT"] },
    async ({ body, user, c }) => ({ data: await createIndex(c.var.deps, user, body), messageKey: "fundsData.saved" }),
  );
  api.route(
    { method: "put", paths: ["/chiso/:id"], tag: "Funds data", access: administrators, summary: `Replace an index record. ${indexFields} Audited.`, params: idParams, body: indexInput, response: successBody(indexRecord), errors: ["NOT_FOUND", "CONFLICT"] },
    async ({ params, body, user, c }) => ({ data: await editIndex(c.var.deps, user, params.id, body), messageKey: "fundsData.saved" }),
  );
  api.route(
    { method: "delete", paths: ["/chiso/:id"], tag: "Funds data", access: administrators, summary: "Delete an index record (the audit trail keeps it).", params: idParams, response: successBody(deleted), errors: ["NOT_FOUND"] },
    async ({ params, user, c }) => ({ data: await removeIndex(c.var.deps, user, params.id), messageKey: "fundsData.deleted" }),
  );

  const originFields = "taisan (asset), khoiluong (quantity, up to 4 decimals), giadvdt (unit price VND, up to 2 decimals), date (the set it belongs to), type 0 TSTT / 1 TSBV, sort. value_vnd = floor(khoiluong × giadvdt).";
  api.route(
    { method: "get", paths: ["/xuatxu"], tag: "Funds data", access: administrators, summary: "Origin rows of every date, newest first, paged; type filters the fund.", query: originQuery, response: listBody(originRecord) },
    async ({ query, c }) => listOrigins(c.var.deps, query),
  );
  api.route(
    { method: "get", paths: ["/xuatxu/:id"], tag: "Funds data", access: administrators, summary: "One origin row.", params: idParams, response: successBody(originRecord), errors: ["NOT_FOUND"] },
    async ({ params, c }) => ({ data: await originById(c.var.deps, params.id) }),
  );
  api.route(
    { method: "post", paths: ["/xuatxu"], tag: "Funds data", access: administrators, summary: `Add an origin row. ${originFields} Audited.`, body: originInput, response: successBody(originRecord), status: 201 },
    async ({ body, user, c }) => ({ data: await createOrigin(c.var.deps, user, body), messageKey: "fundsData.saved" }),
  );
  api.route(
    { method: "put", paths: ["/xuatxu/:id"], tag: "Funds data", access: administrators, summary: `Replace an origin row. ${originFields} Audited.`, params: idParams, body: originInput, response: successBody(originRecord), errors: ["NOT_FOUND"] },
    async ({ params, body, user, c }) => ({ data: await editOrigin(c.var.deps, user, params.id, body), messageKey: "fundsData.saved" }),
  );
  api.route(
    { method: "delete", paths: ["/xuatxu/:id"], tag: "Funds data", access: administrators, summary: "Delete an origin row (the audit trail keeps it).", params: idParams, response: successBody(deleted), errors: ["NOT_FOUND"] },
    async ({ params, user, c }) => ({ data: await removeOrigin(c.var.deps, user, params.id), messageKey: "fundsData.deleted" }),
  );
  api.route(
    { method: "get", paths: ["/listxuatxu"], tag: "Funds data", access: "public", summary: "Every origin row of a fund (type 0/1), newest set first, with the total in VND.", query: originTypeQuery, response: successBody(originSet) },
    async ({ query, c }) => ({ data: await allOrigins(c.var.deps, query.type) }),
  );
  api.route(
    { method: "get", paths: ["/newxuatxu"], tag: "Funds data", access: "public", summary: "The latest origin set of a fund (the rows of its latest date) with the total in VND.", query: originTypeQuery, response: successBody(originSet) },
    async ({ query, c }) => ({ data: await latestOrigins(c.var.deps, query.type) }),
  );

  api.route(
    {
      method: "get",
      paths: ["/service/:key"],
      tag: "Funds data",
      access: "public",
      summary: "A fund's overview page by type (0/1) or name (tstt/tsbv), in the reader's language; empty texts until written.",
      params: serviceParams,
      response: successBody(overview),
    },
    async ({ params, c }) => ({ data: await overviewOf(c.var.deps, params.key, c.var.locale) }),
  );
  api.route(
    {
      method: "put",
      paths: ["/service/:key"],
      tag: "Funds data",
      access: administrators,
      summary: "Write a fund's overview (loai 0/1 or tstt/tsbv): title_vi and body_vi required, English optional; bodies sanitised. Audited.",
      params: serviceParams,
      body: overviewInput,
      response: successBody(overview),
    },
    async ({ params, body, user, c }) => ({ data: await saveOverview(c.var.deps, user, params.key, body, c.var.locale), messageKey: "fundsData.saved" }),
  );
}


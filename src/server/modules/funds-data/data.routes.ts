import {
  deleteChisoId,
  deleteXuatxuId,
  getChiso,
  getChisoId,
  getListxuatxu,
  getNewxuatxu,
  getServiceKey,
  getXuatxu,
  getXuatxuId,
  postChiso,
  postXuatxu,
  putChisoId,
  putServiceKey,
  putXuatxuId,
} from "#contracts/funds-data.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { createIndex, editIndex, indexById, listIndices, removeIndex } from "./indices.service.ts";
import { allOrigins, createOrigin, editOrigin, latestOrigins, listOrigins, originById, removeOrigin } from "./origins.service.ts";
import { overviewOf, saveOverview } from "./overviews.service.ts";

/** Spec §7 "Index (chiso)", "Origin (xuatxu)" and "Service dashboard" (docs/funds-data.md). */
export function fundsDataRoutes(api: ApiRouter) {
  api.handle(getChiso, async ({ query, c }) => listIndices(c.var.deps, query));
  api.handle(getChisoId, async ({ params, c }) => ({ data: await indexById(c.var.deps, params.id) }));
  api.handle(postChiso, async ({ body, user, c }) => ({ data: await createIndex(c.var.deps, user, body), messageKey: "fundsData.saved" }));
  api.handle(putChisoId, async ({ params, body, user, c }) => ({ data: await editIndex(c.var.deps, user, params.id, body), messageKey: "fundsData.saved" }));
  api.handle(deleteChisoId, async ({ params, user, c }) => ({ data: await removeIndex(c.var.deps, user, params.id), messageKey: "fundsData.deleted" }));

  api.handle(getXuatxu, async ({ query, c }) => listOrigins(c.var.deps, query));
  api.handle(getXuatxuId, async ({ params, c }) => ({ data: await originById(c.var.deps, params.id) }));
  api.handle(postXuatxu, async ({ body, user, c }) => ({ data: await createOrigin(c.var.deps, user, body), messageKey: "fundsData.saved" }));
  api.handle(putXuatxuId, async ({ params, body, user, c }) => ({ data: await editOrigin(c.var.deps, user, params.id, body), messageKey: "fundsData.saved" }));
  api.handle(deleteXuatxuId, async ({ params, user, c }) => ({ data: await removeOrigin(c.var.deps, user, params.id), messageKey: "fundsData.deleted" }));
  api.handle(getListxuatxu, async ({ query, c }) => ({ data: await allOrigins(c.var.deps, query.type) }));
  api.handle(getNewxuatxu, async ({ query, c }) => ({ data: await latestOrigins(c.var.deps, query.type) }));

  api.handle(getServiceKey, async ({ params, c }) => ({ data: await overviewOf(c.var.deps, params.key, c.var.locale) }));
  api.handle(putServiceKey, async ({ params, body, user, c }) => ({
    data: await saveOverview(c.var.deps, user, params.key, body, c.var.locale),
    messageKey: "fundsData.saved",
  }));
}

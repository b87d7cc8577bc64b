import { deleteHieuquaId, getHieuqua, getHieuquaId, postHieuqua, putHieuquaId } from "#contracts/funds.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { createNav, editNav, navList, navRecordOf, removeNav } from "./nav.service.ts";

/** NAV per unit per fund and date (the spec's performance records): the price every order is dealt at. */
export function navRoutes(api: ApiRouter) {
  api.handle(getHieuqua, async ({ query, c }) => navList(c.var.deps, query));
  api.handle(postHieuqua, async ({ body, user, c }) => ({ data: await createNav(c.var.deps, user.id, body), messageKey: "funds.nav.saved" }));
  api.handle(getHieuquaId, async ({ params, c }) => ({ data: await navRecordOf(c.var.deps, params.id) }));
  api.handle(putHieuquaId, async ({ params, body, user, c }) => ({ data: await editNav(c.var.deps, user.id, params.id, body), messageKey: "funds.nav.saved" }));
  api.handle(deleteHieuquaId, async ({ params, user, c }) => ({ data: await removeNav(c.var.deps, user.id, params.id), messageKey: "funds.nav.deleted" }));
}

import { navDeleted, navInput, navList, navQuery, navRecord } from "#contracts/funds.ts";
import { successBody } from "#contracts/envelope.ts";
import { idParams } from "#contracts/path-params.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { createNav, editNav, navList as listNavRecords, navRecordOf, removeNav } from "./nav.service.ts";

const administrators = ["administrator"] as const;
const tag = "Funds: NAV (hieuqua)";

/** NAV per unit per fund and date (the spec's performance records): the price every order is dealt at. */
export function navRoutes(api: ApiRouter) {
  api.route(
    {
      method: "get",
      paths: ["/hieuqua"],
      tag,
      access: administrators,
      // The same records the public fund pages chart: the paged list with is_admin=0, or all of them with chart=1.
      publicWith: [{ chart: "1" }, { is_admin: "0" }],
      summary:
        "A fund's NAV records (loai 0 TSTT, 1 TSBV), newest first, paged (limit 40). The administrators' list is the default (is_admin=1); anyone may read the paged list with is_admin=0, or every record with chart=1 (with sort=date_create&order=ASC, in date order, for the charts).",
      query: navQuery,
      response: navList,
    },
    async ({ query, c }) => listNavRecords(c.var.deps, query),
  );
  api.route(
    {
      method: "post",
      paths: ["/hieuqua"],
      tag,
      access: administrators,
      summary: "Publish a NAV (giatri1: VND per unit with two decimals, as text; giatri2: total net assets, VND; giatri3: VN-Index close). Never dated after today (Vietnam). Approved orders it prices are allocated by a durable job.",
      body: navInput,
      response: successBody(navRecord),
      status: 201,
      errors: ["CONFLICT", "UNPROCESSABLE"],
    },
    async ({ body, user, c }) => ({ data: await createNav(c.var.deps, user.id, body), messageKey: "funds.nav.saved" }),
  );
  api.route(
    { method: "get", paths: ["/hieuqua/:id"], tag, access: administrators, summary: "One NAV record, with how many orders it priced.", params: idParams, response: successBody(navRecord), errors: ["NOT_FOUND"] },
    async ({ params, c }) => ({ data: await navRecordOf(c.var.deps, params.id) }),
  );
  api.route(
    {
      method: "put",
      paths: ["/hieuqua/:id"],
      tag,
      access: administrators,
      summary: "Correct a NAV record that has priced no order yet; one that has is refused (409): see docs/funds.md for how a correction is made then.",
      params: idParams,
      body: navInput,
      response: successBody(navRecord),
      errors: ["NOT_FOUND", "CONFLICT", "UNPROCESSABLE"],
    },
    async ({ params, body, user, c }) => ({ data: await editNav(c.var.deps, user.id, params.id, body), messageKey: "funds.nav.saved" }),
  );
  api.route(
    { method: "delete", paths: ["/hieuqua/:id"], tag, access: administrators, summary: "Delete a NAV record that has priced no order (else 409).", params: idParams, response: successBody(navDeleted), errors: ["NOT_FOUND", "CONFLICT"] },
    async ({ params, user, c }) => ({ data: await removeNav(c.var.deps, user.id, params.id), messageKey: "funds.nav.deleted" }),
  );
}

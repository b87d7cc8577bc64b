import { z } from "zod";
import { listBody, successBody } from "#contracts/envelope.ts";
import { deleted, investmentCategory, investmentInput, investmentItem, investmentQuery, investmentUpdate, originTypeQuery, portfolio } from "#contracts/funds-data.ts";
import { idParams } from "#contracts/path-params.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { categoriesIn, createInvestment, investmentById, listInvestments, portfolioOf, removeInvestment, updateInvestment } from "./investments.service.ts";

const administrators = ["administrator"] as const;

/** Spec §7 "Investment list": the funds' portfolio items (docs/funds-data.md). */
export function investmentRoutes(api: ApiRouter) {
  const fields = "loai (0/1), cate_id (a category of /inveslist/listcate), title_vi, title_en, weight (percent of NAV, > 0 and <= 100, at most 2 decimals), sort.";
  // Before /inveslist/:id, so "listcate" is never read as an id.
  api.route(
    { method: "get", paths: ["/inveslist/listcate"], tag: "Funds data", access: "public", summary: "The categories of portfolio items (asset classes), in the reader's language.", response: successBody(z.array(investmentCategory)) },
    async ({ c }) => ({ data: categoriesIn(c.var.locale) }),
  );
  api.route(
    { method: "get", paths: ["/inveslist/portfolio"], tag: "Funds data", access: "public", summary: "A fund's portfolio page (type 0/1): the intro from the setting danhmucdttstt or danhmucdttsbv, the shown items and their total weight.", query: originTypeQuery, response: successBody(portfolio) },
    async ({ query, c }) => ({ data: await portfolioOf(c.var.deps, query.type, c.var.locale) }),
  );
  api.route(
    {
      method: "get",
      paths: ["/inveslist"],
      tag: "Funds data",
      access: "public",
      summary: "Portfolio items by fund (loai) and category (cate_id), paged; type=all includes hidden items (administrators only, else 403).",
      query: investmentQuery,
      response: listBody(investmentItem),
      errors: ["FORBIDDEN"],
    },
    async ({ query, user, c }) => listInvestments(c.var.deps, query, user?.role === "administrator", c.var.locale),
  );
  api.route(
    { method: "get", paths: ["/inveslist/:id"], tag: "Funds data", access: "public", summary: "One item; a hidden one only for administrators.", params: idParams, response: successBody(investmentItem), errors: ["NOT_FOUND"] },
    async ({ params, user, c }) => ({ data: await investmentById(c.var.deps, params.id, user?.role === "administrator", c.var.locale) }),
  );
  api.route(
    { method: "post", paths: ["/inveslist"], tag: "Funds data", access: administrators, summary: `Add a shown item. ${fields} Audited.`, body: investmentInput, response: successBody(investmentItem), status: 201 },
    async ({ body, user, c }) => ({ data: await createInvestment(c.var.deps, user, body, c.var.locale), messageKey: "fundsData.saved" }),
  );
  api.route(
    {
      method: "post",
      paths: ["/inveslist/:id"],
      tag: "Funds data",
      access: administrators,
      summary: `Show (ctrl=1) or hide (ctrl=0) an item with ctrl alone, or replace it: ${fields} Audited.`,
      params: idParams,
      body: investmentUpdate,
      response: successBody(investmentItem),
      errors: ["NOT_FOUND"],
    },
    async ({ params, body, user, c }) => ({ data: await updateInvestment(c.var.deps, user, params.id, body, c.var.locale), messageKey: "fundsData.saved" }),
  );
  api.route(
    { method: "delete", paths: ["/inveslist/:id"], tag: "Funds data", access: administrators, summary: "Delete an item (the audit trail keeps it).", params: idParams, response: successBody(deleted), errors: ["NOT_FOUND"] },
    async ({ params, user, c }) => ({ data: await removeInvestment(c.var.deps, user, params.id), messageKey: "fundsData.deleted" }),
  );
}

import {
  deleteInveslistId,
  getInveslist,
  getInveslistId,
  getInveslistListcate,
  getInveslistPortfolio,
  postInveslist,
  postInveslistId,
} from "#contracts/funds-data.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { categoriesIn, createInvestment, investmentById, listInvestments, portfolioOf, removeInvestment, updateInvestment } from "./investments.service.ts";

/** Spec §7 "Investment list": the funds' portfolio items (docs/funds-data.md). */
export function investmentRoutes(api: ApiRouter) {
  // Before /inveslist/:id, so "listcate" is never read as an id.
  api.handle(getInveslistListcate, async ({ c }) => ({ data: categoriesIn(c.var.locale) }));
  api.handle(getInveslistPortfolio, async ({ query, c }) => ({ data: await portfolioOf(c.var.deps, query.type, c.var.locale) }));
  api.handle(getInveslist, async ({ query, user, c }) => listInvestments(c.var.deps, query, user?.role === "administrator", c.var.locale));
  api.handle(getInveslistId, async ({ params, user, c }) => ({
    data: await investmentById(c.var.deps, params.id, user?.role === "administrator", c.var.locale),
  }));
  api.handle(postInveslist, async ({ body, user, c }) => ({
    data: await createInvestment(c.var.deps, user, body, c.var.locale),
    messageKey: "fundsData.saved",
  }));
  api.handle(postInveslistId, async ({ params, body, user, c }) => ({
    data: await updateInvestment(c.var.deps, user, params.id, body, c.var.locale),
    messageKey: "fundsData.saved",
  }));
  api.handle(deleteInveslistId, async ({ params, user, c }) => ({
    data: await removeInvestment(c.var.deps, user, params.id),
    messageKey: "fundsData.deleted",
  }));
}

import { getAdminPages, getAdminPagesId, getPagesSection, getPagesSectionSlug, postAdminPages, postAdminPagesId } from "#contracts/pages.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { adminPageById, adminPages, createPage, editPage, getPublishedPage, listPages } from "./pages.service.ts";

export function pagesRoutes(api: ApiRouter) {
  api.handle(getPagesSection, async ({ params, c }) => ({ data: await listPages(c.var.deps, params.section, c.var.locale) }));
  api.handle(getPagesSectionSlug, async ({ params, c }) => ({ data: await getPublishedPage(c.var.deps, params.section, params.slug, c.var.locale) }));
  api.handle(getAdminPages, async ({ c }) => ({ data: await adminPages(c.var.deps) }));
  api.handle(getAdminPagesId, async ({ params, c }) => ({ data: await adminPageById(c.var.deps, params.id) }));
  api.handle(postAdminPages, async ({ body, user, c }) => ({ data: await createPage(c.var.deps, user, body), messageKey: "pages.created" }));
  api.handle(postAdminPagesId, async ({ params, body, user, c }) => ({ data: await editPage(c.var.deps, user, params.id, body), messageKey: "pages.updated" }));
}

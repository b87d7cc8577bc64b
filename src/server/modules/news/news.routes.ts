import {
  deleteNewscatId,
  deleteNewsId,
  getAdminNews,
  getAdminNewscat,
  getAdminNewsId,
  getNews,
  getNewscat,
  getNewsId,
  postNews,
  postNewscat,
  postNewscatId,
  postNewsId,
} from "#contracts/news.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import {
  adminCategories,
  adminNewsItem,
  adminNewsList as listForAdmin,
  article,
  categories,
  createCategory,
  createNews,
  editCategory,
  editNews,
  publishedNews,
  removeCategory,
  removeNews,
} from "./news.service.ts";

export function newsRoutes(api: ApiRouter) {
  api.handle(getNewscat, async ({ c }) => ({ data: await c.var.deps.publicCache.memo(`newscat:${c.var.locale}`, () => categories(c.var.deps, c.var.locale)) }));
  api.handle(getNews, async ({ query, c }) => publishedNews(c.var.deps, query, c.var.locale));
  api.handle(getNewsId, async ({ params, c }) => ({ data: await article(c.var.deps, params.id, c.var.locale) }));

  api.handle(postNews, async ({ body, user, c }) => ({ data: await createNews(c.var.deps, user, body), messageKey: "news.created" }));
  api.handle(postNewsId, async ({ params, body, user, c }) => ({ data: await editNews(c.var.deps, user, params.id, body), messageKey: "news.updated" }));
  api.handle(deleteNewsId, async ({ params, user, c }) => ({ data: await removeNews(c.var.deps, user, params.id), messageKey: "news.deleted" }));
  api.handle(getAdminNews, async ({ query, c }) => listForAdmin(c.var.deps, query));
  api.handle(getAdminNewsId, async ({ params, c }) => ({ data: await adminNewsItem(c.var.deps, params.id) }));

  api.handle(getAdminNewscat, async ({ c }) => ({ data: await adminCategories(c.var.deps) }));
  api.handle(postNewscat, async ({ body, user, c }) => ({ data: await createCategory(c.var.deps, user, body), messageKey: "news.categoryCreated" }));
  api.handle(postNewscatId, async ({ params, body, user, c }) => ({
    data: await editCategory(c.var.deps, user, params.id, body),
    messageKey: "news.categoryUpdated",
  }));
  api.handle(deleteNewscatId, async ({ params, user, c }) => ({ data: await removeCategory(c.var.deps, user, params.id), messageKey: "news.categoryDeleted" }));
}

import { z } from "zod";
import { listBody, successBody } from "#contracts/envelope.ts";
import { idParams } from "#contracts/path-params.ts";
import {
  adminNews,
  adminNewsCategory,
  adminNewsList,
  adminNewsQuery,
  newsArticle,
  newsCategory,
  newsCategoryInput,
  newsDeleted,
  newsInput,
  newsListQuery,
  newsSummary,
} from "#contracts/news.ts";
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

const administrators = ["administrator"] as const;

export function newsRoutes(api: ApiRouter) {
  api.route(
    { method: "get", paths: ["/newscat"], tag: "News", access: "public", summary: "News categories in display order.", response: successBody(z.array(newsCategory)), sharedWhenAnonymous: true },
    async ({ c }) => ({ data: await c.var.deps.publicCache.memo(`newscat:${c.var.locale}`, () => categories(c.var.deps, c.var.locale)) }),
  );
  api.route(
    {
      method: "get",
      paths: ["/news"],
      tag: "News", access: "public",
      summary: "Published news, newest first; filter by category (cid) and hot flag, leave one out (exclude); paged.",
      sharedWhenAnonymous: true,
      query: newsListQuery,
      response: listBody(newsSummary),
    },
    async ({ query, c }) => publishedNews(c.var.deps, query, c.var.locale),
  );
  api.route(
    { method: "get", paths: ["/news/:id"], tag: "News", access: "public", summary: "One published article.", params: idParams, response: successBody(newsArticle), errors: ["NOT_FOUND"], sharedWhenAnonymous: true },
    async ({ params, c }) => ({ data: await article(c.var.deps, params.id, c.var.locale) }),
  );

  const writeSummary =
    "Vietnamese title, summary and body are required; English is optional (title and body together). Bodies are sanitised (editor markup only). publish=false keeps a draft; publish with a future published_at schedules it.";
  api.route(
    { method: "post", paths: ["/news"], tag: "News", access: administrators, summary: `Create an article. ${writeSummary}`, body: newsInput, response: successBody(adminNews), status: 201, errors: ["UNPROCESSABLE"] },
    async ({ body, user, c }) => ({ data: await createNews(c.var.deps, user, body), messageKey: "news.created" }),
  );
  api.route(
    { method: "post", paths: ["/news/:id"], tag: "News", access: administrators, summary: `Replace an article. ${writeSummary}`, body: newsInput, params: idParams, response: successBody(adminNews), errors: ["NOT_FOUND", "UNPROCESSABLE"] },
    async ({ params, body, user, c }) => ({ data: await editNews(c.var.deps, user, params.id, body), messageKey: "news.updated" }),
  );
  api.route(
    { method: "delete", paths: ["/news/:id"], tag: "News", access: administrators, summary: "Delete an article (the audit trail keeps what it was).", params: idParams, response: successBody(newsDeleted), errors: ["NOT_FOUND"] },
    async ({ params, user, c }) => ({ data: await removeNews(c.var.deps, user, params.id), messageKey: "news.deleted" }),
  );
  api.route(
    {
      method: "get",
      paths: ["/admin/news"],
      tag: "News",
      access: administrators,
      summary: "Every article with its state (draft, scheduled, published), drafts and scheduled first; filter by category and state; paged.",
      query: adminNewsQuery,
      response: adminNewsList,
    },
    async ({ query, c }) => listForAdmin(c.var.deps, query),
  );
  api.route(
    { method: "get", paths: ["/admin/news/:id"], tag: "News", access: administrators, summary: "One article in both languages, whatever its state.", params: idParams, response: successBody(adminNews), errors: ["NOT_FOUND"] },
    async ({ params, c }) => ({ data: await adminNewsItem(c.var.deps, params.id) }),
  );

  api.route(
    { method: "get", paths: ["/admin/newscat"], tag: "News", access: administrators, summary: "Categories in both languages, with their number of articles.", response: successBody(z.array(adminNewsCategory)) },
    async ({ c }) => ({ data: await adminCategories(c.var.deps) }),
  );
  api.route(
    { method: "post", paths: ["/newscat"], tag: "News", access: administrators, summary: "Create a category.", body: newsCategoryInput, response: successBody(adminNewsCategory), status: 201, errors: ["CONFLICT"] },
    async ({ body, user, c }) => ({ data: await createCategory(c.var.deps, user, body), messageKey: "news.categoryCreated" }),
  );
  api.route(
    { method: "post", paths: ["/newscat/:id"], tag: "News", access: administrators, summary: "Rename or reorder a category.", body: newsCategoryInput, params: idParams, response: successBody(adminNewsCategory), errors: ["NOT_FOUND", "CONFLICT"] },
    async ({ params, body, user, c }) => ({ data: await editCategory(c.var.deps, user, params.id, body), messageKey: "news.categoryUpdated" }),
  );
  api.route(
    { method: "delete", paths: ["/newscat/:id"], tag: "News", access: administrators, summary: "Delete a category that has no articles.", params: idParams, response: successBody(newsDeleted), errors: ["NOT_FOUND", "CONFLICT"] },
    async ({ params, user, c }) => ({ data: await removeCategory(c.var.deps, user, params.id), messageKey: "news.categoryDeleted" }),
  );
}

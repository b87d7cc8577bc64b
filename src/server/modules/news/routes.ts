import { z } from "zod";
import { listBody, successBody } from "#contracts/envelope.ts";
import { newsArticle, newsCategory, newsListQuery, newsSummary } from "#contracts/news.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { ApiError } from "#server/http/errors.ts";
import { article, categories, publishedNews } from "./service.ts";

const idParam = z.coerce.number().int().positive();

export function newsRoutes(api: ApiRouter) {
  api.route(
    { method: "get", paths: ["/newscat"], tag: "News", access: "public", summary: "News categories in display order.", response: successBody(z.array(newsCategory)) },
    async ({ c }) => ({ data: await categories(c.var.deps, c.var.locale) }),
  );
  api.route(
    {
      method: "get",
      paths: ["/news"],
      tag: "News", access: "public",
      summary: "Published news, newest first; filter by category (cid) and hot flag; paged.",
      query: newsListQuery,
      response: listBody(newsSummary),
    },
    async ({ query, c }) => c.json(await publishedNews(c.var.deps, query, c.var.locale)),
  );
  api.route(
    { method: "get", paths: ["/news/:id"], tag: "News", access: "public", summary: "One published article.", response: successBody(newsArticle), errors: ["NOT_FOUND"] },
    async ({ c }) => {
      const id = idParam.safeParse(c.req.param("id"));
      if (!id.success) throw new ApiError("NOT_FOUND");
      return { data: await article(c.var.deps, id.data, c.var.locale) };
    },
  );
}

import { listBody, successBody } from "./envelope.ts";
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
} from "./news.ts";
import { defineOperation } from "./operation.ts";
import { idParams } from "./path-params.ts";
import { z } from "./zod.ts";

const visitors = { tag: "News", access: "public", sharedWhenAnonymous: true } as const;
const administrators = { tag: "News", access: ["administrator"] } as const;

export const getNewscat = defineOperation({
  ...visitors,
  method: "get",
  paths: ["/newscat"],
  summary: "News categories in display order.",
  response: successBody(z.array(newsCategory)),
});

export const getNews = defineOperation({
  ...visitors,
  method: "get",
  paths: ["/news"],
  summary: "Published news, newest first; filter by category (cid) and hot flag, leave one out (exclude); paged.",
  query: newsListQuery,
  response: listBody(newsSummary),
});

export const getNewsId = defineOperation({
  ...visitors,
  method: "get",
  paths: ["/news/:id"],
  summary: "One published article.",
  params: idParams,
  response: successBody(newsArticle),
  errors: ["NOT_FOUND"],
});

const writeSummary =
  "Vietnamese title, summary and body are required; English is optional (title and body together). Bodies are sanitised (editor markup only). publish=false keeps a draft; publish with a future published_at schedules it.";

export const postNews = defineOperation({
  ...administrators,
  method: "post",
  paths: ["/news"],
  summary: `Create an article. ${writeSummary}`,
  body: newsInput,
  response: successBody(adminNews),
  status: 201,
  errors: ["UNPROCESSABLE"],
});

export const postNewsId = defineOperation({
  ...administrators,
  method: "post",
  paths: ["/news/:id"],
  summary: `Replace an article. ${writeSummary}`,
  body: newsInput,
  params: idParams,
  response: successBody(adminNews),
  errors: ["NOT_FOUND", "UNPROCESSABLE"],
});

export const deleteNewsId = defineOperation({
  ...administrators,
  method: "delete",
  paths: ["/news/:id"],
  summary: "Delete an article (the audit trail keeps what it was).",
  params: idParams,
  response: successBody(newsDeleted),
  errors: ["NOT_FOUND"],
});

export const getAdminNews = defineOperation({
  ...administrators,
  method: "get",
  paths: ["/admin/news"],
  summary: "Every article with its state (draft, scheduled, published), drafts and scheduled first; filter by category and state; paged.",
  query: adminNewsQuery,
  response: adminNewsList,
});

export const getAdminNewsId = defineOperation({
  ...administrators,
  method: "get",
  paths: ["/admin/news/:id"],
  summary: "One article in both languages, whatever its state.",
  params: idParams,
  response: successBody(adminNews),
  errors: ["NOT_FOUND"],
});

export const getAdminNewscat = defineOperation({
  ...administrators,
  method: "get",
  paths: ["/admin/newscat"],
  summary: "Categories in both languages, with their number of articles.",
  response: successBody(z.array(adminNewsCategory)),
});

export const postNewscat = defineOperation({
  ...administrators,
  method: "post",
  paths: ["/newscat"],
  summary: "Create a category.",
  body: newsCategoryInput,
  response: successBody(adminNewsCategory),
  status: 201,
  errors: ["CONFLICT"],
});

export const postNewscatId = defineOperation({
  ...administrators,
  method: "post",
  paths: ["/newscat/:id"],
  summary: "Rename or reorder a category.",
  body: newsCategoryInput,
  params: idParams,
  response: successBody(adminNewsCategory),
  errors: ["NOT_FOUND", "CONFLICT"],
});

export const deleteNewscatId = defineOperation({
  ...administrators,
  method: "delete",
  paths: ["/newscat/:id"],
  summary: "Delete a category that has no articles.",
  params: idParams,
  response: successBody(newsDeleted),
  errors: ["NOT_FOUND", "CONFLICT"],
});

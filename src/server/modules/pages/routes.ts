import { z } from "zod";
import { successBody } from "#contracts/envelope.ts";
import { page, pageSections, pageSummary } from "#contracts/pages.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { ApiError } from "#server/http/errors.ts";
import { getPublishedPage, listPages } from "./service.ts";

const sectionParam = z.enum(pageSections);

export function pagesRoutes(api: ApiRouter) {
  api.route(
    {
      method: "get",
      paths: ["/pages/:section"],
      tag: "Pages",
      access: "public",
      summary: "Published pages of a section (introduce, service or contest), newest first.",
      response: successBody(z.array(pageSummary)),
      errors: ["NOT_FOUND"],
    },
    async ({ c }) => {
      const section = sectionParam.safeParse(c.req.param("section"));
      if (!section.success) throw new ApiError("NOT_FOUND");
      return { data: await listPages(c.var.deps, section.data, c.var.locale) };
    },
  );
  api.route(
    {
      method: "get",
      paths: ["/pages/:section/:slug"],
      tag: "Pages",
      access: "public",
      summary: "One published page in the request's language (Vietnamese text, marked untranslated, when English is missing).",
      response: successBody(page),
      errors: ["NOT_FOUND", "NOT_PUBLISHED"],
    },
    async ({ c }) => {
      const section = sectionParam.safeParse(c.req.param("section"));
      if (!section.success) throw new ApiError("NOT_FOUND");
      return { data: await getPublishedPage(c.var.deps, section.data, c.req.param("slug") ?? "", c.var.locale) };
    },
  );
}

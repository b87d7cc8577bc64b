import { z } from "zod";
import { successBody } from "#contracts/envelope.ts";
import { adminPage, adminPageSummary, page, pageCreateInput, pageInput, pageSections, pageSummary } from "#contracts/pages.ts";
import type { ApiRouter, AppContext } from "#server/http/api.ts";
import { ApiError } from "#server/http/errors.ts";
import { adminPageById, adminPages, createPage, editPage, getPublishedPage, listPages } from "./service.ts";

const sectionParam = z.enum(pageSections);
const idParam = z.coerce.number().int().positive().max(2_147_483_647);
const administrators = ["administrator"] as const;

function pageId(c: AppContext): number {
  const id = idParam.safeParse(c.req.param("id"));
  if (!id.success) throw new ApiError("NOT_FOUND");
  return id.data;
}

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

  api.route(
    { method: "get", paths: ["/admin/pages"], tag: "Pages", access: administrators, summary: "Every content page, published or not, by section; translated says whether the English text exists.", response: successBody(z.array(adminPageSummary)) },
    async ({ c }) => ({ data: await adminPages(c.var.deps) }),
  );
  api.route(
    { method: "get", paths: ["/admin/pages/:id"], tag: "Pages", access: administrators, summary: "One content page in both languages (plain-text bodies as editor HTML).", response: successBody(adminPage), errors: ["NOT_FOUND"] },
    async ({ c }) => ({ data: await adminPageById(c.var.deps, pageId(c)) }),
  );
  api.route(
    {
      method: "post",
      paths: ["/admin/pages"],
      tag: "Pages",
      access: administrators,
      summary: "Create a page in a section at an address (slug) of its own; bodies are sanitised.",
      body: pageCreateInput,
      response: successBody(adminPage),
      status: 201,
      errors: ["CONFLICT"],
    },
    async ({ body, user, c }) => ({ data: await createPage(c.var.deps, user, body), messageKey: "pages.created" }),
  );
  api.route(
    {
      method: "post",
      paths: ["/admin/pages/:id"],
      tag: "Pages",
      access: administrators,
      summary: "Replace a page's titles and bodies (English optional: visitors then read Vietnamese with a note) and publish or withdraw it.",
      body: pageInput,
      response: successBody(adminPage),
      errors: ["NOT_FOUND"],
    },
    async ({ body, user, c }) => ({ data: await editPage(c.var.deps, user, pageId(c), body), messageKey: "pages.updated" }),
  );
}

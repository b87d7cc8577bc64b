import { z } from "zod";
import { successBody } from "#contracts/envelope.ts";
import { idParams } from "#contracts/path-params.ts";
import { adminPage, adminPageSummary, page, pageCreateInput, pageInput, pageSections, pageSummary } from "#contracts/pages.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { adminPageById, adminPages, createPage, editPage, getPublishedPage, listPages } from "./pages.service.ts";

const section = z.enum(pageSections, "validation.invalid.section");
const administrators = ["administrator"] as const;

export function pagesRoutes(api: ApiRouter) {
  api.route(
    {
      method: "get",
      paths: ["/pages/:section"],
      tag: "Pages",
      access: "public",
      summary: "Published pages of a section (introduce, service or contest), newest first.",
      sharedWhenAnonymous: true,
      params: z.object({ section }),
      response: successBody(z.array(pageSummary)),
    },
    async ({ params, c }) => ({ data: await listPages(c.var.deps, params.section, c.var.locale) }),
  );
  api.route(
    {
      method: "get",
      paths: ["/pages/:section/:slug"],
      tag: "Pages",
      access: "public",
      summary: "One published page in the request's language (Vietnamese text, marked untranslated, when English is missing).",
      sharedWhenAnonymous: true,
      params: z.object({ section, slug: z.string() }),
      response: successBody(page),
      errors: ["NOT_FOUND", "NOT_PUBLISHED"],
    },
    async ({ params, c }) => ({ data: await getPublishedPage(c.var.deps, params.section, params.slug, c.var.locale) }),
  );

  api.route(
    { method: "get", paths: ["/admin/pages"], tag: "Pages", access: administrators, summary: "Every content page, published or not, by section; translated says whether the English text exists.", response: successBody(z.array(adminPageSummary)) },
    async ({ c }) => ({ data: await adminPages(c.var.deps) }),
  );
  api.route(
    { method: "get", paths: ["/admin/pages/:id"], tag: "Pages", access: administrators, summary: "One content page in both languages (plain-text bodies as editor HTML).", params: idParams, response: successBody(adminPage), errors: ["NOT_FOUND"] },
    async ({ params, c }) => ({ data: await adminPageById(c.var.deps, params.id) }),
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
      params: idParams,
      response: successBody(adminPage),
      errors: ["NOT_FOUND"],
    },
    async ({ params, body, user, c }) => ({ data: await editPage(c.var.deps, user, params.id, body), messageKey: "pages.updated" }),
  );
}

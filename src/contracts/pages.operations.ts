import { successBody } from "./envelope.ts";
import { defineOperation } from "./operation.ts";
import { adminPage, adminPageSummary, page, pageCreateInput, pageInput, pageSections, pageSummary } from "./pages.ts";
import { idParams } from "./path-params.ts";
import { z } from "./zod.ts";

const section = z.enum(pageSections, "validation.invalid.section");
const administrators = ["administrator"] as const;

export const getPagesSection = defineOperation({
  method: "get",
  paths: ["/pages/:section"],
  tag: "Pages",
  access: "public",
  summary: "Published pages of a section (introduce, service or contest), newest first.",
  sharedWhenAnonymous: true,
  params: z.object({ section }),
  response: successBody(z.array(pageSummary)),
});

export const getPagesSectionSlug = defineOperation({
  method: "get",
  paths: ["/pages/:section/:slug"],
  tag: "Pages",
  access: "public",
  summary: "One published page in the request's language (Vietnamese text, marked untranslated, when English is missing).",
  sharedWhenAnonymous: true,
  params: z.object({ section, slug: z.string() }),
  response: successBody(page),
  errors: ["NOT_FOUND", "NOT_PUBLISHED"],
});

export const getAdminPages = defineOperation({
  method: "get",
  paths: ["/admin/pages"],
  tag: "Pages",
  access: administrators,
  summary: "Every content page, published or not, by section; translated says whether the English text exists.",
  response: successBody(z.array(adminPageSummary)),
});

export const getAdminPagesId = defineOperation({
  method: "get",
  paths: ["/admin/pages/:id"],
  tag: "Pages",
  access: administrators,
  summary: "One content page in both languages (plain-text bodies as editor HTML).",
  params: idParams,
  response: successBody(adminPage),
  errors: ["NOT_FOUND"],
});

export const postAdminPages = defineOperation({
  method: "post",
  paths: ["/admin/pages"],
  tag: "Pages",
  access: administrators,
  summary: "Create a page in a section at an address (slug) of its own; bodies are sanitised.",
  body: pageCreateInput,
  response: successBody(adminPage),
  status: 201,
  errors: ["CONFLICT"],
});

export const postAdminPagesId = defineOperation({
  method: "post",
  paths: ["/admin/pages/:id"],
  tag: "Pages",
  access: administrators,
  summary: "Replace a page's titles and bodies (English optional: visitors then read Vietnamese with a note) and publish or withdraw it.",
  body: pageInput,
  params: idParams,
  response: successBody(adminPage),
  errors: ["NOT_FOUND"],
});

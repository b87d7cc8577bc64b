import { personText } from "./person-text.ts";
import { z } from "./zod.ts";
import { checkbox, englishPair, optionalText } from "./form-fields.ts";

export const pageSections = ["introduce", "service", "contest"] as const;
export type PageSection = (typeof pageSections)[number];

/** A content page in the reader's language; `translated` is false when only the Vietnamese text exists. */
export const page = z.object({
  section: z.enum(pageSections),
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  translated: z.boolean(),
  published_at: z.string(),
  updated_at: z.string(),
});
export type Page = z.infer<typeof page>;

export const pageSummary = page.pick({ section: true, slug: true, title: true, published_at: true });
export type PageSummary = z.infer<typeof pageSummary>;

// ---- Administration -------------------------------------------------------------------------------------

/** A content page as an administrator writes it; English is optional (visitors then read Vietnamese, with a note). */
export const pageInput = z
  .object({
    title_vi: personText("pages.validation.title").min(1, "pages.validation.title").max(255, "pages.validation.titleTooLong"),
    title_en: optionalText(255, "pages.validation.titleTooLong"),
    body_vi: z.string({ error: "pages.validation.body" }).trim().min(1, "pages.validation.body").max(200_000, "pages.validation.bodyTooLong"),
    body_en: optionalText(200_000, "pages.validation.bodyTooLong"),
    published: checkbox.default(false),
  })
  .superRefine(englishPair("pages.validation.englishPair"));
export type PageInput = z.infer<typeof pageInput>;

/** A new page names its section and its address (lower-case letters, digits and hyphens). */
export const pageCreateInput = pageInput.safeExtend({
  section: z.enum(pageSections, { error: "pages.validation.section" }),
  slug: z
    .string({ error: "pages.validation.slug" })
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "pages.validation.slug")
    .max(120, "pages.validation.slug"),
});
export type PageCreateInput = z.infer<typeof pageCreateInput>;

export const adminPage = z.object({
  id: z.number().int(),
  section: z.enum(pageSections),
  slug: z.string(),
  title_vi: z.string(),
  title_en: z.string().nullable(),
  body_vi: z.string(),
  body_en: z.string().nullable(),
  /** False when the English title or body is missing: visitors in English then read Vietnamese. */
  translated: z.boolean(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type AdminPage = z.infer<typeof adminPage>;
export const adminPageSummary = adminPage.omit({ body_vi: true, body_en: true });
export type AdminPageSummary = z.infer<typeof adminPageSummary>;

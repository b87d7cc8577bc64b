import { z } from "./zod.ts";

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

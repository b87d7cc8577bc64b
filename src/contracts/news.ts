import { z } from "./zod.ts";

/** Texts are in the reader's language; `translated` is false when only Vietnamese exists. */
export const newsCategory = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), translated: z.boolean() });
export type NewsCategory = z.infer<typeof newsCategory>;

export const newsSummary = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  hot: z.boolean(),
  translated: z.boolean(),
  published_at: z.string(),
});
export type NewsSummary = z.infer<typeof newsSummary>;

export const newsArticle = newsSummary.extend({ body: z.string(), updated_at: z.string() });
export type NewsArticle = z.infer<typeof newsArticle>;

export const newsListQuery = z.object({
  cid: z.coerce.number().int().positive().optional(),
  hot: z.enum(["0", "1"]).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(12),
});

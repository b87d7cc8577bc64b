import { personText } from "./person-text.ts";
import { z } from "./zod.ts";
import { listBody } from "./envelope.ts";
import { blankToNull, checkbox, englishPair, optionalText } from "./form-fields.ts";
import { attachmentId, pictureSize } from "./rich-text.ts";

/** Texts are in the reader's language; `translated` is false when only Vietnamese exists. */
export const newsCategory = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), translated: z.boolean() });
export type NewsCategory = z.infer<typeof newsCategory>;

export const newsSummary = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The cover image's URL, or null. */
  cover_image: z.string().nullable(),
  /** The cover's size and responsive variants, or null (no cover, or one without variants yet). */
  cover_picture: pictureSize.nullable(),
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
  /** Leaves one article out (e.g. the one being read, when listing related articles). */
  exclude: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(12),
});

export * from "./news-paths.ts";

// ---- Administration -------------------------------------------------------------------------------------

/** Draft: never shown; scheduled: published_at in the future; published: visible to visitors. */
export const newsStates = ["draft", "scheduled", "published"] as const;
export type NewsState = (typeof newsStates)[number];

/** A news item as an administrator writes it: Vietnamese required, English optional, side by side. */
export const newsInput = z
  .object({
    category_id: z.coerce.number({ error: "news.validation.category" }).int().positive("news.validation.category"),
    title_vi: personText("news.validation.title").min(1, "news.validation.title").max(255, "news.validation.titleTooLong"),
    title_en: optionalText(255, "news.validation.titleTooLong"),
    summary_vi: personText("news.validation.summary").min(1, "news.validation.summary").max(1000, "news.validation.summaryTooLong"),
    summary_en: optionalText(1000, "news.validation.summaryTooLong"),
    body_vi: z.string({ error: "news.validation.body" }).trim().min(1, "news.validation.body").max(200_000, "news.validation.bodyTooLong"),
    body_en: optionalText(200_000, "news.validation.bodyTooLong"),
    cover_image: z.preprocess(blankToNull, attachmentId.nullable()).default(null),
    hot: checkbox.default(false),
    /** Publish now or later (published_at), or keep as a draft. */
    publish: checkbox.default(false),
    /** An instant with its offset (e.g. 2026-11-22T10:00:00+07:00); empty means "now" when publishing. */
    published_at: z.preprocess(blankToNull, z.iso.datetime({ offset: true, error: "news.validation.publishedAt" }).nullable()).default(null),
  })
  .superRefine(englishPair("news.validation.englishPair"));
export type NewsInput = z.infer<typeof newsInput>;

/** What administrators see: both languages, the state and the raw publish time. */
export const adminNews = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  slug: z.string(),
  title_vi: z.string(),
  title_en: z.string().nullable(),
  summary_vi: z.string(),
  summary_en: z.string().nullable(),
  body_vi: z.string(),
  body_en: z.string().nullable(),
  cover_image: z.string().nullable(),
  hot: z.boolean(),
  state: z.enum(newsStates),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminNews = z.infer<typeof adminNews>;

export const adminNewsSummary = adminNews.omit({ body_vi: true, body_en: true, summary_vi: true, summary_en: true }).extend({ translated: z.boolean() });
export const adminNewsList = listBody(adminNewsSummary);
export type AdminNewsSummary = z.infer<typeof adminNewsSummary>;

export const adminNewsQuery = z.object({
  cid: z.coerce.number().int().positive().optional(),
  state: z.enum(newsStates).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const newsDeleted = z.object({ id: z.number().int() });

/** A category in both languages (administrators). */
export const newsCategoryInput = z.object({
  name_vi: personText("news.validation.categoryName").min(1, "news.validation.categoryName").max(120, "news.validation.categoryNameTooLong"),
  name_en: optionalText(120, "news.validation.categoryNameTooLong"),
  position: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type NewsCategoryInput = z.infer<typeof newsCategoryInput>;
export const adminNewsCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_vi: z.string(),
  name_en: z.string().nullable(),
  position: z.number().int(),
  news: z.number().int(),
});
export type AdminNewsCategory = z.infer<typeof adminNewsCategory>;

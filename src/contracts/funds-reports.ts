import { calendarDay, fundType } from "./funds-data.ts";
import { personText } from "./person-text.ts";
import { z } from "./zod.ts";

/**
 * Fund reports (`reports`, docs/funds-data.md; spec dashboard-and-funds §2, §3, §7): investment reports
 * (`bao-cao-dau-tu`) and portfolio-NAV reports (`bao-cao-danh-muc-nav`) of each fund, each with one PDF.
 */

/** The report categories (`GET /reportscate`, the spec's catID): a fixed list, one per admin group. */
export const reportCategories = [
  { id: 1, key: "investment", slug: "bao-cao-dau-tu" },
  { id: 2, key: "portfolioNav", slug: "bao-cao-danh-muc-nav" },
] as const;
export type ReportCategoryKey = (typeof reportCategories)[number]["key"];
const categoryIds = reportCategories.map((category) => category.id) as number[];
const catId = z.coerce
  .number("fundsReports.validation.category")
  .int("fundsReports.validation.category")
  .refine((id) => categoryIds.includes(id), "fundsReports.validation.category");

/** A report's PDF: at most 20 MB, read no further. */
export const REPORT_PDF_MAX_BYTES = 20 * 1024 * 1024;

export const reportCategory = z.object({ id: z.number().int(), key: z.string(), slug: z.string(), name: z.string() });

/** The text fields of the multipart form of `POST /reports` and `POST /reports/{id}`. */
export const reportInput = z.object({
  catID: catId,
  loai: fundType,
  title_vi: personText("fundsReports.validation.title").min(1, "fundsReports.validation.title").max(255, "validation.textTooLong"),
  title_en: personText().max(255, "validation.textTooLong").default(""),
  /** The day the report speaks of (period end), Vietnam calendar day. */
  date: calendarDay("fundsData.validation.date"),
  /** 1 published (everyone sees it), 0 draft (administrators only). */
  status: z.enum(["0", "1"], "fundsReports.validation.status").default("1").transform(Number),
});
export type ReportInput = z.infer<typeof reportInput>;
export const reportFields = ["catID", "loai", "title_vi", "title_en", "date", "status"] as const;

/** The form as OpenAPI shows it; the file is required when creating, optional (kept) when updating. */
export const reportUploadForm = reportInput.extend({
  file: z.string().describe("The report: a PDF, at most 20 MB.").meta({ format: "binary" }),
});

export const reportItem = z.object({
  id: z.number().int(),
  catID: z.number().int(),
  loai: z.number().int(),
  /** In the reader's language (Vietnamese when there is no English). */
  title: z.string(),
  title_vi: z.string(),
  title_en: z.string(),
  date: z.string(),
  status: z.number().int(),
  /** Bytes of the stored (cleaned) PDF. */
  bytes: z.number().int(),
  /** Where the PDF downloads from (`GET /reports/{id}/file`). */
  file_url: z.string(),
  updated_at: z.string(),
});
export type ReportItem = z.infer<typeof reportItem>;

export const reportQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(20),
  catID: catId.optional(),
  loai: fundType.optional(),
  /** all: drafts too (administrators only); otherwise only published reports. */
  type: z.enum(["all", "shown"], "fundsData.validation.type").default("shown"),
});

export const reportFileUrl = (id: number) => `/api/v1/reports/${id}/file`;

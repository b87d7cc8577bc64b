import { isDecimal } from "#domain/exact-ratio.ts";
import { RANGE_KEYS } from "#domain/fund-performance.ts";
import { personText } from "./person-text.ts";
import { z } from "./zod.ts";

/**
 * Funds II calls (docs/funds-data.md; spec dashboard-and-funds §3, §7): market indices (chiso), asset origin (xuatxu),
 * each fund's overview (service) and the chart and performance figures. Decimals travel as text ("1284.52"), never as
 * binary fractions; a JSON number is read through its text.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real day: "2026-02-30" and "2026-13-45" are refused (an invalid Date must not reach toISOString, which throws). */
function isCalendarDay(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}
export const calendarDay = (messageKey: string) => z.string(messageKey).trim().refine(isCalendarDay, messageKey);

/** A positive decimal with at most `places` decimals and 12 integer digits, kept as its text without leading zeros. */
export const positiveDecimal = (messageKey: string, places: number) =>
  z.union([z.string(messageKey), z.number(messageKey)], { error: messageKey }).transform((value, ctx) => {
    const text = String(value).trim();
    const [whole = "", fraction = ""] = text.split(".");
    if (!isDecimal(text) || text.startsWith("-") || fraction.length > places || whole.length > 12 || !/[1-9]/.test(text)) {
      ctx.addIssue({ code: "custom", message: messageKey });
      return z.NEVER;
    }
    return `${whole.replace(/^0+(?=\d)/, "")}${fraction ? `.${fraction}` : ""}`;
  });

export const fundType = z.coerce
  .number("fundsData.validation.type")
  .int("fundsData.validation.type")
  .min(0, "fundsData.validation.type")
  .max(1, "fundsData.validation.type");
const page = z.coerce.number().int().min(1).max(100_000).default(1);

// ---------------------------------------------------------------- indices (chiso)

/** One market-close record per date: giatri1 VN-Index (required), giatri2 VN30-Index, giatri3 HNX-Index (glossary). */
export const indexInput = z.object({
  date_create: calendarDay("fundsData.validation.date"),
  giatri1: positiveDecimal("fundsData.validation.index", 2),
  giatri2: positiveDecimal("fundsData.validation.index", 2).nullish(),
  giatri3: positiveDecimal("fundsData.validation.index", 2).nullish(),
});
export type IndexInput = z.infer<typeof indexInput>;

export const indexRecord = z.object({
  id: z.number().int(),
  date_create: z.string(),
  giatri1: z.string(),
  giatri2: z.string().nullable(),
  giatri3: z.string().nullable(),
  updated_at: z.string(),
});
export type IndexRecord = z.infer<typeof indexRecord>;

export const indexQuery = z.object({
  page,
  limit: z.coerce.number().int().min(1).max(1000).default(40),
  from: calendarDay("fundsData.validation.date").optional(),
  to: calendarDay("fundsData.validation.date").optional(),
});

export const deleted = z.object({ id: z.number().int(), deleted: z.literal(true) });

// ---------------------------------------------------------------- asset origin (xuatxu)

export const originInput = z.object({
  taisan: personText("fundsData.validation.asset").min(1, "fundsData.validation.asset").max(255, "validation.textTooLong"),
  /** Quantity (mass, volume or count), up to 4 decimals. */
  khoiluong: positiveDecimal("fundsData.validation.quantity", 4),
  /** Unit price in VND, up to 2 decimals. */
  giadvdt: positiveDecimal("fundsData.validation.unitPrice", 2),
  date: calendarDay("fundsData.validation.date"),
  type: fundType,
  sort: z.coerce.number("validation.number").int("validation.number").min(0, "validation.numberRange").max(100_000, "validation.numberRange").default(0),
});
export type OriginInput = z.infer<typeof originInput>;

export const originRecord = z.object({
  id: z.number().int(),
  taisan: z.string(),
  khoiluong: z.string(),
  giadvdt: z.string(),
  /** floor(khoiluong × giadvdt), whole VND. */
  value_vnd: z.number().int(),
  date: z.string(),
  type: z.number().int(),
  sort: z.number().int(),
});
export type OriginRecord = z.infer<typeof originRecord>;

export const originQuery = z.object({ page, type: fundType.optional(), limit: z.coerce.number().int().min(1).max(200).default(40) });
export const originTypeQuery = z.object({ type: fundType.default(0) });

/** A set of origin rows with its total (the sum of the rows' whole-VND values). */
export const originSet = z.object({ date: z.string().nullable(), rows: z.array(originRecord), total_vnd: z.number().int() });

// ---------------------------------------------------------------- fund overview (service)

export const fundCodes = ["tstt", "tsbv"] as const;
export const fundCode = z.enum(fundCodes, "fundsData.validation.type");

export const overviewInput = z.object({
  title_vi: personText("fundsData.validation.title").min(1, "fundsData.validation.title").max(255, "validation.textTooLong"),
  title_en: personText().max(255, "validation.textTooLong").default(""),
  body_vi: z.string("fundsData.validation.body").trim().min(1, "fundsData.validation.body").max(200_000, "validation.textTooLong"),
  body_en: z.string().trim().max(200_000, "validation.textTooLong").default(""),
});
export type OverviewInput = z.infer<typeof overviewInput>;

export const overview = z.object({
  loai: z.number().int(),
  code: fundCode,
  /** In the reader's language (the Vietnamese text when there is no English one). */
  title: z.string(),
  body: z.string(),
  title_vi: z.string(),
  title_en: z.string(),
  body_vi: z.string(),
  body_en: z.string(),
  updated_at: z.string().nullable(),
});
export type Overview = z.infer<typeof overview>;

/** `/service/{type}` takes 0/1, `/service/{name}` tstt/tsbv, `PUT /service/{loai}` 0/1. */
export const serviceParams = z.object({ key: z.enum(["0", "1", ...fundCodes], "fundsData.validation.type") });

// ---------------------------------------------------------------- chart and figures

export const rangeKey = z.enum(RANGE_KEYS, "fundsData.validation.range");
export const chartQuery = z.object({ loai: fundType.default(0), range: rangeKey.default("1Y") });

export const chartPoint = z.object({ date: z.string(), nav: z.string(), fund: z.string(), index: z.string().nullable() });
export const rangeFigures = z.object({
  range: rangeKey,
  from: z.string(),
  to: z.string(),
  fundReturn: z.string(),
  indexReturn: z.string().nullable(),
  difference: z.string().nullable(),
  annualised: z.string().nullable(),
  maxDrawdown: z.string(),
});
export const fundChart = z.object({
  loai: z.number().int(),
  range: rangeKey,
  /** Empty when the history does not reach back to the range's start. */
  points: z.array(chartPoint),
  /** Every range the history covers. */
  figures: z.array(rangeFigures),
});
export type FundChart = z.infer<typeof fundChart>;

export const navChangeKind = z.enum(["week", "month", "period"], "fundsData.validation.range");
export const navChangeQuery = z.object({ loai: fundType.default(0), by: navChangeKind.default("month") });
export const navChange = z.object({
  label: z.string(),
  from: z.string(),
  to: z.string(),
  open: z.string(),
  close: z.string(),
  change: z.string(),
  percent: z.string(),
});
export const navChanges = z.object({ loai: z.number().int(), by: navChangeKind, rows: z.array(navChange) });

// ---------------------------------------------------------------- investment lists (inveslist)

/** The categories of portfolio items (`GET /inveslist/listcate`): asset classes, a fixed list. */
export const investmentCategories = [
  { id: 1, key: "shares" },
  { id: 2, key: "bonds" },
  { id: 3, key: "cash" },
  { id: 4, key: "other" },
] as const;
const categoryIds = investmentCategories.map((category) => category.id) as number[];
const categoryId = z.coerce
  .number("fundsData.validation.category")
  .int("fundsData.validation.category")
  .refine((id) => categoryIds.includes(id), "fundsData.validation.category");

export const investmentCategory = z.object({ id: z.number().int(), key: z.string(), name: z.string() });

/** A portfolio item: a holding of a fund with its weight in percent of NAV (at most 2 decimals, up to 100). */
export const investmentInput = z.object({
  loai: fundType,
  cate_id: categoryId,
  title_vi: personText("fundsData.validation.title").min(1, "fundsData.validation.title").max(255, "validation.textTooLong"),
  title_en: personText().max(255, "validation.textTooLong").default(""),
  weight: positiveDecimal("fundsData.validation.weight", 2).refine(
    (text) => Number(text.split(".")[0]) < 100 || /^100(\.0*)?$/.test(text),
    "fundsData.validation.weight",
  ),
  sort: z.coerce.number("validation.number").int("validation.number").min(0, "validation.numberRange").max(100_000, "validation.numberRange").default(0),
});
export type InvestmentInput = z.infer<typeof investmentInput>;

/**
 * `POST /inveslist/{id}`: only `ctrl` (1 show, 0 hide), or else the whole item (checked as `investmentInput`, so its
 * errors name the fields).
 */
export const investmentUpdate = z
  .object({
    ctrl: z.coerce
      .number("fundsData.validation.ctrl")
      .int("fundsData.validation.ctrl")
      .min(0, "fundsData.validation.ctrl")
      .max(1, "fundsData.validation.ctrl")
      .optional(),
  })
  .catchall(z.unknown());

export const investmentItem = z.object({
  id: z.number().int(),
  loai: z.number().int(),
  cate_id: z.number().int(),
  /** In the reader's language (Vietnamese when there is no English). */
  title: z.string(),
  title_vi: z.string(),
  title_en: z.string(),
  weight: z.string(),
  sort: z.number().int(),
  /** 1 shown to investors, 0 hidden. */
  status: z.number().int(),
});
export type InvestmentItem = z.infer<typeof investmentItem>;

export const investmentQuery = z.object({
  page,
  limit: z.coerce.number().int().min(1).max(200).default(100),
  cate_id: categoryId.optional(),
  loai: fundType.optional(),
  /** all: hidden items too (administrators only); otherwise only the shown ones. */
  type: z.enum(["all", "shown"], "fundsData.validation.type").default("shown"),
});

/** A fund's portfolio page: the intro text (settings danhmucdttstt / danhmucdttsbv) and its shown items. */
export const portfolio = z.object({ loai: z.number().int(), intro: z.string(), items: z.array(investmentItem), total_weight: z.string() });

// ---------------------------------------------------------------- an investor's own performance

export const myPerformanceQuery = z.object({ loai: fundType.default(0) });
export const myPerformance = z.object({
  loai: z.number().int(),
  /** The holdings' value on each NAV day from the first allocation (whole VND, rounded down). */
  series: z.array(z.object({ date: z.string(), units: z.string(), value: z.number().int() })),
  /** VND paid in by buys minus VND paid out by sales. */
  net_invested: z.number().int(),
  value: z.number().int(),
  /** Money-weighted return (percent, 2 decimals) over the holding time and per year (from a year on); null without holdings. */
  return_period: z.string().nullable(),
  return_annualised: z.string().nullable(),
  /** The same cash flows put into the VN-Index: value and money-weighted return. */
  index_value: z.number().int().nullable(),
  index_return_period: z.string().nullable(),
  index_return_annualised: z.string().nullable(),
});
export type MyPerformance = z.infer<typeof myPerformance>;

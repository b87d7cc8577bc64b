import { fundType, isoDate, MAX_NAV_HUNDREDTHS, page } from "./funds.ts";
import { hundredthsAmount as hundredths, vndAmount as vnd } from "./money.ts";
import { z } from "./zod.ts";

// The fund's NAV records (hieuqua): what an administrator publishes and corrects, and the lists of them.

/**
 * A performance record: the fund's NAV per unit on a date. giatri1 = NAV per unit (VND, two decimals), the price
 * orders are dealt at; giatri2 = the fund's total net asset value (whole VND), optional; giatri3 = the VN-Index
 * close (points, two decimals), optional, for the charts.
 */
export const navInput = z.object({
  loai: fundType,
  date_create: isoDate("funds.validation.navDate"),
  giatri1: hundredths("funds.validation.nav", MAX_NAV_HUNDREDTHS),
  giatri2: vnd("funds.validation.totalNav").nullish(),
  giatri3: hundredths("funds.validation.index", MAX_NAV_HUNDREDTHS).nullish(),
});
export type NavInput = z.infer<typeof navInput>;
/** A NAV as a fund's own page sends it: the fund is the page's, not a field. */
export const navValues = navInput.omit({ loai: true });

export const navRecord = z.object({
  id: z.number().int(),
  loai: z.number().int(),
  date_create: z.string(),
  /** NAV per unit, VND with two decimals. */
  giatri1: z.string(),
  /** Total net asset value, whole VND. */
  giatri2: z.number().int().nullable(),
  /** VN-Index close, two decimals. */
  giatri3: z.string().nullable(),
  /** Orders priced at this NAV; a record with any cannot be edited or deleted. */
  priced_orders: z.number().int(),
  updated_at: z.string(),
});
export type NavRecord = z.infer<typeof navRecord>;

export const navQuery = z.object({
  loai: fundType.default(0),
  page,
  is_admin: z.coerce.number().int().min(0).max(1).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(40),
  sort: z.enum(["date_create"]).default("date_create"),
  order: z.enum(["ASC", "DESC", "asc", "desc"]).default("DESC"),
  /** chart=1: every record of the fund, in the asked order, without paging (for the charts). */
  chart: z.coerce.number().int().min(0).max(1).default(0),
});

export const navList = z.object({ data: z.array(navRecord), current_page: z.number().int(), total: z.number().int(), per_page: z.number().int() });
export const navDeleted = z.object({ id: z.number().int(), deleted: z.literal(true) });

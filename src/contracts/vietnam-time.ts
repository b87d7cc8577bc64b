import { parseDay } from "./account.ts";
import { z } from "./zod.ts";

/**
 * A range of whole days in Vietnam time (UTC+7), both ends included, as dashboards filter by: "from 01/11 to 07/11"
 * means 2026-10-31T17:00Z up to (not including) 2026-11-07T17:00Z.
 */
const day = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === "") return undefined;
    const parsed = parseDay(value);
    if (!parsed) ctx.addIssue({ code: "custom", message: "validation.dayRange.day" });
    return parsed;
  })
  .optional();

export const dayRangeFields = { from: day, to: day };

export const refineDayRange = (range: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
  if (range.from && range.to && range.from > range.to) ctx.addIssue({ code: "custom", path: ["to"], message: "validation.dayRange.order" });
};

const VIETNAM_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;

/** The UTC instants a day range covers: `since` included, `until` excluded; either is absent when open. */
export function dayRangeInstants(range: { from?: string | undefined; to?: string | undefined }): { since?: string; until?: string } {
  const start = (dayText: string) => Date.parse(`${dayText}T00:00:00Z`) - VIETNAM_OFFSET_MS;
  return {
    ...(range.from ? { since: new Date(start(range.from)).toISOString() } : {}),
    ...(range.to ? { until: new Date(start(range.to) + DAY_MS).toISOString() } : {}),
  };
}

/** An instant as Vietnam wall-clock time, "07/11/2026 00:00", for messages (both languages write dates this way). */
export function vietnamDayTime(iso: string): string {
  const local = new Date(Date.parse(iso) + VIETNAM_OFFSET_MS).toISOString();
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`;
}

import { isIsoDate } from "#domain/fund-dealing.ts";
import { personText } from "./person-text.ts";
import { z } from "./zod.ts";

/**
 * The market's holidays (docs/funds.md, "Dealing day"): weekdays on which no order is dealt and no NAV is
 * published. Administrators add a day or a run of days (Tết) ahead of time; weekends are never dealing days.
 */

/** The longest run of days added at once (a Tết break with its weekends is about ten days). */
export const MAX_HOLIDAY_RUN_DAYS = 31;

const isoDate = z.string("funds.validation.date").trim().refine(isIsoDate, "funds.validation.date");

export const holiday = z.object({ date: z.string(), name: z.string() });
export type Holiday = z.infer<typeof holiday>;

export const holidayList = z.array(holiday);

/** `GET /funds/holidays`: from (default: 1 January of this year, Vietnam), to (open when left out). */
export const holidayQuery = z.object({ from: isoDate.optional(), to: isoDate.optional() });

/** `POST /funds/holidays`: a day, or every weekday from `from` to `to`, with the holiday's name. */
export const holidayInput = z
  .object({
    from: isoDate,
    to: isoDate.optional(),
    name: personText("funds.validation.holidayName").min(1, "funds.validation.holidayName").max(200, "validation.textTooLong"),
  })
  .refine((input) => input.to === undefined || input.to >= input.from, { path: ["to"], message: "funds.validation.holidayRange" });
export type HolidayInput = z.infer<typeof holidayInput>;

export const holidayParams = z.object({ date: isoDate });
export const holidayDeleted = z.object({ date: z.string(), deleted: z.literal(true) });

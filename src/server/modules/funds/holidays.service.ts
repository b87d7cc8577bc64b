import type { Holiday, HolidayInput } from "#contracts/fund-holidays.ts";
import { MAX_HOLIDAY_RUN_DAYS } from "#contracts/fund-holidays.ts";
import { addDays, daysBetween, isDealingDay, vietnamDate } from "#domain/fund-dealing.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { deleteHoliday, findHolidays, insertHolidays, listHolidays } from "./holidays.repo.ts";

const noHolidays: ReadonlySet<string> = new Set();

/** The holidays from `from` (default: 1 January of this year, Vietnam) to `to`. */
export function holidays(deps: Pick<Deps, "db" | "clock">, query: { from?: string; to?: string }): Promise<Holiday[]> {
  return listHolidays(deps.db, query.from ?? `${vietnamDate(deps.clock.now()).slice(0, 4)}-01-01`, query.to);
}

/**
 * Closes the market on a day or on every weekday of a run (a weekend is closed anyway). Only days after today
 * (Vietnam): orders placed already keep the dealing day they were given, and a NAV is never dated in the future,
 * so no NAV can exist on a holiday.
 */
export async function addHolidays(deps: Deps, actorId: number, input: HolidayInput): Promise<Holiday[]> {
  const to = input.to ?? input.from;
  if (daysBetween(input.from, to) >= MAX_HOLIDAY_RUN_DAYS) {
    throw new ApiError("UNPROCESSABLE", {
      messageKey: "funds.holiday.tooLong",
      vars: { days: MAX_HOLIDAY_RUN_DAYS },
      details: [{ path: "to", messageKey: "funds.holiday.tooLong" }],
    });
  }
  if (input.from <= vietnamDate(deps.clock.now()))
    throw new ApiError("UNPROCESSABLE", { messageKey: "funds.holiday.past", details: [{ path: "from", messageKey: "funds.holiday.past" }] });
  const dates: string[] = [];
  for (let date = input.from; date <= to; date = addDays(date, 1)) if (isDealingDay(date, noHolidays)) dates.push(date);
  if (dates.length === 0)
    throw new ApiError("UNPROCESSABLE", { messageKey: "funds.holiday.weekend", details: [{ path: "from", messageKey: "funds.holiday.weekend" }] });
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const existing = await findHolidays(trx, dates);
    if (existing.length > 0)
      throw new ApiError("CONFLICT", { messageKey: "funds.holiday.duplicate", vars: { date: existing[0]!.date, name: existing[0]!.name } });
    await insertHolidays(
      trx,
      dates.map((date) => ({ date, name: input.name, created_by: actorId, created_at: now })),
    );
    await recordAudit(trx, deps.clock, { actorId, action: "funds.holiday.add", subject: `fund_holidays:${dates[0]}`, after: { dates, name: input.name } });
  });
  return dates.map((date) => ({ date, name: input.name }));
}

/** Reopens a future holiday; a day that has come or gone stays (orders were dealt by it). */
export async function removeHoliday(deps: Deps, actorId: number, date: string) {
  const [found] = await findHolidays(deps.db, [date]);
  if (!found) throw new ApiError("NOT_FOUND", { messageKey: "funds.holiday.notFound" });
  if (date <= vietnamDate(deps.clock.now())) throw new ApiError("CONFLICT", { messageKey: "funds.holiday.pastKeep" });
  await deps.db.transaction().execute(async (trx) => {
    await deleteHoliday(trx, date);
    await recordAudit(trx, deps.clock, { actorId, action: "funds.holiday.delete", subject: `fund_holidays:${date}`, before: found });
  });
  return { date, deleted: true as const };
}

/** A NAV is published for a dealing day only (422 on a holiday). */
export async function assertNotHoliday(db: Deps["db"], date: string) {
  const [found] = await findHolidays(db, [date]);
  if (found)
    throw new ApiError("UNPROCESSABLE", {
      messageKey: "funds.nav.holiday",
      vars: { name: found.name },
      details: [{ path: "date_create", messageKey: "funds.nav.holiday" }],
    });
}

import { e2eDatabase } from "./support.ts";
import { addDays, isDealingDay, nextDealingDay, vietnamDate } from "../../src/domain/fund-dealing.ts";

/** The e2e database has no holidays in the days the fund journeys use (holidays can only be added for the future). */
const noHolidays: ReadonlySet<string> = new Set();

/** The latest dealing day at least `days` days before today (Vietnam). */
export function businessDayBefore(days: number): string {
  let day = addDays(vietnamDate(new Date()), -days);
  while (!isDealingDay(day, noHolidays)) day = addDays(day, -1);
  return day;
}

/** The first dealing day after `date`. */
export const nextBusinessDay = (date: string) => nextDealingDay(date, noHolidays);

/** Moves an order's trade day back to `trade` (placed at 10:00 Vietnam time that day), as the rules would have set it. */
export function placeOrderOn(reference: string, trade: string) {
  const db = e2eDatabase();
  try {
    db.prepare("update fund_orders set trade_date = ?, dealing_date = ?, date_create = ? where id = ?").run(trade, nextBusinessDay(trade), `${trade}T03:00:00.000Z`, Number(reference.split("-")[1]));
  } finally {
    db.close();
  }
}

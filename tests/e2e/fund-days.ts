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

/** Moves an order back to `trade` (placed and recorded at 10:00 Vietnam time that day), as the rules would have set it. */
export function placeOrderOn(reference: string, trade: string) {
  const db = e2eDatabase();
  try {
    const at = `${trade}T03:00:00.000Z`;
    db.prepare("update fund_orders set trade_date = ?, dealing_date = ?, date_create = ?, recorded_at = ? where id = ?").run(
      trade,
      nextBusinessDay(trade),
      at,
      at,
      Number(reference.split("-")[1]),
    );
  } finally {
    db.close();
  }
}

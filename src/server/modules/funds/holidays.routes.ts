import { deleteFundsHolidaysDate, getFundsHolidays, postFundsHolidays } from "#contracts/funds.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { addHolidays, holidays, removeHoliday } from "./holidays.service.ts";

/** The market's holidays: the dealing-day rule skips them (docs/funds.md). */
export function holidayRoutes(api: ApiRouter) {
  api.handle(getFundsHolidays, async ({ query, c }) => ({ data: await holidays(c.var.deps, query) }));
  api.handle(postFundsHolidays, async ({ body, user, c }) => ({ data: await addHolidays(c.var.deps, user.id, body), messageKey: "funds.holiday.saved" }));
  api.handle(deleteFundsHolidaysDate, async ({ params, user, c }) => ({
    data: await removeHoliday(c.var.deps, user.id, params.date),
    messageKey: "funds.holiday.deleted",
  }));
}

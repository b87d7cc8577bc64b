import { holidayDeleted, holidayInput, holidayList, holidayParams, holidayQuery } from "#contracts/fund-holidays.ts";
import { successBody } from "#contracts/envelope.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { addHolidays, holidays, removeHoliday } from "./holidays.service.ts";

const administrators = ["administrator"] as const;
const tag = "Funds: orders";

/** The market's holidays: the dealing-day rule skips them (docs/funds.md). */
export function holidayRoutes(api: ApiRouter) {
  api.route(
    {
      method: "get",
      paths: ["/funds/holidays"],
      tag,
      access: "public",
      summary: "The market's holidays (weekdays without dealing or NAV), in date order: from (default 1 January of this year, Vietnam), to (open). The investor's estimate and every order's dealing day skip them.",
      query: holidayQuery,
      response: successBody(holidayList),
    },
    async ({ query, c }) => ({ data: await holidays(c.var.deps, query) }),
  );
  api.route(
    {
      method: "post",
      paths: ["/funds/holidays"],
      tag,
      access: administrators,
      summary: "Close the market on a day (from) or on every weekday from `from` to `to` (at most 31 days), with the holiday's name. Only days after today (Vietnam); a day already listed is 409.",
      body: holidayInput,
      response: successBody(holidayList),
      status: 201,
      errors: ["CONFLICT", "UNPROCESSABLE"],
    },
    async ({ body, user, c }) => ({ data: await addHolidays(c.var.deps, user.id, body), messageKey: "funds.holiday.saved" }),
  );
  api.route(
    {
      method: "delete",
      paths: ["/funds/holidays/:date"],
      tag,
      access: administrators,
      summary: "Reopen a future holiday (a day that has come is kept: 409).",
      params: holidayParams,
      response: successBody(holidayDeleted),
      errors: ["NOT_FOUND", "CONFLICT"],
    },
    async ({ params, user, c }) => ({ data: await removeHoliday(c.var.deps, user.id, params.date), messageKey: "funds.holiday.deleted" }),
  );
}

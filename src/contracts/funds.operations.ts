import { successBody } from "./envelope.ts";
import { holidayDeleted, holidayInput, holidayList, holidayParams, holidayQuery } from "./fund-holidays.ts";
import { contractQuery } from "./funds.ts";
import { navDeleted, navInput, navList, navQuery, navRecord } from "./fund-nav.ts";
import { defineOperation } from "./operation.ts";
import { idParams } from "./path-params.ts";
import { z } from "./zod.ts";

// NAV per unit per fund and date (the spec's performance records, the price every order is dealt at), the market's
// holidays the dealing-day rule skips (docs/funds.md), and the contract downloads. The orders and the fund rules are in
// funds-orders.operations.ts.

const administrators = ["administrator"] as const;
const nav = { tag: "Funds: NAV (hieuqua)" } as const;

export const getHieuqua = defineOperation({
  ...nav,
  method: "get",
  paths: ["/hieuqua"],
  access: administrators,
  // The same records the public fund pages chart: the paged list with is_admin=0, or all of them with chart=1.
  publicWith: [{ chart: "1" }, { is_admin: "0" }],
  summary:
    "A fund's NAV records (loai 0 TSTT, 1 TSBV), newest first, paged (limit 40). The administrators' list is the default (is_admin=1); anyone may read the paged list with is_admin=0, or every record with chart=1 (with sort=date_create&order=ASC, in date order, for the charts).",
  query: navQuery,
  response: navList,
});

export const postHieuqua = defineOperation({
  ...nav,
  method: "post",
  paths: ["/hieuqua"],
  access: administrators,
  summary:
    "Publish a NAV (giatri1: VND per unit with two decimals, as text; giatri2: total net assets, VND; giatri3: VN-Index close). Never dated after today (Vietnam). Approved orders it prices are allocated by a durable job.",
  body: navInput,
  response: successBody(navRecord),
  status: 201,
  errors: ["CONFLICT", "UNPROCESSABLE"],
});

export const getHieuquaId = defineOperation({
  ...nav,
  method: "get",
  paths: ["/hieuqua/:id"],
  access: administrators,
  summary: "One NAV record, with how many orders it priced.",
  params: idParams,
  response: successBody(navRecord),
  errors: ["NOT_FOUND"],
});

export const putHieuquaId = defineOperation({
  ...nav,
  method: "put",
  paths: ["/hieuqua/:id"],
  access: administrators,
  summary: "Correct a NAV record that has priced no order yet; one that has is refused (409): see docs/funds.md for how a correction is made then.",
  params: idParams,
  body: navInput,
  response: successBody(navRecord),
  errors: ["NOT_FOUND", "CONFLICT", "UNPROCESSABLE"],
});

export const deleteHieuquaId = defineOperation({
  ...nav,
  method: "delete",
  paths: ["/hieuqua/:id"],
  access: administrators,
  summary: "Delete a NAV record that has priced no order (else 409).",
  params: idParams,
  response: successBody(navDeleted),
  errors: ["NOT_FOUND", "CONFLICT"],
});

const holidays = { tag: "Funds: orders" } as const;

export const getFundsHolidays = defineOperation({
  ...holidays,
  method: "get",
  paths: ["/funds/holidays"],
  access: "public",
  summary:
    "The market's holidays (weekdays without dealing or NAV), in date order: from (default 1 January of this year, Vietnam), to (open). The investor's estimate and every order's dealing day skip them.",
  query: holidayQuery,
  response: successBody(holidayList),
});

export const postFundsHolidays = defineOperation({
  ...holidays,
  method: "post",
  paths: ["/funds/holidays"],
  access: administrators,
  summary:
    "Close the market on a day (from) or on every weekday from `from` to `to` (at most 31 days), with the holiday's name. Only days after today (Vietnam); a day already listed is 409.",
  body: holidayInput,
  response: successBody(holidayList),
  status: 201,
  errors: ["CONFLICT", "UNPROCESSABLE"],
});

export const deleteFundsHolidaysDate = defineOperation({
  ...holidays,
  method: "delete",
  paths: ["/funds/holidays/:date"],
  access: administrators,
  summary: "Reopen a future holiday (a day that has come is kept: 409).",
  params: holidayParams,
  response: successBody(holidayDeleted),
  errors: ["NOT_FOUND", "CONFLICT"],
});

export const getUserpdf = defineOperation({
  method: "get",
  paths: ["/userpdf"],
  tag: "Funds: contracts",
  access: ["administrator", "investor"],
  summary:
    "The contract PDF of a priced order (order_id): a buy contract (hợp đồng mua) or a sell contract (hợp đồng bán), in the caller's language, with the investor's KYC data, fund, dealing day, NAV, amounts, fee and units. The order's owner or an administrator; 404 for anyone else.",
  query: contractQuery,
  response: z.string(),
  responseTypes: ["application/pdf"],
  errors: ["NOT_FOUND", "RATE_LIMITED"],
});

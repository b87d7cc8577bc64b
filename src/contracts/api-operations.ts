import { listBody, successBody } from "./envelope.ts";
import { holidayDeleted, holidayList } from "./fund-holidays.ts";
import { fundHolding, fundSettingsView, lotView, navDeleted, navList, navRecord, orderDeleted, orderList, orderPayment, orderPlaced, orderView } from "./funds.ts";
import { deleted, fundChart, indexRecord, investmentCategory, investmentItem, myPerformance, navChanges, originRecord, originSet, overview, portfolio } from "./funds-data.ts";
import { reportCategory, reportItem } from "./funds-reports.ts";
import { z } from "./zod.ts";

/** An operation answering `{ data, message? }`: the client hands back `data`. */
const one = <T extends z.ZodType>(data: T) => ({ paged: false as const, response: successBody(data) });
/** A list operation answering `{ data: [...], current_page, total, per_page, ... }`: the client hands back the whole body. */
const paged = <R extends z.ZodType>(response: R) => ({ paged: true as const, response });

/**
 * The JSON operations the web app calls, keyed "METHOD /path" exactly as the API declares them, with the response
 * the API declares (a test holds the two together). The web's API client takes its types from here, so a call
 * cannot be paired with the wrong schema. A new operation the web app calls gets its line here.
 */
export const apiOperations = {
  "GET /hieuqua": paged(navList),
  "POST /hieuqua": one(navRecord),
  "GET /hieuqua/:id": one(navRecord),
  "PUT /hieuqua/:id": one(navRecord),
  "DELETE /hieuqua/:id": one(navDeleted),
  "GET /funds/settings": one(fundSettingsView),
  "PUT /funds/settings": one(fundSettingsView),
  "GET /funds/holidays": one(holidayList),
  "POST /funds/holidays": one(holidayList),
  "DELETE /funds/holidays/:date": one(holidayDeleted),
  "POST /order": one(orderPlaced),
  "GET /order/history": paged(listBody(orderView)),
  "GET /order/historyservice": one(z.array(fundHolding)),
  "GET /order/ordersell": one(z.array(orderView)),
  "GET /order/listhd": one(z.array(lotView)),
  "GET /order/:id/payment": one(orderPayment),
  "GET /order": paged(orderList),
  "GET /order/:id": one(orderView),
  "PUT /order/:id": one(orderView),
  "DELETE /order/:id": one(orderDeleted),
  "POST /order/admin/addorder": one(orderView),
  "PUT /order/admin/updateorder/:id": one(orderView),
  "GET /order/admin/backdated": one(z.array(orderView)),
  "PUT /order/admin/backdated/:id": one(orderView),
  "GET /chiso": paged(listBody(indexRecord)),
  "GET /chiso/:id": one(indexRecord),
  "POST /chiso": one(indexRecord),
  "PUT /chiso/:id": one(indexRecord),
  "DELETE /chiso/:id": one(deleted),
  "GET /xuatxu": paged(listBody(originRecord)),
  "POST /xuatxu": one(originRecord),
  "PUT /xuatxu/:id": one(originRecord),
  "DELETE /xuatxu/:id": one(deleted),
  "GET /newxuatxu": one(originSet),
  "GET /service/:key": one(overview),
  "PUT /service/:key": one(overview),
  "GET /performance": one(fundChart),
  "GET /performance/nav-change": one(navChanges),
  "GET /performance/mine": one(myPerformance),
  "GET /inveslist/listcate": one(z.array(investmentCategory)),
  "GET /inveslist/portfolio": one(portfolio),
  "GET /inveslist": paged(listBody(investmentItem)),
  "POST /inveslist": one(investmentItem),
  "POST /inveslist/:id": one(investmentItem),
  "DELETE /inveslist/:id": one(deleted),
  "GET /reportscate": one(z.array(reportCategory)),
  "GET /reports": paged(listBody(reportItem)),
  "GET /reports/:id": one(reportItem),
  "POST /reports": one(reportItem),
  "POST /reports/:id": one(reportItem),
  "DELETE /reports/:id": one(deleted),
} as const;

export type ApiOperationKey = keyof typeof apiOperations;
type Operations = typeof apiOperations;

/** What the client hands back on success: `data`, or the whole body of a paged list. */
export type ApiData<K extends ApiOperationKey> = Operations[K]["paged"] extends true
  ? z.infer<Operations[K]["response"]>
  : z.infer<Operations[K]["response"]> extends { data: infer D }
    ? D
    : never;

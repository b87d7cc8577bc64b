import {
  deleteDrawLuckyId,
  getDrawLucky,
  getDrawLuckyClient,
  getDrawLuckyExport,
  getDrawLuckyWeekList,
  getDrawLuckyWeekRecord,
  postDrawLucky,
} from "#contracts/draw.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { publicWeeks, runDrawAction, weekListText, weekRecord } from "./draw.service.ts";
import { adminWinners, cancelWinner, winnersWorkbook } from "./winners.service.ts";

/** The weekly draws (docs/lucky-draw.md): administrators run them, anyone reads and checks them. */
export function drawRoutes(api: ApiRouter) {
  api.handle(postDrawLucky, async ({ body, user, c }) => ({ data: await runDrawAction(c.var.deps, user.id, body), messageKey: `draw.done.${body.action}` }));
  api.handle(getDrawLucky, async ({ query, c }) => adminWinners(c.var.deps, query));
  api.handle(getDrawLuckyExport, async ({ query, c }) =>
    c.body(await winnersWorkbook(c.var.deps, query.week, c.var.locale), 200, {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="lucky-draw-winners${query.week ? `-week-${query.week}` : ""}.xlsx"`,
    }),
  );
  api.handle(deleteDrawLuckyId, async ({ params: { id }, body, user, c }) => {
    await cancelWinner(c.var.deps, user.id, id, body.reason);
    return { data: { id, cancelled: true as const }, messageKey: "draw.done.cancel" };
  });
  api.handle(getDrawLuckyClient, async ({ c }) => ({ data: await publicWeeks(c.var.deps) }));
  api.handle(getDrawLuckyWeekRecord, async ({ params, c }) => ({ data: await weekRecord(c.var.deps, params.week) }));
  api.handle(getDrawLuckyWeekList, async ({ params: { week }, c }) =>
    c.body(await weekListText(c.var.deps, week), 200, {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Disposition": `attachment; filename="lucky-draw-week-${week}.txt"`,
    }),
  );
}

import { z } from "zod";
import { adminDrawWinner, cancelWinnerInput, drawAction, drawRecord, drawWinnersQuery, publicDrawWeek, winnerCancelled } from "#contracts/draw.ts";
import { listBody, successBody } from "#contracts/envelope.ts";
import { idParams, pathId } from "#contracts/path-params.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { publicWeeks, runDrawAction, weekListText, weekRecord } from "./draw.service.ts";
import { adminWinners, cancelWinner, winnersWorkbook } from "./winners.service.ts";

const administrators = ["administrator"] as const;
/** A week of the draw plan in a path (`/draw-lucky/:week/record`). */
const weekParams = z.object({ week: pathId });

/** The weekly draws (docs/lucky-draw.md): administrators run them, anyone reads and checks them. */
export function drawRoutes(api: ApiRouter) {
  api.route(
    {
      method: "post",
      paths: ["/draw-lucky"],
      tag: "Lucky draw",
      access: administrators,
      summary:
        "Act on one week. commit: publish SHA-256 of a secret before the cut-off (once). freeze: fix the eligible list after the cut-off (a job does it by itself). draw: reveal the secret (checked against the commitment), give the lottery beacon with its source, and draw the winners.",
      body: drawAction,
      response: successBody(publicDrawWeek),
      errors: ["CONFLICT", "NOT_FOUND", "UNPROCESSABLE"],
    },
    async ({ body, user, c }) => ({ data: await runDrawAction(c.var.deps, user.id, body), messageKey: `draw.done.${body.action}` }),
  );
  api.route(
    {
      method: "get",
      paths: ["/draw-lucky"],
      tag: "Lucky draw",
      access: administrators,
      summary: "Winners of every week (or of `week`) in draw order, with contact details, cancellations and when they were e-mailed; paged.",
      query: drawWinnersQuery,
      response: listBody(adminDrawWinner),
    },
    async ({ query, c }) => adminWinners(c.var.deps, query),
  );
  api.route(
    {
      method: "get",
      paths: ["/draw-lucky/export"],
      tag: "Lucky draw",
      access: administrators,
      summary: "The winners (of every week, or of `week`) with contact details as a spreadsheet (.xlsx).",
      query: drawWinnersQuery.pick({ week: true }),
      response: z.string(),
      responseTypes: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    },
    async ({ query, c }) =>
      c.body(await winnersWorkbook(c.var.deps, query.week, c.var.locale), 200, {
        "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "Content-Disposition": `attachment; filename="lucky-draw-winners${query.week ? `-week-${query.week}` : ""}.xlsx"`,
      }),
  );
  api.route(
    {
      method: "delete",
      paths: ["/draw-lucky/:id"],
      tag: "Lucky draw",
      access: administrators,
      summary: "Cancel a winner found ineligible, with a reason; the next number of the same draw replaces them and the record shows both.",
      params: idParams,
      body: cancelWinnerInput,
      response: successBody(winnerCancelled),
      errors: ["NOT_FOUND", "CONFLICT"],
    },
    async ({ params: { id }, body, user, c }) => {
      await cancelWinner(c.var.deps, user.id, id, body.reason);
      return { data: { id, cancelled: true as const }, messageKey: "draw.done.cancel" };
    },
  );
  api.route(
    {
      method: "get",
      paths: ["/draw-lucky/client"],
      tag: "Lucky draw",
      access: "public",
      summary: "Every week of the plan: cut-off, commitment, frozen list's count and SHA-256, and once drawn the full record (lucky numbers only, no personal data).",
      response: successBody(z.array(publicDrawWeek)),
    },
    async ({ c }) => ({ data: await publicWeeks(c.var.deps) }),
  );
  api.route(
    {
      method: "get",
      paths: ["/draw-lucky/:week/record"],
      tag: "Lucky draw",
      access: "public",
      summary: "A drawn week's record (commitment, revealed secret, beacon, list count and SHA-256, algorithm, winners in draw order with cancellations), for `npm run verify:draw` or any verifier.",
      params: weekParams,
      response: successBody(drawRecord),
      errors: ["NOT_FOUND"],
    },
    async ({ params, c }) => ({ data: await weekRecord(c.var.deps, params.week) }),
  );
  api.route(
    {
      method: "get",
      paths: ["/draw-lucky/:week/list"],
      tag: "Lucky draw",
      access: "public",
      summary: "A frozen week's eligible list in its canonical text form (one 7-digit lucky number per line), the file the list hash is computed over.",
      params: weekParams,
      response: z.string(),
      responseTypes: ["text/plain"],
      errors: ["NOT_FOUND"],
    },
    async ({ params: { week }, c }) =>
      c.body(await weekListText(c.var.deps, week), 200, {
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Disposition": `attachment; filename="lucky-draw-week-${week}.txt"`,
      }),
  );
}

import {
  adminDrawWinner,
  cancelWinnerInput,
  drawAction,
  drawRecord,
  drawWinnersQuery,
  luckyJoinResult,
  luckyStatus,
  publicDrawWeek,
  winnerCancelled,
} from "./draw.ts";
import { listBody, successBody } from "./envelope.ts";
import { defineOperation } from "./operation.ts";
import { idParams, pathId } from "./path-params.ts";
import { z } from "./zod.ts";

const tag = "Lucky draw";
const administrators = ["administrator"] as const;
const joiners = ["candidate", "investor"] as const;
/** A week of the draw plan in a path (`/draw-lucky/:week/record`). */
const weekParams = z.object({ week: pathId });

export const postAuthLucky = defineOperation({
  method: "post",
  paths: ["/auth/lucky"],
  tag,
  access: joiners,
  summary:
    "Join the lucky draw once and receive a lucky number (unique, never reused, shown with 7 digits). Needs an activated account aged 18 or over in Vietnam time; joining again answers with the same number.",
  response: successBody(luckyJoinResult),
  errors: ["FORBIDDEN", "UNPROCESSABLE"],
});

export const getAuthLucky = defineOperation({
  method: "get",
  paths: ["/auth/lucky"],
  tag,
  access: joiners,
  summary: "The caller's lucky number (null before joining) and, per week of the plan, its state, whether the number takes part and whether it won.",
  response: successBody(luckyStatus),
});

export const postDrawLucky = defineOperation({
  method: "post",
  paths: ["/draw-lucky"],
  tag,
  access: administrators,
  summary:
    "Act on one week. commit: publish SHA-256 of a secret before the cut-off (once). freeze: fix the eligible list after the cut-off (a job does it by itself). draw: reveal the secret (checked against the commitment), give the lottery beacon with its source, and draw the winners.",
  body: drawAction,
  response: successBody(publicDrawWeek),
  errors: ["CONFLICT", "NOT_FOUND", "UNPROCESSABLE"],
});

export const getDrawLucky = defineOperation({
  method: "get",
  paths: ["/draw-lucky"],
  tag,
  access: administrators,
  summary: "Winners of every week (or of `week`) in draw order, with contact details, cancellations and when they were e-mailed; paged.",
  query: drawWinnersQuery,
  response: listBody(adminDrawWinner),
});

export const getDrawLuckyExport = defineOperation({
  method: "get",
  paths: ["/draw-lucky/export"],
  tag,
  access: administrators,
  summary: "The winners (of every week, or of `week`) with contact details as a spreadsheet (.xlsx).",
  query: drawWinnersQuery.pick({ week: true }),
  response: z.string(),
  responseTypes: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
});

export const deleteDrawLuckyId = defineOperation({
  method: "delete",
  paths: ["/draw-lucky/:id"],
  tag,
  access: administrators,
  summary: "Cancel a winner found ineligible, with a reason; the next number of the same draw replaces them and the record shows both.",
  params: idParams,
  body: cancelWinnerInput,
  response: successBody(winnerCancelled),
  errors: ["NOT_FOUND", "CONFLICT"],
});

export const getDrawLuckyClient = defineOperation({
  method: "get",
  paths: ["/draw-lucky/client"],
  tag,
  access: "public",
  summary:
    "Every week of the plan: cut-off, commitment, frozen list's count and SHA-256, and once drawn the full record (lucky numbers only, no personal data).",
  response: successBody(z.array(publicDrawWeek)),
});

export const getDrawLuckyWeekRecord = defineOperation({
  method: "get",
  paths: ["/draw-lucky/:week/record"],
  tag,
  access: "public",
  summary:
    "A drawn week's record (commitment, revealed secret, beacon, list count and SHA-256, algorithm, winners in draw order with cancellations), for `npm run verify:draw` or any verifier.",
  params: weekParams,
  response: successBody(drawRecord),
  errors: ["NOT_FOUND"],
});

export const getDrawLuckyWeekList = defineOperation({
  method: "get",
  paths: ["/draw-lucky/:week/list"],
  tag,
  access: "public",
  summary: "A frozen week's eligible list in its canonical text form (one 7-digit lucky number per line), the file the list hash is computed over.",
  params: weekParams,
  response: z.string(),
  responseTypes: ["text/plain"],
  errors: ["NOT_FOUND"],
});

import { successBody } from "#contracts/envelope.ts";
import { luckyJoinResult, luckyStatus } from "#contracts/draw.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { requireActivated } from "#server/http/require-activated.ts";
import { joinLucky, luckyStatus as statusOf } from "./lucky.service.ts";

const joiners = ["candidate", "investor"] as const;

/** Joining the lucky draw (spec: POST auth/lucky, "join-lucky") and the joiner's own view. */
export function luckyRoutes(api: ApiRouter) {
  api.route(
    {
      method: "post",
      paths: ["/auth/lucky"],
      tag: "Lucky draw",
      access: joiners,
      summary:
        "Join the lucky draw once and receive a lucky number (unique, never reused, shown with 7 digits). Needs an activated account aged 18 or over in Vietnam time; joining again answers with the same number.",
      response: successBody(luckyJoinResult),
      errors: ["FORBIDDEN", "UNPROCESSABLE"],
    },
    async ({ user, c }) => {
      requireActivated(user);
      return { data: await joinLucky(c.var.deps, user.id, c.var.locale), messageKey: "draw.joined" };
    },
  );
  api.route(
    {
      method: "get",
      paths: ["/auth/lucky"],
      tag: "Lucky draw",
      access: joiners,
      summary: "The caller's lucky number (null before joining) and, per week of the plan, its state, whether the number takes part and whether it won.",
      response: successBody(luckyStatus),
    },
    async ({ user, c }) => ({ data: await statusOf(c.var.deps, user.id) }),
  );
}

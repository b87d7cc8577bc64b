import { getAuthLucky, postAuthLucky } from "#contracts/draw.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { requireActivated } from "#server/http/require-activated.ts";
import { joinLucky, luckyStatus as statusOf } from "./lucky.service.ts";

/** Joining the lucky draw (spec: POST auth/lucky, "join-lucky") and the joiner's own view. */
export function luckyRoutes(api: ApiRouter) {
  api.handle(postAuthLucky, async ({ user, c }) => {
    requireActivated(user);
    return { data: await joinLucky(c.var.deps, user.id, c.var.locale), messageKey: "draw.joined" };
  });
  api.handle(getAuthLucky, async ({ user, c }) => ({ data: await statusOf(c.var.deps, user.id) }));
}

import { getContestEdition, getContestEditionAdmin, putContestEdition } from "#contracts/contest.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { currentEdition, publicEdition as readPublicEdition, updateEdition } from "./edition.service.ts";

/** The current contest edition: everyone reads its public part; administrators read and change all of it. */
export function editionRoutes(api: ApiRouter) {
  api.handle(getContestEdition, async ({ c }) => {
    c.header("Cache-Control", "no-cache");
    return { data: await c.var.deps.publicCache.memo("edition", () => readPublicEdition(c.var.deps)) };
  });
  api.handle(getContestEditionAdmin, async ({ c }) => ({ data: await currentEdition(c.var.deps) }));
  api.handle(putContestEdition, async ({ body, user, c }) => ({ data: await updateEdition(c.var.deps, user.id, body), messageKey: "messages.editionSaved" }));
}

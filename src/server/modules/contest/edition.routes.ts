import { edition, editionInput, publicEdition } from "#contracts/contest.ts";
import { successBody } from "#contracts/envelope.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { currentEdition, publicEdition as readPublicEdition, updateEdition } from "./edition.service.ts";

const administrators = ["administrator"] as const;

/** The current contest edition: everyone reads its public part; administrators read and change all of it. */
export function editionRoutes(api: ApiRouter) {
  api.route(
    {
      method: "get",
      paths: ["/contest/edition"],
      tag: "Contest",
      access: "public",
      summary: "The current edition: timeline, questions (without the correct option), upload limits, prizes, lucky-draw plan, and which rounds' results are published.",
      response: successBody(publicEdition),
    },
    async ({ c }) => {
      c.header("Cache-Control", "no-cache");
      return { data: await c.var.deps.publicCache.memo("edition", () => readPublicEdition(c.var.deps)) };
    },
  );
  api.route(
    { method: "get", paths: ["/contest/edition/admin"], tag: "Contest", access: administrators, summary: "The current edition with the choice question's correct option.", response: successBody(edition) },
    async ({ c }) => ({ data: await currentEdition(c.var.deps) }),
  );
  api.route(
    {
      method: "put",
      paths: ["/contest/edition"],
      tag: "Contest",
      access: administrators,
      summary: "Replace the current edition's settings as a whole (dates in order, limits, prize table); audited.",
      body: editionInput,
      response: successBody(edition),
      errors: ["VALIDATION_FAILED"],
    },
    async ({ body, user, c }) => ({ data: await updateEdition(c.var.deps, user.id, body), messageKey: "messages.editionSaved" }),
  );
}

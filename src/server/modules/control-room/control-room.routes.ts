import { controlRoomView } from "#contracts/control-room.ts";
import { successBody } from "#contracts/envelope.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { controlRoom } from "./control-room.service.ts";

export function controlRoomRoutes(api: ApiRouter) {
  api.route(
    {
      method: "get",
      paths: ["/control-room"],
      tag: "Dashboard",
      access: ["administrator"],
      summary:
        "The control room: the edition's phases (launch to final results) with their dates and which is now, each domain's progress figures and next action (its endpoint, body, the date it becomes possible and what still blocks it), and the lucky draw's weeks.",
      response: successBody(controlRoomView),
    },
    async ({ c }) => ({ data: await controlRoom(c.var.deps) }),
  );
}

import { getControlRoom } from "#contracts/control-room.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { controlRoom } from "./control-room.service.ts";

export function controlRoomRoutes(api: ApiRouter) {
  api.handle(getControlRoom, async ({ c }) => ({ data: await controlRoom(c.var.deps) }));
}

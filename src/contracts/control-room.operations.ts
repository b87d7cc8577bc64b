import { controlRoomView } from "./control-room.ts";
import { successBody } from "./envelope.ts";
import { defineOperation } from "./operation.ts";

export const getControlRoom = defineOperation({
  method: "get",
  paths: ["/control-room"],
  tag: "Dashboard",
  access: ["administrator"],
  summary:
    "The control room: the edition's phases (launch to final results) with their dates and which is now, each domain's progress figures and next action (its endpoint, body, the date it becomes possible and what still blocks it), and the lucky draw's weeks.",
  response: successBody(controlRoomView),
});

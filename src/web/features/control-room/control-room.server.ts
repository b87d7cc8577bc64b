import { data } from "react-router";
import { getControlRoom } from "#contracts/control-room.operations.ts";
import { controlOperationsByKey, type ControlAction, type ControlRoomView } from "#contracts/control-room.ts";
import { actionResult, type ActionResult } from "#web/lib/action-result.ts";
import { unwrap } from "#web/lib/api.server.ts";
import type { Api } from "#web/lib/control-panel.ts";
import { panelsServer, type PanelData, type PanelName } from "./panels.server.ts";

/** Every action the view offers, phase by phase, then the draw's. */
function offeredActions(room: ControlRoomView): ControlAction[] {
  return [...room.phases.flatMap((phase) => phase.reports), ...(room.draw.report ? [room.draw.report] : [])].flatMap((report) =>
    report.next_action ? [report.next_action] : [],
  );
}

/** The control room's view and each panel's data, loaded together. */
export async function loadControlRoom(api: Api, request: Request) {
  const names = Object.keys(panelsServer) as PanelName[];
  const [room, ...loaded] = await Promise.all([api.call(getControlRoom), ...names.map((name) => panelsServer[name].load(api, request))]);
  return { room: unwrap(room), panels: Object.fromEntries(names.map((name, index) => [name, loaded[index]])) as PanelData };
}

/**
 * Runs an action the view offers, by its key, through the same endpoint its own page calls; the API decides and
 * words any refusal. An action no longer offered (someone else just did it) answers with an empty message.
 */
async function runControlAction(api: Api, key: string): Promise<ActionResult> {
  const action = offeredActions(unwrap(await api.call(getControlRoom))).find((offered) => offered.key === key);
  if (!action) return { ok: false, message: "", fieldErrors: {} };
  // The view names the operation by its key; the action's own params fill its path (`/results/:round/compute`). A
  // call's typing cannot follow an operation chosen at run time, so the view's params and body go as they are.
  return actionResult(await api.call(controlOperationsByKey[action.operation], { params: action.params ?? {}, body: action.body } as never));
}

/** The page's forms: the frame's own actions (`intent=control`), else the panel whose intents include the form's. */
export async function controlRoomAction(api: Api, form: FormData): Promise<ActionResult> {
  const intent = String(form.get("intent") ?? "");
  if (intent === "control") return runControlAction(api, String(form.get("key") ?? ""));
  const panel = Object.values(panelsServer).find((candidate) => "intents" in candidate && candidate.intents.includes(intent));
  if (!panel || !("action" in panel)) throw data(null, { status: 400 });
  return panel.action(api, form);
}

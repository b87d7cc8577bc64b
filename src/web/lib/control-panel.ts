import type { ComponentType } from "react";
import type { ControlRoomView } from "#contracts/control-room.ts";
import type { apiClient } from "#web/lib/api.server.ts";
import type { ActionResult } from "./action-result.ts";

export type Api = ReturnType<typeof apiClient>;

/**
 * A domain's panel in the control room, server half (docs/control-room.md): what it loads for the page (the request
 * gives its query, e.g. the round shown) and, when it has forms, the intents they post and the action that runs them.
 * Declared in the domain's feature folder as `<domain>/control-panel.server.ts`.
 */
export interface PanelServer<T> {
  load(api: Api, request: Request): Promise<T>;
  intents?: readonly string[];
  action?(api: Api, form: FormData): Promise<ActionResult>;
}

/** The browser half: renders the panel from what `load` returned and the shared control-room view. */
export type PanelView<T> = ComponentType<{ data: T; room: ControlRoomView }>;

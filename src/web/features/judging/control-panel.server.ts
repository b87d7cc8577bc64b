import type { PanelServer } from "#web/lib/control-panel.ts";
import { judgingPanelAction, loadJudgingPanel, roundOf } from "./panel.server.ts";

/** Judging's panel in the control room: the round shown (`?round=`), its loads, assignment, conflicts and exports. */
export const judgingPanelServer = {
  load: (api, request) => loadJudgingPanel(api, roundOf(request)),
  intents: ["auto", "window", "assign", "reopen", "unassign", "addConflict", "removeConflict"],
  action: judgingPanelAction,
} satisfies PanelServer<Awaited<ReturnType<typeof loadJudgingPanel>>>;

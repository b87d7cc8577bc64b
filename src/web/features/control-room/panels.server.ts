import { drawPanelServer } from "#web/features/draw/control-panel.server.ts";
import { fundsPanelServer } from "#web/features/funds/control-panel.server.ts";
import { judgingPanelServer } from "#web/features/judging/control-panel.server.ts";
import { resultsPanelServer } from "#web/features/results/control-panel.server.ts";

/**
 * The control room's panels, server half, in page order. A domain joins with one line here and one in panels.tsx
 * (docs/control-room.md); the key names the panel in both.
 */
export const panelsServer = {
  judging: judgingPanelServer,
  results: resultsPanelServer,
  draw: drawPanelServer,
  funds: fundsPanelServer,
};

export type PanelName = keyof typeof panelsServer;
export type PanelData = { [K in PanelName]: Awaited<ReturnType<(typeof panelsServer)[K]["load"]>> };

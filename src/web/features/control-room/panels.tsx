import { DrawControlPanel } from "#web/features/draw/DrawControlPanel.tsx";
import { JudgingControlPanel } from "#web/features/judging/JudgingControlPanel.tsx";
import type { PanelView } from "./panel.ts";
import type { PanelData, PanelName } from "./panels.server.ts";

/** The control room's panels, browser half: one line per domain, keyed as in panels.server.ts. */
export const panelViews: { [K in PanelName]: PanelView<PanelData[K]> } = {
  judging: JudgingControlPanel,
  draw: DrawControlPanel,
};

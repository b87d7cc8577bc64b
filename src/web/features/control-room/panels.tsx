import { DrawControlPanel } from "#web/features/draw/DrawControlPanel.tsx";
import { FundsControlPanel } from "#web/features/funds/FundsControlPanel.tsx";
import { JudgingControlPanel } from "#web/features/judging/JudgingControlPanel.tsx";
import { ResultsControlPanel } from "#web/features/results/ResultsControlPanel.tsx";
import type { PanelView } from "#web/lib/control-panel.ts";
import type { PanelData, PanelName } from "./panels.server.ts";

/** The control room's panels, browser half: one line per domain, keyed as in panels.server.ts. */
export const panelViews: { [K in PanelName]: PanelView<PanelData[K]> } = {
  judging: JudgingControlPanel,
  results: ResultsControlPanel,
  draw: DrawControlPanel,
  funds: FundsControlPanel,
};

import type { PanelView } from "#web/lib/control-panel.ts";
import type { judgingPanelServer } from "./control-panel.server.ts";
import { JudgingPanel } from "./JudgingPanel.tsx";

type Data = Awaited<ReturnType<(typeof judgingPanelServer)["load"]>>;

export const JudgingControlPanel: PanelView<Data> = ({ data }) => <JudgingPanel overview={data.overview} conflicts={data.conflicts} />;

import type { PanelServer } from "#web/lib/control-panel.ts";

/** The draw's panel needs nothing beyond the control room's own view (its weeks); its actions are on the draw page. */
export const drawPanelServer = { load: async () => null } satisfies PanelServer<null>;

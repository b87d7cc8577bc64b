import { getJuryTally, getResultsAdmin } from "#contracts/results.operations.ts";
import type { PanelServer } from "#web/lib/control-panel.ts";
import { unwrap, type apiClient } from "#web/lib/api.server.ts";

/** What the control room's results panel shows: the rounds' states and the jury vote's tally. */
async function loadResultsPanel(api: ReturnType<typeof apiClient>) {
  const [results, tally] = await Promise.all([api.call(getResultsAdmin), api.call(getJuryTally)]);
  return { results: unwrap(results), tally: unwrap(tally) };
}

export type ResultsPanel = Awaited<ReturnType<typeof loadResultsPanel>>;

/** The results' panel in the control room; its actions are the frame's (compute, confirm, publish) and its pages'. */
export const resultsPanelServer = { load: (api) => loadResultsPanel(api) } satisfies PanelServer<ResultsPanel>;

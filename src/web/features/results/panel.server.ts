import { unwrap, type apiClient } from "#web/lib/api.server.ts";

/** What the control room's results panel shows (its loader part, for the control page to call). */
export async function loadResultsPanel(api: ReturnType<typeof apiClient>) {
  const [results, tally] = await Promise.all([api.get("/results/admin"), api.get("/jury/tally")]);
  return { results: unwrap(results), tally: unwrap(tally) };
}

import { getPerformance } from "#contracts/funds-data.operations.ts";
import { getHieuqua } from "#contracts/funds.operations.ts";
import type { apiClient } from "#web/lib/api.server.ts";
import { loaiOfCode } from "./FundChartSection.tsx";

/** The fund a service page presents, by its slug's ending ("dau-tu-tang-truong--tstt"), or undefined. */
export function fundOfServiceSlug(slug: string | undefined): "tstt" | "tsbv" | undefined {
  const code = /--(tstt|tsbv)$/.exec(slug ?? "")?.[1];
  return code === "tstt" || code === "tsbv" ? code : undefined;
}

/**
 * What a fund's public service page shows above its text: the latest NAV per unit with its date and the figures of
 * every range the history covers (from the same computation as the performance page). Public API reads, so the page
 * is cached like the performance page and purged by the same NAV and index writes.
 */
export async function fundFacts(api: ReturnType<typeof apiClient>, fund: "tstt" | "tsbv") {
  const loai = loaiOfCode(fund)!;
  const [navs, chart] = await Promise.all([
    api.call(getHieuqua, { query: { loai, is_admin: 0, limit: 1 } }),
    api.call(getPerformance, { query: { loai, range: "1M" } }),
  ]);
  const latest = navs.ok ? navs.data.data[0] : undefined;
  return {
    fund,
    latest: latest ? { date: latest.date_create, nav: latest.giatri1 } : null,
    figures: chart.ok ? chart.data.figures : [],
  };
}

export type FundFactsData = Awaited<ReturnType<typeof fundFacts>>;

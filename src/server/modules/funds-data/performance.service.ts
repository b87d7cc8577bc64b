import type { FundChart } from "#contracts/funds-data.ts";
import { navChangeByMonth, navChangeByPeriod, navChangeByWeek, latest, type NavChange } from "#domain/fund-nav-change.ts";
import { formatHundredths } from "#domain/fund-money.ts";
import { performanceFigures, rebasedChart, type DatedValue, type RangeKey } from "#domain/fund-performance.ts";
import type { Deps } from "#server/deps.ts";
import { settingValue } from "#server/modules/settings/index.ts";
import { vnIndexSeries } from "./indices.service.ts";
import { navHundredths } from "./performance.repo.ts";

/** Weeks shown on the weekly NAV-change page; months come from the setting navtheothang (default 12). */
const WEEKS_SHOWN = 52;
const DEFAULT_MONTHS = 12;

/** A fund's NAV per unit in date order (Funds I's records, hieuqua giatri1). */
export async function navSeries(deps: Pick<Deps, "db">, loai: number): Promise<DatedValue[]> {
  // PostgreSQL sends bigint as text, SQLite as a number.
  return (await navHundredths(deps.db, loai)).map((row) => ({ date: row.date_create, value: formatHundredths(Number(row.giatri1)) }));
}

/** The chart of a range (NAV per unit and VN-Index rebased to 100) and every range's figures, from the stored records. */
export async function fundChart(deps: Pick<Deps, "db">, loai: number, range: RangeKey): Promise<FundChart> {
  const [nav, index] = await Promise.all([navSeries(deps, loai), vnIndexSeries(deps)]);
  return { loai, range, points: rebasedChart(nav, index, range) ?? [], figures: performanceFigures(nav, index) };
}

/** `navtheothang`: a JSON whole number of months (1..120); anything else means the default. */
function monthsSetting(value: string): number {
  try {
    const months: unknown = JSON.parse(value);
    return Number.isInteger(months) && (months as number) >= 1 && (months as number) <= 120 ? (months as number) : DEFAULT_MONTHS;
  } catch {
    return DEFAULT_MONTHS;
  }
}

/** `navgiaidoan`: a JSON array of period start days "YYYY-MM-DD"; other entries are ignored. */
function periodStartsSetting(value: string): string[] {
  try {
    const starts: unknown = JSON.parse(value);
    return Array.isArray(starts) ? starts.filter((start): start is string => typeof start === "string" && /^\d{4}-\d{2}-\d{2}$/.test(start)) : [];
  } catch {
    return [];
  }
}

/** The NAV-change tables: by week (latest 52), by month (latest navtheothang), by period (navgiaidoan). */
export async function navChanges(
  deps: Pick<Deps, "db">,
  loai: number,
  by: "week" | "month" | "period",
): Promise<{ loai: number; by: typeof by; rows: NavChange[] }> {
  const nav = await navSeries(deps, loai);
  if (by === "week") return { loai, by, rows: latest(navChangeByWeek(nav), WEEKS_SHOWN) };
  if (by === "month") return { loai, by, rows: latest(navChangeByMonth(nav), monthsSetting(await settingValue(deps.db, "navtheothang"))) };
  return { loai, by, rows: navChangeByPeriod(nav, periodStartsSetting(await settingValue(deps.db, "navgiaidoan"))) };
}

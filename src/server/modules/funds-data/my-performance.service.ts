import type { MyPerformance } from "#contracts/funds-data.ts";
import { formatHundredths } from "#domain/fund-money.ts";
import { holdingsValue, moneyWeightedReturn, sameFlowsInIndex, type CashFlow, type UnitChange } from "#domain/fund-investor-return.ts";
import type { Deps } from "#server/deps.ts";
import { vnIndexSeries } from "./indices.service.ts";
import { navSeries } from "./performance.service.ts";
import { dealtOrders } from "./performance.repo.ts";

/** PostgreSQL sends bigint as text, SQLite as a number. */
const big = (value: number | string | null) => BigInt(value ?? 0);

/** /user/dau-tu-tang-truong: the investor's holdings value over time, money-weighted return, and the same flows in the VN-Index. */
export async function myPerformance(deps: Pick<Deps, "db">, userId: number, loai: number): Promise<MyPerformance> {
  const [orders, nav, index] = await Promise.all([dealtOrders(deps.db, userId, loai), navSeries(deps, loai), vnIndexSeries(deps)]);
  const flows: CashFlow[] = orders.map((order) => ({ date: order.dealing_date, invested: order.type === "buy" ? big(order.giatri) : -big(order.giatri) }));
  const changes: UnitChange[] = orders.map((order) => ({
    date: order.dealing_date,
    hundredths: order.type === "buy" ? big(order.model) : -big(order.soluongban),
  }));
  const series = holdingsValue(changes, nav);
  const last = series[series.length - 1];
  const value = last?.value ?? 0n;
  const end = last?.date ?? null;
  const own = end ? moneyWeightedReturn(flows, value, end) : null;
  const indexValue = end ? sameFlowsInIndex(flows, index, end) : null;
  const inIndex = end && indexValue !== null ? moneyWeightedReturn(flows, indexValue, end) : null;
  return {
    loai,
    series: series.map((point) => ({ date: point.date, units: formatHundredths(Number(point.units)), value: Number(point.value) })),
    net_invested: Number(flows.reduce((sum, flow) => sum + flow.invested, 0n)),
    value: Number(value),
    return_period: own?.period ?? null,
    return_annualised: own?.annualised ?? null,
    index_value: indexValue === null ? null : Number(indexValue),
    index_return_period: inIndex?.period ?? null,
    index_return_annualised: inIndex?.annualised ?? null,
  };
}

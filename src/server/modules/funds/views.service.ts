import type { AdminOrderQuery, OrderView } from "#contracts/funds.ts";
import type { Role } from "#contracts/identity.ts";
import { FUND_TYPES, formatHundredths, valueOfUnits } from "#domain/fund-money.ts";
import type { Deps } from "#server/deps.ts";
import { holdingOf, lotBalancesOfUser } from "./ledger.repo.ts";
import { latestNav, navDates } from "./nav.repo.ts";
import { orderNotFound } from "./order-steps.ts";
import { toOrderView } from "./order-view.ts";
import { adminOrders, countOrdersOfUser, findOrder, ordersOfUser, salesOfLots, type OrderRow } from "./orders.repo.ts";

/** The views of orders, each with the date of the NAV that priced it. */
async function withNavDates(deps: Pick<Deps, "db">, rows: (OrderRow & { investor?: OrderView["investor"] })[]): Promise<OrderView[]> {
  const dates = await navDates(deps.db, [...new Set(rows.flatMap((row) => (row.nav_id ? [row.nav_id] : [])))]);
  return rows.map((row) => toOrderView(row, row.nav_id ? (dates.get(row.nav_id) ?? null) : null));
}

export async function adminOrderList(deps: Pick<Deps, "db">, query: AdminOrderQuery) {
  const { rows, total } = await adminOrders(deps.db, query);
  return { data: await withNavDates(deps, rows), current_page: query.page, total, per_page: query.limit, totalOrder: total };
}

/** One order: any to an administrator; an investor's own to them, 404 for anyone else's. */
export async function orderDetail(deps: Pick<Deps, "db">, viewer: { id: number; role: Role }, id: number): Promise<OrderView> {
  const order = await findOrder(deps.db, id);
  if (!order || (viewer.role !== "administrator" && order.user_id !== viewer.id)) throw orderNotFound();
  return (await withNavDates(deps, [order]))[0]!;
}

export async function orderHistory(deps: Pick<Deps, "db">, userId: number, query: { page: number; limit: number; loai?: number | undefined }) {
  const [rows, total] = await Promise.all([
    ordersOfUser(deps.db, userId, { loai: query.loai, limit: query.limit, offset: (query.page - 1) * query.limit }),
    countOrdersOfUser(deps.db, userId, query.loai),
  ]);
  return { data: await withNavDates(deps, rows), current_page: query.page, total, per_page: query.limit };
}

export async function sellOrders(deps: Pick<Deps, "db">, userId: number, query: { loai: number; limit: number }) {
  return withNavDates(deps, await ordersOfUser(deps.db, userId, { loai: query.loai, type: "sell", limit: query.limit }));
}

/**
 * The investor's position per fund: units and reserved units are ledger sums; value at the latest NAV; cost is
 * what the units still owned were bought for (each lot's amount, pro rata of the units it still holds).
 */
export async function holdings(deps: Pick<Deps, "db">, userId: number) {
  const lots = await lotBalancesOfUser(deps.db, userId);
  return Promise.all(
    FUND_TYPES.map(async (loai) => {
      const balance = await holdingOf(deps.db, userId, loai);
      const units = balance.available + balance.reserved;
      const nav = await latestNav(deps.db, loai);
      let cost = 0;
      for (const [lotId, lotBalance] of lots) {
        const lot = await findOrder(deps.db, lotId);
        if (!lot || lot.loai !== loai || !lot.model) continue;
        cost += Number((BigInt(lot.giatri!) * BigInt(lotBalance.available + lotBalance.reserved)) / BigInt(lot.model));
      }
      const value = nav ? valueOfUnits(units, nav.giatri1) : null;
      return {
        loai,
        units: formatHundredths(units),
        reserved: formatHundredths(balance.reserved),
        latest_nav: nav ? { date: nav.date_create, giatri1: formatHundredths(nav.giatri1) } : null,
        value,
        cost,
        gain: value === null ? null : value - cost,
      };
    }),
  );
}

/** The investor's purchase lots (allocated buys) with what is left of each and their sales (`GET /order/listhd`). */
export async function lots(deps: Pick<Deps, "db">, userId: number, loai: number | undefined) {
  const buys = (await ordersOfUser(deps.db, userId, { loai, type: "buy", limit: 10_000 })).filter((order) => order.tinhtrang === 3);
  const balances = await lotBalancesOfUser(deps.db, userId, loai);
  const sales = await salesOfLots(
    deps.db,
    buys.map((buy) => buy.id),
  );
  const buyViews = await withNavDates(deps, buys);
  const saleViews = await withNavDates(deps, sales);
  return buyViews.map((order) => {
    const balance = balances.get(order.id) ?? { available: 0, reserved: 0 };
    return {
      order,
      remaining: formatHundredths(balance.available),
      reserved: formatHundredths(balance.reserved),
      sales: saleViews.filter((sale) => sale.order_id === order.id && (sale.tinhtrang === 3 || sale.tinhtrang === 4)),
    };
  });
}

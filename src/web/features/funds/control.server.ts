import type { OrderView } from "#contracts/funds.ts";
import { TINHTRANG } from "#domain/fund-orders.ts";
import { unwrap, type apiClient } from "#web/lib/api.server.ts";
import { fundTypes } from "./fund-pages.ts";

type Api = ReturnType<typeof apiClient>;

/** Up to this many orders per list and fund; the panel links to the full lists beyond. */
const LIMIT = 50;

/**
 * What the control room's funds panel shows, for both funds: orders waiting for an administrator (buys whose
 * payment must be checked, confirmed sales), approved orders waiting for their dealing day's NAV, and priced sales
 * whose proceeds must be paid. Decisions post to the orders page's action (see FundsControlPanel).
 */
export async function loadFundsControl(api: Api) {
  const list = (loai: number, tinhtrang: number, type: "all" | "sell") => api.get("/order", { query: { loai, tinhtrang, type, limit: LIMIT } });
  const perFund = await Promise.all(fundTypes.map((loai) => Promise.all([list(loai, TINHTRANG.pending, "all"), list(loai, TINHTRANG.approved, "all"), list(loai, TINHTRANG.priced, "sell")])));
  const merge = (index: 0 | 1 | 2) => {
    const lists = perFund.map((lists) => unwrap(lists[index]));
    return { orders: lists.flatMap((page) => page.data).sort((a: OrderView, b: OrderView) => a.date_create.localeCompare(b.date_create)), total: lists.reduce((sum, page) => sum + page.totalOrder, 0) };
  };
  return { toApprove: merge(0), toAllocate: merge(1), toPay: merge(2) };
}

export type FundsControl = Awaited<ReturnType<typeof loadFundsControl>>;

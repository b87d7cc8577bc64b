import type { OrderView } from "#contracts/funds.ts";
import { TINHTRANG } from "#domain/fund-orders.ts";
import type { Api, PanelServer } from "#web/features/control-room/panel.ts";
import { unwrap } from "#web/lib/api.server.ts";
import { fundTypes } from "./fund-pages.ts";

/** Up to this many orders per list and fund; the panel links to the full lists beyond. */
const LIMIT = 50;

/**
 * What the control room's funds panel shows, for both funds: orders waiting for an administrator (buys whose
 * payment must be checked, confirmed sales), approved orders waiting for their dealing day's NAV, and priced sales
 * whose proceeds must be paid. Decisions post to the orders page's action (see FundsControlPanel).
 */
async function loadFundsControl(api: Api) {
  const list = (loai: number, tinhtrang: number, type: "all" | "sell") => api.get("/order", { query: { loai, tinhtrang, type, limit: LIMIT } });
  const perFund = await Promise.all(fundTypes.map((loai) => Promise.all([list(loai, TINHTRANG.pending, "all"), list(loai, TINHTRANG.approved, "all"), list(loai, TINHTRANG.priced, "sell")])));
  const merge = (index: 0 | 1 | 2) => {
    const lists = perFund.map((lists) => unwrap(lists[index]));
    return { orders: lists.flatMap((page) => page.data).sort((a: OrderView, b: OrderView) => a.date_create.localeCompare(b.date_create)), total: lists.reduce((sum, page) => sum + page.totalOrder, 0) };
  };
  return { toApprove: merge(0), toAllocate: merge(1), toPay: merge(2) };
}

export type FundsControl = Awaited<ReturnType<typeof loadFundsControl>>;

/** The funds' panel in the control room: no contest phase, its own lists; decisions post to the orders pages. */
export const fundsPanelServer = { load: (api) => loadFundsControl(api) } satisfies PanelServer<FundsControl>;

import { getFundsSettings, getOrder, getOrderAdminBackdated } from "#contracts/funds-orders.operations.ts";
import type { OrderView } from "#contracts/funds.ts";
import { TINHTRANG } from "#domain/fund-orders.ts";
import type { Api, PanelServer } from "#web/lib/control-panel.ts";
import { unwrap } from "#web/lib/api.server.ts";
import { fundTypes } from "#web/routing/fund-pages.ts";

/** Up to this many orders per list and fund; the panel links to the full lists beyond. */
const LIMIT = 50;

/**
 * What the control room's funds panel shows, for both funds: the fund rules still missing before the funds are open
 * for sale, back-dated paper orders waiting for a second administrator, orders waiting for an administrator (buys whose
 * payment must be checked, confirmed sales), approved orders waiting for their dealing day's NAV, and priced sales
 * whose proceeds must be paid. Decisions post to the orders page's action (see FundsControlPanel).
 */
async function loadFundsControl(api: Api) {
  const list = (loai: number, tinhtrang: number, type: "all" | "sell") => api.call(getOrder, { query: { loai, tinhtrang, type, limit: LIMIT } });
  const [perFund, settings, backdated] = await Promise.all([
    Promise.all(
      fundTypes.map((loai) => Promise.all([list(loai, TINHTRANG.pending, "all"), list(loai, TINHTRANG.approved, "all"), list(loai, TINHTRANG.priced, "sell")])),
    ),
    api.call(getFundsSettings),
    api.call(getOrderAdminBackdated),
  ]);
  const merge = (index: 0 | 1 | 2) => {
    const lists = perFund.map((lists) => unwrap(lists[index]));
    return {
      orders: lists.flatMap((page) => page.data).sort((a: OrderView, b: OrderView) => a.date_create.localeCompare(b.date_create)),
      total: lists.reduce((sum, page) => sum + page.totalOrder, 0),
    };
  };
  const awaiting = unwrap(backdated);
  // Back-dated paper orders are pending too: they are listed once, in their own section.
  const pending = merge(0);
  const toApprove = { orders: pending.orders.filter((order) => order.backdate?.state !== "awaiting"), total: pending.total - awaiting.length };
  const rules = unwrap(settings);
  return {
    missingRules: rules.missing,
    bankUnmatched: rules.bank_bin ? "" : rules.bank_unmatched,
    backdated: { orders: awaiting, total: awaiting.length },
    toApprove,
    toAllocate: merge(1),
    toPay: merge(2),
  };
}

export type FundsControl = Awaited<ReturnType<typeof loadFundsControl>>;

/** The funds' panel in the control room: no contest phase, its own lists; decisions post to the orders pages. */
export const fundsPanelServer = { load: (api) => loadFundsControl(api) } satisfies PanelServer<FundsControl>;

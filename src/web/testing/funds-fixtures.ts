import type { z } from "#contracts/zod.ts";
import type { lotView, orderView } from "#contracts/funds.ts";
import type { FundRules } from "#web/features/funds/estimate.ts";
import type { FundType } from "#web/routing/fund-pages.ts";

/** Tuesday 01/12/2026, 10:00 in Vietnam: a dealing day before the cut-off, so the dealing day is Wednesday 02/12. */
export const TUESDAY_10_00 = "2026-12-01T03:00:00.000Z";

/** Open funds: a 1.50% buy fee, a sell fee of 1.00% for a year then 0.50%, a 14:30 cut-off, no holidays. */
export const investorRules = (rules: Partial<FundRules> = {}): FundRules => ({
  buy_fee_bps: 150,
  sell_fee_schedule: [
    { min_days: 0, bps: 100 },
    { min_days: 365, bps: 50 },
  ],
  cutoff: "14:30",
  min_buy_vnd: 100_000,
  holidays: [],
  missing: [],
  ...rules,
});

/** The growth fund's latest NAV per unit ("" for none yet); the other fund has none. */
export const navOf = (nav: string): Record<FundType, string | undefined> => ({ 0: nav || undefined, 1: undefined }) as Record<FundType, string | undefined>;

type Order = z.infer<typeof orderView>;
export const order = (fields: Partial<Order> = {}): Order => ({
  id: 7,
  reference: "TSTT-000007",
  user_id: 3,
  loai: 0,
  type: "buy",
  giatri: 10_000_000,
  fee: 150_000,
  remainder: null,
  price: null,
  model: null,
  soluongban: null,
  order_id: null,
  tinhtrang: 1,
  date_create: "2026-12-01T03:00:00.000Z",
  recorded_at: "2026-12-01T03:00:00.000Z",
  trade_date: "2026-12-01",
  dealing_date: "2026-12-02",
  nav_date: null,
  backdate: null,
  fee_bps: null,
  source: "web",
  approved_at: null,
  priced_at: null,
  paid_at: null,
  cancelled_at: null,
  cancel_reason: null,
  ...fields,
});

/** A lot bought at the NAV of 01/06/2026 with `remaining` units (two decimals) left to sell. */
export const lot = (id: number, remaining: string): z.infer<typeof lotView> => ({
  order: order({ id, reference: `TSTT-${String(id).padStart(6, "0")}`, tinhtrang: 3, model: remaining, price: "10000.00", nav_date: "2026-06-01" }),
  remaining,
  reserved: "0.00",
  sales: [],
});

import type { OrderView } from "#contracts/funds.ts";
import type { Locale } from "#contracts/locale.ts";
import { FUND_CODES, formatHundredths, type FundType } from "#domain/fund-money.ts";
import type { OrderRow } from "./orders.repo.ts";

/** The transfer reference of an order: its fund's code and its id, "TSTT-000123". */
export const orderReference = (order: Pick<OrderRow, "id" | "loai">) =>
  `${FUND_CODES[order.loai as FundType].toUpperCase()}-${String(order.id).padStart(6, "0")}`;

const hundredthsOrNull = (value: number | null) => (value === null ? null : formatHundredths(value));

export function toOrderView(row: OrderRow & { investor?: OrderView["investor"] }, navDate: string | null = null): OrderView {
  return {
    id: row.id,
    reference: orderReference(row),
    user_id: row.user_id,
    loai: row.loai,
    type: row.type,
    giatri: row.giatri,
    fee: row.fee,
    remainder: row.remainder,
    price: hundredthsOrNull(row.price),
    model: hundredthsOrNull(row.model),
    soluongban: hundredthsOrNull(row.soluongban),
    order_id: row.order_id,
    tinhtrang: row.tinhtrang,
    date_create: row.date_create,
    recorded_at: row.recorded_at,
    trade_date: row.trade_date,
    dealing_date: row.dealing_date,
    nav_date: navDate,
    backdate: row.backdate_state
      ? {
          reason: row.backdate_reason ?? "",
          state: row.backdate_state,
          recorded_by: row.created_by,
          decided_by: row.backdate_decided_by,
          decided_at: row.backdate_decided_at,
        }
      : null,
    fee_bps: row.fee_bps,
    source: row.source,
    approved_at: row.approved_at,
    priced_at: row.priced_at,
    paid_at: row.paid_at,
    cancelled_at: row.cancelled_at,
    cancel_reason: row.cancel_reason,
    ...(row.investor ? { investor: row.investor } : {}),
  };
}

/** d/m/Y in Vietnamese, Y-m-d in English, of a YYYY-MM-DD date. */
export function formatDay(date: string, locale: Locale): string {
  const [y, m, d] = date.split("-");
  return locale === "en" ? date : `${d}/${m}/${y}`;
}

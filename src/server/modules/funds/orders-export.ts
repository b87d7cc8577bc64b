import type { AdminOrderQuery } from "#contracts/funds.ts";
import type { Locale } from "#contracts/locale.ts";
import { formatHundredths } from "#domain/fund-money.ts";
import type { Deps } from "#server/deps.ts";
import { NAV_FORMAT, timeHeading, UNITS_FORMAT, vietnamTime, VND_FORMAT, workbookOf } from "#server/lib/xlsx.ts";
import { orderReference } from "./order-view.ts";
import { adminOrders } from "./orders.repo.ts";

const headings = {
  vi: [
    "Mã lệnh",
    "Loại",
    "Trạng thái",
    "Nhà đầu tư",
    "Email",
    timeHeading("Đặt lệnh"),
    "Ngày giao dịch",
    "Số tiền (₫)",
    "Phí (₫)",
    "Tiền lẻ (₫)",
    "NAV/đơn vị (₫)",
    "Số đơn vị mua",
    "Số đơn vị bán",
    "Lô mua",
    "Nguồn",
  ],
  en: [
    "Reference",
    "Type",
    "State",
    "Investor",
    "E-mail",
    timeHeading("Placed"),
    "Dealing day",
    "Amount (VND)",
    "Fee (VND)",
    "Remainder (VND)",
    "NAV per unit (VND)",
    "Units bought",
    "Units sold",
    "Purchase lot",
    "Source",
  ],
};
const typeNames = { vi: { buy: "Mua", sell: "Bán" }, en: { buy: "Buy", sell: "Sell" } };
const stateNames = {
  vi: ["Chờ xác nhận mã", "Chờ duyệt", "Đã duyệt, chờ NAV", "Đã khớp", "Đã thanh toán", "Đã hủy"],
  en: ["Awaiting code", "Awaiting approval", "Approved, awaiting NAV", "Priced", "Paid", "Cancelled"],
};
const sourceNames = { vi: { web: "Trực tuyến", offline: "Lệnh nhận trực tiếp" }, en: { web: "Online", offline: "Taken offline" } };

/** Hundredths as a spreadsheet number (for sums in Excel; the exact text is in the API and the contracts). */
const asNumber = (hundredths: number | null) => (hundredths === null ? null : Number(formatHundredths(hundredths)));

/** `GET /order/admin/exportorder`: the orders the list's filters select (one page of up to 5000), as .xlsx. */
export async function ordersWorkbook(deps: Pick<Deps, "db">, filter: AdminOrderQuery, locale: Locale): Promise<ArrayBuffer> {
  const { rows } = await adminOrders(deps.db, filter);
  const orders = rows.map((order) => [
    orderReference(order),
    typeNames[locale][order.type],
    stateNames[locale][order.tinhtrang] ?? String(order.tinhtrang),
    order.investor.full_name,
    order.investor.email,
    vietnamTime(order.date_create),
    order.dealing_date,
    order.giatri,
    order.fee,
    order.remainder,
    asNumber(order.price),
    asNumber(order.model),
    asNumber(order.soluongban),
    order.order_id ? orderReference({ id: order.order_id, loai: order.loai }) : null,
    sourceNames[locale][order.source],
  ]);
  return workbookOf(
    [
      {
        name: locale === "en" ? "Orders" : "Lệnh",
        rows: [headings[locale], ...orders],
        formats: { 7: VND_FORMAT, 8: VND_FORMAT, 9: VND_FORMAT, 10: NAV_FORMAT, 11: UNITS_FORMAT, 12: UNITS_FORMAT },
        widths: { 3: 28, 4: 28 },
      },
    ],
    locale,
  );
}

import ExcelJS from "exceljs";
import type { AdminOrderQuery } from "#contracts/funds.ts";
import type { Locale } from "#contracts/locale.ts";
import { formatHundredths } from "#domain/fund-money.ts";
import type { Deps } from "#server/deps.ts";
import { orderReference } from "./order-view.ts";
import { adminOrders } from "./orders.repo.ts";

const headings = {
  vi: ["Mã lệnh", "Loại", "Trạng thái", "Nhà đầu tư", "Email", "Đặt lệnh (UTC)", "Ngày giao dịch", "Số tiền (₫)", "Phí (₫)", "Tiền lẻ (₫)", "NAV/đơn vị (₫)", "Số đơn vị mua", "Số đơn vị bán", "Lô mua", "Nguồn"],
  en: ["Reference", "Type", "State", "Investor", "E-mail", "Placed (UTC)", "Dealing day", "Amount (VND)", "Fee (VND)", "Remainder (VND)", "NAV per unit (VND)", "Units bought", "Units sold", "Purchase lot", "Source"],
};
const typeNames = { vi: { buy: "Mua", sell: "Bán" }, en: { buy: "Buy", sell: "Sell" } };
const stateNames = {
  vi: ["Chờ xác nhận mã", "Chờ duyệt", "Đã duyệt, chờ NAV", "Đã khớp", "Đã thanh toán", "Đã hủy"],
  en: ["Awaiting code", "Awaiting approval", "Approved, awaiting NAV", "Priced", "Paid", "Cancelled"],
};
const VND_FORMAT = '#,##0 "₫"';
const UNITS_FORMAT = "#,##0.00";

/** Hundredths as a spreadsheet number (for sums in Excel; the exact text is in the API and the contracts). */
const asNumber = (hundredths: number | null) => (hundredths === null ? null : Number(formatHundredths(hundredths)));

/** `GET /order/admin/exportorder`: the orders the list's filters select (one page of up to 5000), as .xlsx. */
export async function ordersWorkbook(deps: Pick<Deps, "db">, filter: AdminOrderQuery, locale: Locale): Promise<ArrayBuffer> {
  const { rows } = await adminOrders(deps.db, filter);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(locale === "en" ? "Orders" : "Lệnh");
  sheet.addRow(headings[locale]).font = { bold: true };
  for (const order of rows) {
    sheet.addRow([
      orderReference(order),
      typeNames[locale][order.type],
      stateNames[locale][order.tinhtrang] ?? String(order.tinhtrang),
      order.investor.full_name,
      order.investor.email,
      order.date_create,
      order.dealing_date,
      order.giatri,
      order.fee,
      order.remainder,
      asNumber(order.price),
      asNumber(order.model),
      asNumber(order.soluongban),
      order.order_id ? orderReference({ id: order.order_id, loai: order.loai }) : null,
      order.source,
    ]);
  }
  sheet.columns.forEach((column, index) => {
    column.width = index === 3 || index === 4 ? 28 : 16;
    if (index >= 7 && index <= 10) column.numFmt = index === 10 ? '#,##0.00 "₫"' : VND_FORMAT;
    if (index === 11 || index === 12) column.numFmt = UNITS_FORMAT;
  });
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

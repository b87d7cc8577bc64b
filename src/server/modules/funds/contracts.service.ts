import { fundName } from "#contracts/fund-names.ts";
import type { Role } from "#contracts/identity.ts";
import type { Locale } from "#contracts/locale.ts";
import { vietnamDateTime } from "#domain/fund-dealing.ts";
import { valueOfUnits } from "#domain/fund-money.ts";
import { TINHTRANG } from "#domain/fund-orders.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import type { ContractData } from "./contract-pdf.ts";
import { contractPdf } from "./contract-worker.ts";
import { fundRules } from "./fund-settings.service.ts";
import { findNav } from "./nav.repo.ts";
import { investorOf } from "./order-steps.ts";
import { formatBps, formatNav, formatUnits, formatVnd } from "#contracts/number-format.ts";
import { formatDay, orderReference } from "./order-view.ts";
import { findOrder } from "./orders.repo.ts";
import { bankName } from "#domain/vietnam-banks.ts";

const labels = {
  vi: {
    amount: "Số tiền mua",
    fee: "Phí",
    units: "Số đơn vị quỹ",
    remainder: "Tiền lẻ chưa mua được đơn vị",
    sold: "Số đơn vị bán",
    gross: "Giá trị bán",
    net: "Số tiền thực nhận",
    lot: "Lô mua",
  },
  en: {
    amount: "Amount paid",
    fee: "Fee",
    units: "Fund units",
    remainder: "Remainder that bought no unit",
    sold: "Units sold",
    gross: "Value of the units",
    net: "Net proceeds",
    lot: "Purchase lot",
  },
};

/** "dd/mm/yyyy HH:MM" (Vietnamese) or "yyyy-mm-dd HH:MM" (English), Vietnam time. */
function vietnamTime(iso: string, locale: Locale) {
  const { date, minutes } = vietnamDateTime(new Date(iso));
  return `${formatDay(date, locale)} ${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * `GET /userpdf?order_id=`: the contract of a priced order (buy: hợp đồng mua; sale: hợp đồng bán), for its owner
 * or an administrator; 404 for anyone else and for an order not priced yet.
 */
export async function contractOf(deps: Deps, viewer: { id: number; role: Role }, orderId: number, locale: Locale) {
  const order = await findOrder(deps.db, orderId);
  const priced = order && (order.tinhtrang === TINHTRANG.priced || order.tinhtrang === TINHTRANG.paid);
  if (!order || !priced || (viewer.role !== "administrator" && order.user_id !== viewer.id))
    throw new ApiError("NOT_FOUND", { messageKey: "funds.contract.none" });
  const investor = await investorOf(deps.db, order);
  const { bank } = await fundRules(deps.db);
  const nav = (await findNav(deps.db, order.nav_id!))!;
  const l = labels[locale];
  const vnd = (amount: number | null) => formatVnd(amount ?? 0, locale);
  const fee = `${vnd(order.fee)} (${formatBps(order.fee_bps ?? 0, locale)})`;
  const figures: [string, string][] =
    order.type === "buy"
      ? [
          [l.amount, vnd(order.giatri)],
          [l.fee, fee],
          [l.units, formatUnits(order.model!, locale)],
          [l.remainder, vnd(order.remainder)],
        ]
      : [
          [l.lot, orderReference({ id: order.order_id!, loai: order.loai })],
          [l.sold, formatUnits(order.soluongban!, locale)],
          [l.gross, vnd(valueOfUnits(order.soluongban!, order.price!))],
          [l.fee, fee],
          [l.net, vnd(order.giatri)],
        ];
  const data: ContractData = {
    kind: order.type,
    locale,
    reference: orderReference(order),
    fund: {
      name: fundName(order.loai, locale),
      manager: bank.bank_holder,
      account: [bank.bank_account, bankName(bank.bank_bin, locale), bank.bank_branch].filter(Boolean).join(", "),
    },
    investor: {
      full_name: investor.full_name,
      cmt: investor.id_number ?? "",
      ngaycmt: investor.ngaycmt ? formatDay(investor.ngaycmt, locale) : "",
      noicapcmt: investor.noicapcmt ?? "",
      address: investor.address ?? "",
      phone: investor.phone_number ?? "",
      email: investor.email,
      bank: [investor.tknh, investor.tenchutknh, investor.nganhangtknh, investor.chinhanhtknh].filter(Boolean).join(", "),
    },
    placedAt: vietnamTime(order.date_create, locale),
    dealingDay: formatDay(nav.date_create, locale),
    nav: formatNav(nav.giatri1, locale),
    figures,
    issuedAt: vietnamTime(order.priced_at ?? deps.clock.now().toISOString(), locale),
  };
  const name = `${order.type === "buy" ? "hop-dong-mua" : "hop-dong-ban"}-${data.reference}${locale === "en" ? "-en" : ""}.pdf`;
  return { name, pdf: await contractPdf(data) };
}

import type { Locale } from "#contracts/locale.ts";
import type { MyAffiliate } from "#contracts/referrals.ts";
import { commissionTotals } from "#domain/referral-commission.ts";
import type { Deps } from "#server/deps.ts";
import { timeHeading, vietnamTime, VND_FORMAT, workbookOf } from "#server/lib/xlsx.ts";
import { orderReference } from "#server/modules/funds/index.ts";
import { commissionRate, commissionRows, referralPairs, referredBy, referredOrders, referrers, sumsByReferrer, type Page } from "./referrals.repo.ts";
import { referralCodeOf, referralLink } from "./referrals.service.ts";

type Paging = { page: number; limit: number };
const pageOf = ({ page, limit }: Paging): Page => ({ limit, offset: (page - 1) * limit });
const listOf = <T>(data: T[], total: number, query: Paging) => ({ data, current_page: query.page, total, per_page: query.limit });
const party = (id: number, full_name: string, email: string) => ({ id, full_name, email });
const totalsOf = (sums: { accrued: number; reversed: number } | undefined) => {
  const accrued = sums?.accrued ?? 0;
  const reversed = sums?.reversed ?? 0;
  return { accrued, reversed, net: accrued + reversed };
};

/** How many of a referrer's orders the investor's own view lists (their allocated buys); older ones are in the ledger. */
const MY_ORDERS_LIMIT = 1000;

/** `GET /order/user/aff`: the caller's code and link, the rate, totals, and their referrals by name with their allocated buys. */
export async function myAffiliate(deps: Deps, userId: number, locale: Locale): Promise<MyAffiliate> {
  const [code, bps, people, orders, sums] = await Promise.all([
    referralCodeOf(deps, userId),
    commissionRate(deps.db),
    referredBy(deps.db, userId),
    referredOrders(deps.db, { referrer_id: userId }, { limit: MY_ORDERS_LIMIT, offset: 0 }),
    sumsByReferrer(deps.db, [userId]),
  ]);
  const referrals = people.map((person) => {
    const own = orders.rows.filter((row) => row.referred_id === person.id);
    return {
      full_name: person.full_name,
      orders: own.map((row) => ({
        reference: orderReference({ id: row.order_id, loai: row.loai }),
        loai: row.loai,
        giatri: row.giatri,
        dealing_date: row.dealing_date,
        nav_date: row.nav_date ?? null,
        commission: row.commission,
        reversed: row.reversed,
      })),
      commission: own.reduce((sum, row) => sum + row.commission, 0),
    };
  });
  return { code, link: referralLink(deps, locale, code), commission_bps: bps, totals: totalsOf(sums.get(userId)), referrals };
}

type CommissionFilter = Parameters<typeof commissionRows>[1];

async function commissionList(deps: Pick<Deps, "db">, filter: CommissionFilter, query: Paging) {
  const { rows, total } = await commissionRows(deps.db, filter, pageOf(query));
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      order_id: row.order_id,
      reference: orderReference({ id: row.order_id, loai: row.loai }),
      loai: row.loai,
      referred_name: row.referred_name,
      base_vnd: row.base_vnd,
      bps: row.bps,
      amount: row.amount,
      reason: row.reason,
      created_at: row.created_at,
      referrer: party(row.referrer_id, row.referrer_name, row.referrer_email),
      referred: party(row.referred_id, row.referred_name, row.referred_email),
    })),
  };
}

/** `GET /order/orderafff`: the caller's commission ledger, newest first, naming the referred investor only. */
export async function myCommissions(deps: Pick<Deps, "db">, userId: number, query: Paging) {
  const { rows, total } = await commissionList(deps, { referrer_id: userId }, query);
  return listOf(
    rows.map(({ referrer: _referrer, referred: _referred, ...row }) => row),
    total,
    query,
  );
}

/** `GET /order/user/affadmin`: every commission row with both parties. */
export async function adminCommissions(deps: Pick<Deps, "db">, query: Paging & CommissionFilter) {
  const { rows, total } = await commissionList(deps, { referrer_id: query.referrer_id, kind: query.kind }, query);
  return listOf(rows, total, query);
}

/** `GET /order/user/affadminindex`: totals per referrer, the rate, and the programme's totals. */
export async function referrerIndex(deps: Pick<Deps, "db">, query: Paging & { q?: string | undefined }) {
  const { rows, total } = await referrers(deps.db, query.q, pageOf(query));
  const [sums, all, bps] = await Promise.all([
    sumsByReferrer(
      deps.db,
      rows.map((row) => row.id),
    ),
    sumsByReferrer(deps.db),
    commissionRate(deps.db),
  ]);
  const data = rows.map((row) => ({
    referrer: party(row.id, row.full_name, row.email),
    code: row.code ?? null,
    referrals: row.referrals,
    orders: sums.get(row.id)?.orders ?? 0,
    ...totalsOf(sums.get(row.id)),
  }));
  const overall = commissionTotals(
    [...all.values()].flatMap((sum) => [
      { kind: "accrual" as const, amount: sum.accrued },
      { kind: "reversal" as const, amount: sum.reversed },
    ]),
  );
  return { ...listOf(data, total, query), commission_bps: bps, totals: overall };
}

/** `GET /users/aff`: who referred whom. */
export async function affiliateUsers(deps: Pick<Deps, "db">, query: Paging & { referrer_id?: number | undefined; q?: string | undefined }) {
  const { rows, total } = await referralPairs(deps.db, query, pageOf(query));
  return listOf(
    rows.map((row) => ({
      referred: { ...party(row.referred_id, row.referred_name, row.referred_email), role: row.referred_role },
      referrer: party(row.referrer_id, row.referrer_name, row.referrer_email),
      code: row.code,
      created_at: row.created_at,
    })),
    total,
    query,
  );
}

/** `GET /users/getorderaff`: allocated buys of referred investors with their commission. */
export async function affiliateOrders(
  deps: Pick<Deps, "db">,
  query: Paging & { referrer_id?: number | undefined; user_id?: number | undefined; loai?: number | undefined },
) {
  const { rows, total } = await referredOrders(deps.db, query, pageOf(query));
  return listOf(
    rows.map((row) => ({
      order_id: row.order_id,
      reference: orderReference({ id: row.order_id, loai: row.loai }),
      loai: row.loai,
      giatri: row.giatri,
      dealing_date: row.dealing_date,
      nav_date: row.nav_date ?? null,
      commission: row.commission,
      reversed: row.reversed,
      base_vnd: row.giatri,
      bps: row.bps,
      referred: party(row.referred_id, row.referred_name, row.referred_email),
      referrer: party(row.referrer_id, row.referrer_name, row.referrer_email),
    })),
    total,
    query,
  );
}

const headings = {
  vi: {
    sheet: "Người giới thiệu",
    ledger: "Hoa hồng",
    totals: [
      "Mã NĐT",
      "Người giới thiệu",
      "Email",
      "Mã giới thiệu",
      "Số người được giới thiệu",
      "Số lệnh",
      "Hoa hồng phát sinh (₫)",
      "Đã hoàn (₫)",
      "Còn lại (₫)",
    ],
    rows: [
      "Dòng",
      "Loại",
      "Lệnh",
      "Người giới thiệu",
      "Người được giới thiệu",
      "Số tiền lệnh (₫)",
      "Tỷ lệ (bps)",
      "Hoa hồng (₫)",
      "Lý do",
      timeHeading("Thời điểm"),
    ],
  },
  en: {
    sheet: "Referrers",
    ledger: "Commissions",
    totals: ["Investor id", "Referrer", "E-mail", "Referral code", "Referred accounts", "Orders", "Accrued (VND)", "Reversed (VND)", "Net (VND)"],
    rows: ["Row", "Kind", "Order", "Referrer", "Referred investor", "Order amount (VND)", "Rate (bps)", "Commission (VND)", "Reason", timeHeading("Time")],
  },
};
const kindNames = { vi: { accrual: "Phát sinh", reversal: "Hoàn" }, en: { accrual: "Accrual", reversal: "Reversal" } };
/** The export's size: every referrer and the latest ledger rows, up to this many each. */
const EXPORT_LIMIT = 10_000;

/** `GET /users/aff/export`: totals per referrer, and the commission ledger, as .xlsx in the caller's language. */
export async function referralsWorkbook(deps: Pick<Deps, "db">, locale: Locale): Promise<ArrayBuffer> {
  const all = { page: 1, limit: EXPORT_LIMIT };
  const [index, ledger] = await Promise.all([referrerIndex(deps, all), commissionList(deps, {}, all)]);
  const words = headings[locale];
  return workbookOf(
    [
      {
        name: words.sheet,
        rows: [
          words.totals,
          ...index.data.map((row) => [
            row.referrer.id,
            row.referrer.full_name,
            row.referrer.email,
            row.code,
            row.referrals,
            row.orders,
            row.accrued,
            row.reversed,
            row.net,
          ]),
        ],
        formats: { 6: VND_FORMAT, 7: VND_FORMAT, 8: VND_FORMAT },
      },
      {
        name: words.ledger,
        rows: [
          words.rows,
          ...ledger.rows.map((row) => [
            row.id,
            kindNames[locale][row.kind],
            row.reference,
            row.referrer.full_name,
            row.referred.full_name,
            row.base_vnd,
            row.bps,
            row.amount,
            row.reason,
            vietnamTime(row.created_at),
          ]),
        ],
        formats: { 5: VND_FORMAT, 7: VND_FORMAT },
      },
    ],
    locale,
  );
}

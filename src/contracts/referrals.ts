import { MAX_COMMISSION_BPS } from "#domain/referral-commission.ts";
import { adminOrderQuery, fundType } from "./funds.ts";
import { listBody } from "./envelope.ts";
import { personText } from "./person-text.ts";
import { z } from "./zod.ts";

/**
 * The referral programme's calls (docs/referrals.md). Commissions are whole đồng (JSON integers, signed: a reversal
 * is negative); rates are basis points (100 = 1 %).
 */

const id = (messageKey: string) => z.coerce.number(messageKey).int(messageKey).positive(messageKey).max(2_147_483_647, messageKey);
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const limit = z.coerce.number().int().min(1).max(200).default(20);

export const commissionTotals = z.object({ accrued: z.number().int(), reversed: z.number().int(), net: z.number().int() });
export const commissionKind = z.enum(["accrual", "reversal"]);

/** The rate: `commission_bps` from 0 to 500 (5 %). */
export const referralSettings = z.object({
  commission_bps: z.coerce
    .number("referrals.validation.bps")
    .int("referrals.validation.bps")
    .min(0, "referrals.validation.bps")
    .max(MAX_COMMISSION_BPS, "referrals.validation.bps"),
});

/** A referred investor's allocated buy as their referrer sees it: no personal data beyond the name. */
export const referredOrder = z.object({
  reference: z.string(),
  loai: z.number().int(),
  giatri: z.number().int(),
  dealing_date: z.string(),
  nav_date: z.string().nullable(),
  /** Net commission on this order (0 once reversed). */
  commission: z.number().int(),
  reversed: z.boolean(),
});

/** `GET /order/user/aff`: the caller's code and link, the rate, totals, and the accounts they referred. */
export const myAffiliate = z.object({
  code: z.string(),
  /** The registration page with the code, in the caller's language. */
  link: z.string(),
  commission_bps: z.number().int(),
  totals: commissionTotals,
  referrals: z.array(z.object({ full_name: z.string(), orders: z.array(referredOrder), commission: z.number().int() })),
});

/** A commission ledger row. The investor's view names the referred investor only; administrators see both parties. */
export const commissionRow = z.object({
  id: z.number().int(),
  kind: commissionKind,
  order_id: z.number().int(),
  reference: z.string(),
  loai: z.number().int(),
  referred_name: z.string(),
  base_vnd: z.number().int(),
  bps: z.number().int(),
  amount: z.number().int(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
const party = z.object({ id: z.number().int(), full_name: z.string(), email: z.string() });
export const adminCommissionRow = commissionRow.extend({ referrer: party, referred: party });

/** Totals of one referrer (`GET /order/user/affadminindex`, the admin page's table and export). */
export const referrerTotals = z.object({
  referrer: party,
  code: z.string().nullable(),
  referrals: z.number().int(),
  orders: z.number().int(),
  ...commissionTotals.shape,
});

/** Who referred whom (`GET /users/aff`). */
export const affiliateUser = z.object({
  referred: party.extend({ role: z.string() }),
  referrer: party,
  code: z.string(),
  created_at: z.string(),
});

/** An allocated buy of a referred investor with its commission (`GET /users/getorderaff`). */
export const affiliateOrder = referredOrder.extend({
  order_id: z.number().int(),
  referred: party,
  referrer: party,
  base_vnd: z.number().int(),
  bps: z.number().int().nullable(),
});

export const myCommissionsQuery = z.object({ page, limit });
export const adminCommissionsQuery = z.object({ page, limit, referrer_id: id("referrals.validation.user").optional(), kind: commissionKind.optional() });
export const referrersQuery = z.object({ page, limit, q: z.string().trim().max(100).optional() });
export const affiliateUsersQuery = z.object({ page, limit, referrer_id: id("referrals.validation.user").optional(), q: z.string().trim().max(100).optional() });
export const affiliateOrdersQuery = z.object({
  page,
  limit,
  referrer_id: id("referrals.validation.user").optional(),
  user_id: id("referrals.validation.user").optional(),
  loai: fundType.optional(),
});
/** `GET /users/getorderbuy|getordersell`: one investor's orders of one type, any state by default. */
export const userOrdersQuery = adminOrderQuery.omit({ type: true, user_id: true, tinhtrang: true }).extend({
  user_id: id("referrals.validation.user"),
  tinhtrang: adminOrderQuery.shape.tinhtrang.unwrap().default("all"),
});
export const reverseInput = z.object({
  reason: personText("referrals.validation.reason").min(3, "referrals.validation.reason").max(500, "referrals.validation.reason"),
});

export const commissionList = listBody(commissionRow);
export const adminCommissionList = listBody(adminCommissionRow);
export const referrersList = listBody(referrerTotals).extend({ commission_bps: z.number().int(), totals: commissionTotals });
export const affiliateUsersList = listBody(affiliateUser);
export const affiliateOrdersList = listBody(affiliateOrder);

export type MyAffiliate = z.infer<typeof myAffiliate>;
export type CommissionRow = z.infer<typeof commissionRow>;
export type AdminCommissionRow = z.infer<typeof adminCommissionRow>;
export type ReferrerTotals = z.infer<typeof referrerTotals>;
export type AffiliateOrder = z.infer<typeof affiliateOrder>;
export type AffiliateUser = z.infer<typeof affiliateUser>;
export const commissionReversed = z.object({ order_id: z.number().int(), amount: z.number().int() });

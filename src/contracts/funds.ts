import { isIsoDate, parseCutoff } from "#domain/fund-dealing.ts";
import { REQUIRED_RULES } from "#domain/fund-opening.ts";
import { ctrlValues } from "#domain/fund-orders.ts";
import { MAX_BUY_FEE_BPS, MAX_SELL_FEE_BPS, sellScheduleProblem } from "#domain/fund-pricing.ts";
import { bankOfBin } from "#domain/vietnam-banks.ts";
import { isVietQrAccount } from "#domain/vietqr.ts";
import { errorBody } from "./envelope.ts";
import { hundredthsAmount as hundredths, vndAmount as vnd } from "./money.ts";
import { kycFields } from "./profile.ts";
import { personText } from "./person-text.ts";
import { z } from "./zod.ts";

/**
 * The fund area's calls (docs/funds.md; spec dashboard-and-funds §3, §4, §7). Money travels exactly: VND amounts as
 * whole numbers, NAV per unit and units as text with two decimals ("10523.45"), never as binary fractions.
 */

/** Largest NAV per unit accepted: one billion đồng, in hundredths. */
export const MAX_NAV_HUNDREDTHS = 100_000_000_000;
/** Largest number of units in one order: ten billion units, in hundredths. */
const MAX_UNITS_HUNDREDTHS = 1_000_000_000_000;

export const fundType = z.coerce.number("funds.validation.loai").int("funds.validation.loai").min(0, "funds.validation.loai").max(1, "funds.validation.loai");

export const isoDate = (messageKey: string) => z.string(messageKey).trim().refine(isIsoDate, messageKey);
const positiveId = (messageKey: string) => z.coerce.number(messageKey).int(messageKey).positive(messageKey).max(2_147_483_647, messageKey);
export const page = z.coerce.number().int().min(1).max(100_000).default(1);

// ---------------------------------------------------------------- settings

export const sellFeeStep = z.object({
  min_days: z.coerce.number().int("funds.validation.sellFee").min(0, "funds.validation.sellFee").max(36_500, "funds.validation.sellFee"),
  bps: z.coerce.number().int("funds.validation.sellFee").min(0, "funds.validation.sellFee").max(MAX_SELL_FEE_BPS, "funds.validation.sellFee"),
});

/** The fund rules an administrator sets: fees in basis points, the cut-off (Vietnam time), the minimum buy, where to pay. */
export const fundSettings = z.object({
  buy_fee_bps: z.coerce.number().int("funds.validation.buyFee").min(0, "funds.validation.buyFee").max(MAX_BUY_FEE_BPS, "funds.validation.buyFee"),
  sell_fee_schedule: z
    .array(sellFeeStep)
    .max(20, "funds.validation.sellFee")
    .refine((steps) => sellScheduleProblem(steps) === undefined, "funds.validation.sellFee"),
  cutoff: z
    .string()
    .trim()
    .refine((text) => parseCutoff(text) !== undefined, "funds.validation.cutoff"),
  min_buy_vnd: vnd("funds.validation.minBuy"),
  /** The NAPAS BIN of the bank investors pay into, one of src/domain/vietnam-banks.ts (empty: not chosen yet). */
  bank_bin: z
    .string("funds.validation.bank")
    .trim()
    .refine((bin) => bin === "" || bankOfBin(bin) !== undefined, "funds.validation.bank"),
  /** Letters and digits only, up to 19: the account goes into every buy's VietQR code (empty: not set yet). */
  bank_account: z
    .string()
    .trim()
    .refine((account) => account === "" || isVietQrAccount(account), "funds.validation.bankAccount"),
  bank_holder: personText().max(200, "validation.textTooLong"),
  bank_branch: personText().max(200, "validation.textTooLong"),
});
export type FundSettings = z.infer<typeof fundSettings>;

/**
 * The rules as published, with the ones still missing before the funds are open for sale (empty: open), the bank's
 * name in the request's language, and the name typed before the bank list that matched no bank (migration 0049).
 */
export const fundSettingsView = fundSettings.extend({ missing: z.array(z.enum(REQUIRED_RULES)), bank_name: z.string(), bank_unmatched: z.string() });
export type FundSettingsView = z.infer<typeof fundSettingsView>;

// ---------------------------------------------------------------- orders

export const orderTypes = ["buy", "sell"] as const;

export const buyInput = z.object({
  type: z.literal("buy"),
  loai: fundType,
  giatri: vnd("funds.validation.amount"),
  soluongban: z.union([z.literal(0), z.literal("0")]).optional(),
});

export const sellInput = z.object({
  type: z.literal("sell"),
  loai: fundType,
  soluongban: hundredths("funds.validation.units", MAX_UNITS_HUNDREDTHS),
  /** The purchase lot: an allocated buy of the investor's. */
  order_id: positiveId("funds.validation.lot"),
});

/** `POST /order`; send an `Idempotency-Key` header (up to 100 characters) so a retry never places a second order. */
export const orderInput = z.discriminatedUnion("type", [buyInput, sellInput], { error: "funds.validation.type" });
export type OrderInput = z.infer<typeof orderInput>;

/** A decision's reason, typed in a dialog: left blank it is no reason, never an empty one kept on the order. */
const optionalReason = personText()
  .max(500, "validation.textTooLong")
  .optional()
  .transform((reason) => reason || undefined);

/**
 * `PUT /order/{id}`: an administrator sends `ctrl` (2 approve, 4 mark paid, 5 cancel; `reason` with a cancel);
 * the investor confirms their sale with the 6-digit `code` sent by SMS and e-mail.
 */
export const orderUpdate = z.object({
  ctrl: z.coerce
    .number("funds.validation.ctrl")
    .int("funds.validation.ctrl")
    .refine((value) => (ctrlValues as number[]).includes(value), "funds.validation.ctrl")
    .optional(),
  code: z
    .string("funds.validation.code")
    .trim()
    .regex(/^\d{6}$/, "funds.validation.code")
    .optional(),
  reason: optionalReason,
});

/** An order taken offline (`POST /order/admin/addorder`): a paid buy, dealt by the same rules as any other. */
export const offlineOrderInput = z
  .object({
    user_id: positiveId("funds.validation.user").optional(),
    /** The spec's update call names it `userid`. */
    userid: positiveId("funds.validation.user").optional(),
    loai: fundType,
    giatri: vnd("funds.validation.amount"),
    type: z.literal("buy", "funds.validation.type"),
    /**
     * When the instruction was received (ISO instant; left out: now): it decides the dealing day. At most back to
     * the previous dealing day's cut-off; earlier than the minute it is recorded in, it needs a reason and a second
     * administrator's approval. On an update, when given, it must be the stored time (an order's time never moves).
     */
    date_create: z.iso.datetime({ offset: true, error: "funds.validation.placedAt" }).optional(),
    /** Why the order carries an earlier time than when it is recorded (required then). */
    reason: personText().max(500, "validation.textTooLong").optional(),
    /** Optional checks: when given they must equal what the rules give (NAV of the dealing day, units). */
    price: hundredths("funds.validation.nav", MAX_NAV_HUNDREDTHS).nullish(),
    model: hundredths("funds.validation.units", MAX_UNITS_HUNDREDTHS).nullish(),
  })
  .refine((input) => (input.user_id ?? input.userid) !== undefined, { message: "funds.validation.user", path: ["user_id"] });
export type OfflineOrderInput = z.infer<typeof offlineOrderInput>;

export const investorSummary = z.object({ id: z.number().int(), full_name: z.string(), email: z.string() });

export const orderView = z.object({
  id: z.number().int(),
  /** The transfer reference the investor writes on the payment, e.g. "TSTT-000123". */
  reference: z.string(),
  user_id: z.number().int(),
  loai: z.number().int(),
  type: z.enum(orderTypes),
  /** Buy: the amount paid (VND). Sell: the net proceeds once priced, else null. */
  giatri: z.number().int().nullable(),
  fee: z.number().int().nullable(),
  /** Buy: VND that bought no unit (below a hundredth of a unit). */
  remainder: z.number().int().nullable(),
  /** NAV per unit the order was dealt at, two decimals. */
  price: z.string().nullable(),
  /** Buy: units allocated, two decimals. */
  model: z.string().nullable(),
  /** Sell: units sold, two decimals. */
  soluongban: z.string().nullable(),
  /** Sell: the purchase lot (a buy order's id). */
  order_id: z.number().int().nullable(),
  /** State (docs/glossary.md): 0 unconfirmed, 1 pending, 2 approved, 3 priced/allocated, 4 paid, 5 cancelled. */
  tinhtrang: z.number().int(),
  /** When it was placed: online, the server's time; on paper, when the instruction was received. */
  date_create: z.string(),
  /** When the server recorded it: it is priced only at a NAV published after this. */
  recorded_at: z.string(),
  trade_date: z.string(),
  dealing_date: z.string(),
  nav_date: z.string().nullable(),
  /** A back-dated paper order: why, and the second administrator's decision. */
  backdate: z
    .object({
      reason: z.string(),
      state: z.enum(["awaiting", "approved", "refused"]),
      recorded_by: z.number().int().nullable(),
      decided_by: z.number().int().nullable(),
      decided_at: z.string().nullable(),
    })
    .nullable(),
  fee_bps: z.number().int().nullable(),
  source: z.enum(["web", "offline"]),
  approved_at: z.string().nullable(),
  priced_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  investor: investorSummary.optional(),
});
export type OrderView = z.infer<typeof orderView>;

/** How to pay a buy (docs/funds.md, "Paying by VietQR"): the account, the amount, the reference, and the VietQR code. */
export const paymentInstructions = z.object({
  /** The receiving bank's NAPAS BIN. */
  bank_bin: z.string(),
  /** The bank's name from the list, in the request's language ("Vietcombank – …"). */
  bank_name: z.string(),
  bank_account: z.string(),
  bank_holder: z.string(),
  bank_branch: z.string(),
  /** The same as bank_account and bank_holder, under the names banking apps use. */
  account_number: z.string(),
  account_name: z.string(),
  amount: z.number().int(),
  /** What to write as the transfer's content: the order's reference. */
  reference: z.string(),
  qr: z.object({
    /** The VietQR (EMVCo/NAPAS) text: BIN, account, amount, currency 704, country VN, the reference, CRC. */
    payload: z.string(),
    /** The payload drawn as a QR code, an SVG document made on the server. */
    svg: z.string(),
  }),
});

export const orderPlaced = z.object({
  order: orderView,
  /** A buy: how to pay. */
  payment: paymentInstructions.optional(),
  /** A sell: where the confirmation code went and until when it works. */
  confirmation: z.object({ channels: z.array(z.enum(["sms", "email"])), expires_at: z.string() }).optional(),
  /** True when this answer repeats an order an earlier request with the same Idempotency-Key placed. */
  replayed: z.boolean(),
});

/** `GET /order/{id}/payment`: an investor's buy that waits for its transfer, with how to pay it, as after buying. */
export const orderPayment = z.object({ order: orderView, payment: paymentInstructions });

export const adminOrderQuery = z.object({
  page,
  limit: z.coerce.number().int().min(1).max(200).default(20),
  loai: fundType.default(0),
  /** A state, or "all". */
  tinhtrang: z.union([z.literal("all"), z.coerce.number().int().min(0).max(5)]).default(1),
  type: z.enum(["buy", "sell", "all"]).default("sell"),
  user_id: positiveId("funds.validation.user").optional(),
  /** Trade dates from/to (YYYY-MM-DD, inclusive). */
  from: isoDate("funds.validation.date").optional(),
  to: isoDate("funds.validation.date").optional(),
  /** A reference ("TSTT-000123") or part of the investor's name or e-mail. */
  q: z.string().trim().max(100).optional(),
});
export type AdminOrderQuery = z.infer<typeof adminOrderQuery>;

/** A second administrator's decision on a back-dated paper order; a refusal cancels it (with the reason). */
export const backdateDecision = z.object({
  decision: z.enum(["approve", "refuse"], "funds.validation.decision"),
  reason: optionalReason,
});

export const orderList = z.object({
  data: z.array(orderView),
  current_page: z.number().int(),
  total: z.number().int(),
  per_page: z.number().int(),
  /** The spec's name for the count of matching orders (same as total). */
  totalOrder: z.number().int(),
});

export const orderDeleted = z.object({ id: z.number().int(), deleted: z.literal(true) });

export const historyQuery = z.object({ page, limit: z.coerce.number().int().min(1).max(1000).default(50), loai: fundType.optional() });
export const sellListQuery = z.object({ loai: fundType.default(0), limit: z.coerce.number().int().min(1).max(1000).default(1000) });

/** An investor's position in one fund (`GET /order/historyservice`): sums of the unit ledger. */
export const fundHolding = z.object({
  loai: z.number().int(),
  /** Units owned, including those reserved by sales not yet priced. */
  units: z.string(),
  /** Units reserved by pending sales. */
  reserved: z.string(),
  latest_nav: z.object({ date: z.string(), giatri1: z.string() }).nullable(),
  /** Owned units at the latest NAV, VND rounded down. */
  value: z.number().int().nullable(),
  /** What the units still owned cost (amounts paid, pro rata of each lot), VND. */
  cost: z.number().int(),
  gain: z.number().int().nullable(),
});

/** A purchase lot (`GET /order/listhd`): an allocated buy with what is left of it and its contracts. */
export const lotView = z.object({
  order: orderView,
  remaining: z.string(),
  reserved: z.string(),
  /** The lot's sales (priced or paid), each with a sell contract. */
  sales: z.array(orderView),
});

export const contractQuery = z.object({ order_id: positiveId("funds.validation.order") });

/** The 422 refusal of a buy or sell before KYC is complete: `details[].path` names each missing profile field. */
export const kycMissing = errorBody.extend({ details: z.array(z.object({ path: z.enum(kycFields), message: z.string() })) });

// ---------------------------------------------------------------- control room

export const fundsPending = z.object({
  /** Buys waiting for payment to be seen, sells confirmed and waiting for approval. */
  to_approve: z.number().int(),
  /** Approved orders whose dealing day's NAV is not published yet. */
  to_allocate: z.number().int(),
  /** Priced sales whose proceeds are not marked paid yet. */
  to_pay: z.number().int(),
  oldest_waiting_since: z.string().nullable(),
});

import { createHash } from "node:crypto";
import { z } from "zod";
import type { OrderInput } from "#contracts/funds.ts";
import type { Locale } from "#contracts/locale.ts";
import { feeOf } from "#domain/fund-money.ts";
import { initialState, TINHTRANG } from "#domain/fund-orders.ts";
import { isUniqueViolation } from "#server/db/dialect.ts";
import type { Deps } from "#server/deps.ts";
import { enqueueJob } from "#server/lib/jobs.ts";
import { ApiError } from "#server/http/errors.ts";
import { assertOpenForSale, fundRules, type FundRules } from "./fund-settings.service.ts";
import { orderReceivedJob } from "./funds.jobs.ts";
import { orderMail } from "./funds-mail.ts";
import { investorOf, orderNotFound, type Placed } from "./order-steps.ts";
import { toOrderView } from "./order-view.ts";
import { findByIdempotencyKey, findOrder, insertOrder, type OrderRow } from "./orders.repo.ts";
import { reserveSale } from "./sell.service.ts";
import { paymentOf, transferOf, vietQrPng } from "./vietqr-image.ts";
import { assertCanTrade, assertMinimumBuy, placedColumns, type TradeTerms } from "./trade-terms.ts";

/** An Idempotency-Key header: 1 to 100 visible ASCII characters (a UUID, typically). */
const idempotencyKey = z.string().regex(/^[\x21-\x7e]{1,100}$/);

const requestHash = (input: OrderInput) => createHash("sha256").update(JSON.stringify(input)).digest("hex");

/**
 * `POST /order`: a buy or a sell request of the signed-in investor. With an Idempotency-Key, the first request
 * places the order and every retry with the same key and body answers with that order (`replayed`); the same key
 * with another body is refused (422). Two identical requests at once: the unique (user, key) index lets one in.
 */
export async function placeOrder(deps: Deps, userId: number, input: OrderInput, locale: Locale, keyHeader: string | undefined): Promise<Placed> {
  let key: string | undefined;
  if (keyHeader !== undefined) {
    const parsed = idempotencyKey.safeParse(keyHeader);
    if (!parsed.success) throw new ApiError("VALIDATION_FAILED", { details: [{ path: "Idempotency-Key", messageKey: "funds.validation.idempotencyKey" }] });
    key = parsed.data;
  }
  const hash = requestHash(input);
  if (key) {
    const earlier = await findByIdempotencyKey(deps.db, userId, key);
    if (earlier) return replay(deps, earlier, hash);
  }
  const placedAt = deps.clock.now();
  const terms = await assertCanTrade(deps.db, userId, placedAt);
  try {
    return input.type === "buy"
      ? await placeBuy(deps, terms, placedAt, input, locale, key, hash)
      : await reserveSale(deps, terms, placedAt, input, locale, key, hash);
  } catch (error) {
    if (key && isUniqueViolation(error)) {
      const earlier = await findByIdempotencyKey(deps.db, userId, key);
      if (earlier) return replay(deps, earlier, hash);
    }
    throw error;
  }
}

async function replay(deps: Deps, order: OrderRow, hash: string): Promise<Placed> {
  if (order.request_hash !== hash) throw new ApiError("UNPROCESSABLE", { messageKey: "funds.order.idempotencyMismatch" });
  const placed = order.type === "buy" ? await buyPlaced(deps, order, order.locale) : { order: toOrderView(order) };
  return { ...placed, replayed: true };
}

/** The order with its payment instructions, the bank named in `locale` (the request's). */
async function buyPlaced(deps: Deps, order: OrderRow, locale: Locale) {
  const rules = await fundRules(deps.db);
  // Without a bank from the list (cleared on the rules page) there is no account to show or to put in a code.
  assertOpenForSale(rules);
  const { bank } = rules;
  return { order: toOrderView(order), payment: await paymentOf(bank, order, locale) };
}

/**
 * `GET /order/{id}/payment`: the instructions of a buy of the investor's that still waits for its transfer, so they
 * can pay later than right after buying. A paper order was paid when it was recorded: it waits for no transfer.
 */
export async function awaitingPayment(deps: Deps, userId: number, id: number, locale: Locale) {
  const order = await findOrder(deps.db, id);
  if (!order || order.user_id !== userId || order.type !== "buy") throw orderNotFound();
  if (order.tinhtrang !== TINHTRANG.pending || order.source !== "web") throw new ApiError("CONFLICT", { messageKey: "funds.order.paymentNone" });
  return buyPlaced(deps, order, locale);
}

async function placeBuy(
  deps: Deps,
  terms: TradeTerms,
  placedAt: Date,
  input: Extract<OrderInput, { type: "buy" }>,
  locale: Locale,
  key: string | undefined,
  hash: string,
): Promise<Placed> {
  const { rules } = terms;
  assertOpenForSale(rules);
  assertMinimumBuy(rules, input.giatri);
  const id = await deps.db.transaction().execute(async (trx) => {
    const id = await insertOrder(trx, {
      ...placedColumns(terms, placedAt, locale, key, hash),
      loai: input.loai,
      type: "buy",
      tinhtrang: initialState("buy"),
      giatri: input.giatri,
      fee: feeOf(input.giatri, rules.buyFeeBps),
      fee_bps: rules.buyFeeBps,
    });
    await enqueueJob(trx, deps.clock, orderReceivedJob, { order_id: id, bank: rules.bank });
    return id;
  });
  return { ...(await buyPlaced(deps, (await findOrder(deps.db, id))!, locale)), replayed: false };
}

/**
 * The job's part of placing a buy: the e-mail with the instructions and the QR code as a PNG, sent by the job itself
 * (the job's id makes it once, as for a mail job), so it still goes before the mails of the order's later steps.
 */
export async function mailOrderReceived(deps: Deps, orderId: number, bank: FundRules["bank"], jobId: number) {
  const order = await findOrder(deps.db, orderId);
  if (!order) return;
  const investor = await investorOf(deps.db, order);
  const payment = transferOf(bank, order, order.locale);
  const mail = orderMail("received", order.locale, { fullName: investor.full_name, order, payment, qrPng: await vietQrPng(payment.payload) });
  await deps.mailer.send({ to: investor.email, ...mail }, jobId);
}

import { createHash } from "node:crypto";
import { z } from "zod";
import type { OrderInput } from "#contracts/funds.ts";
import type { Locale } from "#contracts/locale.ts";
import { dealingOf } from "#domain/fund-dealing.ts";
import { feeOf } from "#domain/fund-money.ts";
import { initialState } from "#domain/fund-orders.ts";
import { isUniqueViolation } from "#server/db/dialect.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { fundRules } from "./fund-settings.service.ts";
import { queueOrderMail, transactingInvestor, type Placed } from "./order-steps.ts";
import { orderReference, toOrderView } from "./order-view.ts";
import { findByIdempotencyKey, findOrder, insertOrder, type OrderRow } from "./orders.repo.ts";
import { reserveSale } from "./sell.service.ts";

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
  const investor = await transactingInvestor(deps.db, userId);
  try {
    return input.type === "buy" ? await placeBuy(deps, investor, input, locale, key, hash) : await reserveSale(deps, investor, input, locale, key, hash);
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
  const placed = order.type === "buy" ? await buyPlaced(deps, order) : { order: toOrderView(order) };
  return { ...placed, replayed: true };
}

async function buyPlaced(deps: Deps, order: OrderRow) {
  const { bank } = await fundRules(deps.db);
  return { order: toOrderView(order), payment: { ...bank, amount: order.giatri!, reference: orderReference(order) } };
}

async function placeBuy(deps: Deps, investor: { id: number; email: string; full_name: string }, input: Extract<OrderInput, { type: "buy" }>, locale: Locale, key: string | undefined, hash: string): Promise<Placed> {
  const { db, clock } = deps;
  const rules = await fundRules(db);
  if (input.giatri < rules.minBuyVnd) {
    throw new ApiError("UNPROCESSABLE", { messageKey: "funds.order.belowMinimum", vars: { minimum: rules.minBuyVnd }, details: [{ path: "giatri", messageKey: "funds.order.belowMinimum" }] });
  }
  const now = clock.now();
  const dealing = dealingOf(now, rules.cutoffMinutes);
  const id = await db.transaction().execute(async (trx) => {
    const id = await insertOrder(trx, {
      user_id: investor.id,
      loai: input.loai,
      type: "buy",
      tinhtrang: initialState("buy"),
      giatri: input.giatri,
      fee: feeOf(input.giatri, rules.buyFeeBps),
      fee_bps: rules.buyFeeBps,
      date_create: now.toISOString(),
      trade_date: dealing.tradeDate,
      dealing_date: dealing.dealingDate,
      source: "web",
      locale,
      idempotency_key: key ?? null,
      request_hash: hash,
      created_by: investor.id,
      updated_at: now.toISOString(),
    });
    const order = (await findOrder(trx, id))!;
    await queueOrderMail(trx, deps, "received", investor, order, { bank: rules.bank });
    return id;
  });
  return { ...(await buyPlaced(deps, (await findOrder(db, id))!)), replayed: false };
}

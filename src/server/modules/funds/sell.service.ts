import type { OrderInput } from "#contracts/funds.ts";
import type { Locale } from "#contracts/locale.ts";
import { formatHundredths } from "#domain/fund-money.ts";
import { initialState, nextState, TINHTRANG } from "#domain/fund-orders.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { enqueueJob } from "#server/lib/jobs.ts";
import { sendSmsJob } from "#server/lib/sms.ts";
import { digest, newCode } from "#server/modules/identity/index.ts";
import { fundRules } from "./fund-settings.service.ts";
import { expireSellJob } from "./funds.jobs.ts";
import { appendLedger, lotBalance } from "./ledger.repo.ts";
import { illegalMove, investorOf, orderNotFound, queueOrderMail, type Placed } from "./order-steps.ts";
import { toOrderView } from "./order-view.ts";
import { findOrder, insertOrder, lockOrder, updateOrderFrom, type OrderRow } from "./orders.repo.ts";
import { deleteSellCode, findSellCode, insertSellCode, spendSellCodeAttempt, takeSellCode } from "./sell-codes.repo.ts";
import { dealingAt, placedColumns, type TradeTerms } from "./trade-terms.ts";

/** How long a sale's confirmation code works, and how many wrong tries it takes. */
const CODE_TTL_MS = 15 * 60_000;
const CODE_TRIES = 5;

/**
 * Spec §4, step 1: a sale of part of a lot. The lot (an allocated buy of the investor's, same fund) is locked, its
 * available units (a sum of the ledger) checked and the units reserved in the same transaction, so concurrent sales
 * of one lot can never sell more than it holds. A 6-digit code goes by SMS and e-mail.
 */
export async function reserveSale(
  deps: Deps,
  terms: TradeTerms,
  now: Date,
  input: Extract<OrderInput, { type: "sell" }>,
  locale: Locale,
  key: string | undefined,
  hash: string,
): Promise<Placed> {
  const { db, clock } = deps;
  const { investor } = terms;
  const code = newCode();
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS).toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const lot = await lockOrder(trx, deps.database.dialect, input.order_id);
    if (!lot || lot.user_id !== investor.id || lot.type !== "buy") throw new ApiError("NOT_FOUND", { messageKey: "funds.lot.notFound" });
    if (lot.loai !== input.loai)
      throw new ApiError("UNPROCESSABLE", { messageKey: "funds.lot.otherFund", details: [{ path: "order_id", messageKey: "funds.lot.otherFund" }] });
    if (lot.tinhtrang !== TINHTRANG.priced) throw new ApiError("CONFLICT", { messageKey: "funds.lot.notAllocated" });
    const { available } = await lotBalance(trx, lot.id);
    if (input.soluongban > available) {
      throw new ApiError("UNPROCESSABLE", {
        messageKey: "funds.sell.notEnough",
        vars: { available: formatHundredths(available) },
        details: [{ path: "soluongban", messageKey: "funds.sell.notEnough" }],
      });
    }
    const id = await insertOrder(trx, {
      ...placedColumns(terms, now, locale, key, hash),
      loai: input.loai,
      type: "sell",
      tinhtrang: initialState("sell"),
      soluongban: input.soluongban,
      order_id: lot.id,
    });
    const at = now.toISOString();
    await appendLedger(trx, [
      {
        user_id: investor.id,
        loai: lot.loai,
        lot_id: lot.id,
        order_id: id,
        account: "available",
        kind: "reservation",
        units: -input.soluongban,
        created_at: at,
      },
      { user_id: investor.id, loai: lot.loai, lot_id: lot.id, order_id: id, account: "reserved", kind: "reservation", units: input.soluongban, created_at: at },
    ]);
    await insertSellCode(trx, { order_id: id, code_hash: digest(code), expires_at: expiresAt, attempts_left: CODE_TRIES, created_at: at });
    const order = (await findOrder(trx, id))!;
    await queueOrderMail(trx, deps, "sellCode", investor, order, { code, codeMinutes: CODE_TTL_MS / 60_000 });
    if (investor.phone_number) {
      const text =
        locale === "en"
          ? `Code ${code} confirms your sale ${toOrderView(order).reference}; valid ${CODE_TTL_MS / 60_000} minutes.`
          : `Ma ${code} xac nhan lenh ban ${toOrderView(order).reference}; hieu luc ${CODE_TTL_MS / 60_000} phut.`;
      await enqueueJob(trx, clock, sendSmsJob, { to: investor.phone_number, text });
    }
    await enqueueJob(trx, clock, expireSellJob, { order_id: id }, { runAt: new Date(expiresAt) });
    return id;
  });
  const channels: ("sms" | "email")[] = investor.phone_number ? ["sms", "email"] : ["email"];
  return { order: toOrderView((await findOrder(db, id))!), confirmation: { channels, expires_at: expiresAt }, replayed: false };
}

/**
 * Spec §4, step 2: the investor confirms the sale with the code. The sale's dealing day counts from now (the
 * moment the investor committed to it). A wrong code spends a try; expired or used up, the sale is cancelled by
 * its job and the units return.
 */
export async function confirmSale(deps: Deps, userId: number, orderId: number, code: string): Promise<OrderRow> {
  const { db, clock } = deps;
  const order = await findOrder(db, orderId);
  if (!order || order.user_id !== userId) throw orderNotFound();
  const to = order.type === "sell" ? nextState("sell", order.tinhtrang, "confirm") : undefined;
  if (to === undefined) throw illegalMove(order, "confirm");
  const stored = await findSellCode(db, orderId);
  const now = clock.now();
  if (!stored || stored.expires_at <= now.toISOString())
    throw new ApiError("UNPROCESSABLE", { messageKey: "funds.code.expired", details: [{ path: "code", messageKey: "funds.code.expired" }] });
  if (stored.attempts_left <= 0) throw tooManyTries();
  if (stored.code_hash !== digest(code)) {
    if (!(await spendSellCodeAttempt(db, orderId))) throw tooManyTries();
    throw new ApiError("UNPROCESSABLE", { messageKey: "funds.code.wrong", details: [{ path: "code", messageKey: "funds.code.wrong" }] });
  }
  const dealing = await dealingAt(db, (await fundRules(db)).cutoffMinutes, now);
  await db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, deps.database.dialect, orderId);
    if (!locked) throw illegalMove(order, "confirm");
    if (!(await takeSellCode(trx, orderId))) throw tooManyTries();
    if (
      !(await updateOrderFrom(trx, orderId, order.tinhtrang, {
        tinhtrang: to,
        trade_date: dealing.tradeDate,
        dealing_date: dealing.dealingDate,
        updated_at: now.toISOString(),
      }))
    )
      throw illegalMove(order, "confirm");
    const confirmed = (await findOrder(trx, orderId))!;
    await queueOrderMail(trx, deps, "saleConfirmed", await investorOf(trx, confirmed), confirmed);
  });
  return (await findOrder(db, orderId))!;
}

const tooManyTries = () =>
  new ApiError("UNPROCESSABLE", { messageKey: "funds.code.tooManyTries", details: [{ path: "code", messageKey: "funds.code.tooManyTries" }] });

/** Cancelling a sale returns its reserved units to the lot's available account (two ledger rows). */
export async function releaseReservation(trx: Deps["db"], order: OrderRow, actorId: number | null, at: string) {
  await appendLedger(trx, [
    {
      user_id: order.user_id,
      loai: order.loai,
      lot_id: order.order_id!,
      order_id: order.id,
      account: "reserved",
      kind: "release",
      units: -order.soluongban!,
      created_by: actorId,
      created_at: at,
    },
    {
      user_id: order.user_id,
      loai: order.loai,
      lot_id: order.order_id!,
      order_id: order.id,
      account: "available",
      kind: "release",
      units: order.soluongban!,
      created_by: actorId,
      created_at: at,
    },
  ]);
  await deleteSellCode(trx, order.id);
}

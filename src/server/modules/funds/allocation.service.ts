import { daysBetween } from "#domain/fund-dealing.ts";
import { nextState, TINHTRANG } from "#domain/fund-orders.ts";
import { allocateBuy, saleProceeds, sellFeeBps } from "#domain/fund-pricing.ts";
import type { Deps } from "#server/deps.ts";
import { enqueueJob } from "#server/lib/jobs.ts";
import { fundRules } from "./fund-settings.service.ts";
import { orderAllocatedJob } from "./funds.jobs.ts";
import { appendLedger } from "./ledger.repo.ts";
import { findNav, latestNav, lockNav, pricingNav } from "./nav.repo.ts";
import { investorOf, queueOrderMail } from "./order-steps.ts";
import { approvedBefore, findOrder, lockOrder, updateOrderFrom, type OrderRow } from "./orders.repo.ts";

/**
 * Prices one approved order if its NAV exists (dated after its trade date, published after it was recorded): a buy gets its units (floor to hundredths, remainder in VND)
 * and an allocation row on the ledger; a sale gets its proceeds (fee by holding period) and its reserved units
 * leave the ledger. Answers whether it priced. Never priced twice: the order is locked and moved from "approved".
 */
export async function allocateOrder(deps: Deps, orderId: number): Promise<boolean> {
  const { db, clock } = deps;
  const dialect = deps.database.dialect;
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, dialect, orderId);
    if (!order || order.tinhtrang !== TINHTRANG.approved) return false;
    const found = await pricingNav(trx, order.loai, order.trade_date, order.recorded_at);
    if (!found) return false;
    await lockNav(trx, dialect, found.id);
    const nav = await findNav(trx, found.id);
    if (!nav) return false;
    const now = clock.now().toISOString();
    const to = nextState(order.type, order.tinhtrang, "price")!;
    if (order.type === "buy") {
      const { fee, units, remainder } = allocateBuy(order.giatri!, nav.giatri1, order.fee_bps ?? 0);
      await updateOrderFrom(trx, order.id, order.tinhtrang, {
        tinhtrang: to,
        price: nav.giatri1,
        model: units,
        fee,
        remainder,
        nav_id: nav.id,
        priced_at: now,
        updated_at: now,
      });
      await appendLedger(trx, [
        { user_id: order.user_id, loai: order.loai, lot_id: order.id, order_id: order.id, account: "available", kind: "allocation", units, created_at: now },
      ]);
    } else {
      const lot = await findOrder(trx, order.order_id!);
      const lotNav = lot?.nav_id ? await findNav(trx, lot.nav_id) : undefined;
      const held = lotNav ? daysBetween(lotNav.date_create, nav.date_create) : 0;
      const bps = sellFeeBps((await fundRules(trx)).sellFeeSchedule, held);
      const proceeds = saleProceeds(order.soluongban!, nav.giatri1, bps);
      await updateOrderFrom(trx, order.id, order.tinhtrang, {
        tinhtrang: to,
        price: nav.giatri1,
        giatri: proceeds.net,
        fee: proceeds.fee,
        fee_bps: bps,
        nav_id: nav.id,
        priced_at: now,
        updated_at: now,
      });
      await appendLedger(trx, [
        {
          user_id: order.user_id,
          loai: order.loai,
          lot_id: order.order_id!,
          order_id: order.id,
          account: "reserved",
          kind: "sale",
          units: -order.soluongban!,
          created_at: now,
        },
      ]);
    }
    await enqueueJob(trx, clock, orderAllocatedJob, { order_id: order.id });
    return true;
  });
}

/** The allocation job (funds.jobs.ts): prices every approved order of a fund that its published NAVs can price. */
export async function allocateDue(deps: Deps, loai: number): Promise<number> {
  const latest = await latestNav(deps.db, loai);
  if (!latest) return 0;
  let priced = 0;
  for (const { id } of await approvedBefore(deps.db, loai, latest.date_create)) if (await allocateOrder(deps, id)) priced++;
  return priced;
}

/**
 * The allocation event's own work: tell the investor (units and NAV, or the sale's proceeds). `jobId`: the job's run,
 * whose id keys the e-mail's job, so the run repeated after its process died queues no second e-mail.
 */
export async function onOrderAllocated(deps: Deps, orderId: number, jobId?: number): Promise<OrderRow | undefined> {
  const order = await findOrder(deps.db, orderId);
  if (!order?.nav_id) return undefined;
  const nav = await findNav(deps.db, order.nav_id);
  const effectKey = jobId === undefined ? undefined : `job:${jobId}:mail`;
  await queueOrderMail(
    deps.db,
    deps,
    order.type === "buy" ? "allocated" : "salePriced",
    await investorOf(deps.db, order),
    order,
    { navDate: nav?.date_create ?? null },
    effectKey,
  );
  return order;
}

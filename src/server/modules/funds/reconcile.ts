import type { Db } from "#server/db/database.ts";
import { holdsReservation, TINHTRANG } from "#domain/fund-orders.ts";
import { ledgerByFund, ledgerByLot, ledgerByOrder } from "./ledger.repo.ts";
import { toOrderRow } from "./orders.repo.ts";

/**
 * The reconciliation of the unit ledger with the orders (`npm run funds:reconcile`, and after every money test):
 * 1. no lot's available or reserved units are negative;
 * 2. each order's ledger rows are exactly its effect: an allocated buy +model available (its own lot); a sale
 *    −units available / +units reserved when requested, −units reserved once priced, and back when cancelled;
 *    any other order has no rows (corrections, recorded by hand, are counted in the totals only);
 * 3. each fund's total units equal units allocated minus units sold.
 * Answers the problems found (empty when all is well).
 */
export async function reconcileFunds(db: Db): Promise<string[]> {
  const problems: string[] = [];
  for (const row of await ledgerByLot(db)) {
    if (Number(row.total) < 0) problems.push(`lot ${row.lot_id}: ${row.account} units are negative (${row.total})`);
  }

  const actual = new Map<number, Map<string, number>>();
  const expectedTotals = new Map<number, number>();
  for (const row of await ledgerByOrder(db)) {
    // A correction (docs/funds.md) changes a lot by a recorded amount; it counts in the fund's total as it stands.
    if (row.kind === "correction") {
      expectedTotals.set(row.loai, (expectedTotals.get(row.loai) ?? 0) + Number(row.total));
      continue;
    }
    const key = `${row.lot_id}/${row.account}/${row.kind}`;
    const rows = actual.get(row.order_id) ?? new Map<string, number>();
    rows.set(key, (rows.get(key) ?? 0) + Number(row.total));
    actual.set(row.order_id, rows);
  }
  const orders = (await db.selectFrom("fund_orders").selectAll().execute()).map(toOrderRow);
  for (const order of orders) {
    const expected = new Map<string, number>();
    if (order.type === "buy" && order.tinhtrang === TINHTRANG.priced) {
      expected.set(`${order.id}/available/allocation`, order.model ?? 0);
      expectedTotals.set(order.loai, (expectedTotals.get(order.loai) ?? 0) + (order.model ?? 0));
    }
    if (order.type === "sell") {
      const units = order.soluongban ?? 0;
      const lot = order.order_id;
      expected.set(`${lot}/available/reservation`, -units);
      expected.set(`${lot}/reserved/reservation`, units);
      if (order.tinhtrang === TINHTRANG.cancelled) {
        expected.set(`${lot}/reserved/release`, -units);
        expected.set(`${lot}/available/release`, units);
      } else if (!holdsReservation(order.tinhtrang)) {
        expected.set(`${lot}/reserved/sale`, -units);
        expectedTotals.set(order.loai, (expectedTotals.get(order.loai) ?? 0) - units);
      }
    }
    const found = actual.get(order.id) ?? new Map<string, number>();
    actual.delete(order.id);
    const keys = new Set([...expected.keys(), ...found.keys()]);
    for (const key of keys) {
      if ((expected.get(key) ?? 0) !== (found.get(key) ?? 0))
        problems.push(`order ${order.id} (${order.type}, tinhtrang ${order.tinhtrang}): ${key} is ${found.get(key) ?? 0}, expected ${expected.get(key) ?? 0}`);
    }
  }
  for (const orderId of actual.keys()) problems.push(`ledger rows of order ${orderId}, which does not exist`);

  const totals = new Map((await ledgerByFund(db)).map((row) => [row.loai, Number(row.total)]));
  for (const loai of new Set([...totals.keys(), ...expectedTotals.keys()])) {
    if ((totals.get(loai) ?? 0) !== (expectedTotals.get(loai) ?? 0))
      problems.push(`fund ${loai}: ledger holds ${totals.get(loai) ?? 0} units, orders say ${expectedTotals.get(loai) ?? 0}`);
  }
  return problems;
}

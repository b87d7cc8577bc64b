import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedBuy, kycInvestor, openFundsForSale, publishNav } from "#server/testing/fund-fixtures.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { reconcileFunds } from "./reconcile.ts";

/** The reconciliation finds what is wrong, and the ledger cannot be rewritten to hide it. */
describe("the unit ledger's reconciliation", () => {
  let t: TestApp;
  let lot: number;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.signedIn("administrator");
    await openFundsForSale(t, admin);
    const investor = await kycInvestor(t);
    userId = investor.id;
    lot = await approvedBuy(t, investor, admin, 0, 5_000_000);
    t.clock.advance(2 * 86_400_000);
    await publishNav(t, admin, 0, "2026-11-24", "10000.00");
  });
  afterAll(() => t.close());

  it("passes on a consistent ledger and refuses UPDATE and DELETE of its rows", async () => {
    expect(await reconcileFunds(t.db)).toEqual([]);
    await expect(t.db.updateTable("fund_unit_ledger").set({ units: 1 }).execute()).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom("fund_unit_ledger").execute()).rejects.toThrow(/append-only/);
  });

  it("reports a row no order explains, a negative lot and a fund total that does not add up", async () => {
    await t.db
      .insertInto("fund_unit_ledger")
      .values({
        user_id: userId,
        loai: 0,
        lot_id: lot,
        order_id: lot,
        account: "available",
        kind: "allocation",
        units: -600_000,
        created_at: t.clock.now().toISOString(),
      })
      .execute();
    const problems = await reconcileFunds(t.db);
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^lot ${lot}: available units are negative`)),
      expect.stringMatching(new RegExp(`^order ${lot} \\(buy, tinhtrang 3\\): ${lot}/available/allocation is -550000, expected 50000`)),
      "fund 0: ledger holds -550000 units, orders say 50000",
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

describe("an investor's own performance (/performance/mine)", () => {
  let t: TestApp;
  let admin: { headers: Record<string, string> };
  let investor: { id: number; headers: Record<string, string> };

  /** A dealt order of Funds I, written as its pricing would leave it (priced = 3). */
  const order = (fields: { type: "buy" | "sell"; giatri: number; units: number; dealing_date: string; tinhtrang?: number }) => {
    const now = t.clock.now().toISOString();
    return t.db
      .insertInto("fund_orders")
      .values({
        user_id: investor.id,
        loai: 0,
        type: fields.type,
        tinhtrang: fields.tinhtrang ?? 3,
        giatri: fields.giatri,
        model: fields.type === "buy" ? fields.units : null,
        soluongban: fields.type === "sell" ? fields.units : null,
        date_create: now,
        recorded_at: now,
        trade_date: fields.dealing_date,
        dealing_date: fields.dealing_date,
        source: "web",
        locale: "vi",
        updated_at: now,
      } as never)
      .execute();
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signedIn("administrator");
    investor = await t.signedIn("investor");
    for (const [date_create, giatri1] of [
      ["2025-01-01", "10000.00"],
      ["2025-07-01", "10500.00"],
      ["2026-01-01", "11000.00"],
    ]) {
      await t.call("POST", "/api/v1/hieuqua", { body: { loai: 0, date_create, giatri1 }, headers: admin.headers });
    }
    for (const [date_create, giatri1] of [
      ["2025-01-01", "1000.00"],
      ["2026-01-01", "1050.00"],
    ]) {
      await t.call("POST", "/api/v1/chiso", { body: { date_create, giatri1 }, headers: admin.headers });
    }
  });
  afterAll(() => t.close());

  it("is for investors only and empty before any dealt order", async () => {
    expect((await t.call("GET", "/api/v1/performance/mine")).status).toBe(401);
    expect((await t.call("GET", "/api/v1/performance/mine", { headers: admin.headers })).status).toBe(403);
    const empty = await t.call("GET", "/api/v1/performance/mine?loai=0", { headers: investor.headers });
    expect(empty.json.data).toMatchObject({ series: [], value: 0, net_invested: 0, return_period: null, index_value: null });
  });

  it("values the units at each NAV and compares the money-weighted return with the same flows in the VN-Index", async () => {
    // 1,000,000 VND bought 100.00 units at 10,000.00; a year later they are worth 1,100,000 (10%), the index 5%.
    await order({ type: "buy", giatri: 1_000_000, units: 10_000, dealing_date: "2025-01-01" });
    await order({ type: "buy", giatri: 500_000, units: 5_000, dealing_date: "2025-03-01", tinhtrang: 5 }); // cancelled: not counted
    const res = await t.call("GET", "/api/v1/performance/mine?loai=0", { headers: investor.headers });
    expect(res.json.data).toEqual({
      loai: 0,
      series: [
        { date: "2025-01-01", units: "100.00", value: 1_000_000 },
        { date: "2025-07-01", units: "100.00", value: 1_050_000 },
        { date: "2026-01-01", units: "100.00", value: 1_100_000 },
      ],
      net_invested: 1_000_000,
      value: 1_100_000,
      return_period: "10.00",
      return_annualised: "10.00",
      index_value: 1_050_000,
      index_return_period: "5.00",
      index_return_annualised: "5.00",
    });
  });

  it("counts a sale as money taken out and units gone", async () => {
    await order({ type: "sell", giatri: 525_000, units: 5_000, dealing_date: "2025-07-01" });
    const data = (await t.call("GET", "/api/v1/performance/mine?loai=0", { headers: investor.headers })).json.data;
    expect(data.series.map((point: { units: string; value: number }) => [point.units, point.value])).toEqual([
      ["100.00", 1_000_000],
      ["50.00", 525_000],
      ["50.00", 550_000],
    ]);
    expect(data).toMatchObject({ net_invested: 475_000, value: 550_000 });
  });
});

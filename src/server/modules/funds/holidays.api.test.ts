import { describe, expect, it } from "vitest";
import { approvedBuy, fundsTestApp, kycInvestor, publishNav } from "#server/testing/fund-fixtures.ts";
import type { TestApp } from "#server/testing/test-app.ts";

const HOUR = 3_600_000;

/**
 * The market's holidays on the test clock, which starts Sunday 2026-11-22 10:00 Vietnam time. The market is closed
 * Wednesday 25 to Friday 27 November, so with the weekend after it the first dealing day after Tuesday 24 is
 * Monday 30: an order of Tuesday 24 before the cut-off is dealt at Monday 30's NAV, one after the cut-off counts as
 * placed on Monday 30 and is dealt at Tuesday 1 December's.
 */
describe("fund holidays", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp["signedIn"]>>;

  fundsTestApp((app) => {
    ({ t, admin } = app);
  });

  const addHolidays = (body: object, lang?: string) => t.call("POST", "/api/v1/funds/holidays", { headers: admin.headers, body, ...(lang ? { lang } : {}) });
  const orderOf = (id: number) =>
    t.db.selectFrom("fund_orders").select(["tinhtrang", "trade_date", "dealing_date", "price", "nav_id"]).where("id", "=", id).executeTakeFirstOrThrow();

  it("lets an administrator close the market on weekdays ahead of time, audited, and lists them to anyone", async () => {
    const added = await addHolidays({ from: "2026-11-25", to: "2026-11-29", name: "Nghỉ lễ (thử)" });
    expect(added.status).toBe(201);
    // The weekend of the run is closed anyway: only the weekdays are stored.
    expect(added.json.data).toEqual(["2026-11-25", "2026-11-26", "2026-11-27"].map((date) => ({ date, name: "Nghỉ lễ (thử)" })));
    expect((await t.db.selectFrom("fund_holidays").select("date").orderBy("date").execute()).map((row) => row.date)).toEqual([
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
    ]);
    const audit = await t.db.selectFrom("audit_events").select(["action", "subject", "actor_id"]).where("action", "=", "funds.holiday.add").execute();
    expect(audit).toEqual([{ action: "funds.holiday.add", subject: "fund_holidays:2026-11-25", actor_id: admin.id }]);
    const listed = await t.call("GET", "/api/v1/funds/holidays?from=2026-11-01");
    expect(listed.json.data.map((row: { date: string }) => row.date)).toEqual(["2026-11-25", "2026-11-26", "2026-11-27"]);

    const duplicate = await addHolidays({ from: "2026-11-26", name: "Lần nữa" }, "en");
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.message).toBe("2026-11-26 is already a holiday (Nghỉ lễ (thử)).");
    const past = await addHolidays({ from: "2026-11-22", name: "Hôm nay" }, "vi");
    expect(past.status).toBe(422);
    expect(past.json.details[0]).toMatchObject({ path: "from", message: "Ngày nghỉ phải được đặt trước: hãy chọn một ngày sau hôm nay (giờ Việt Nam)." });
    expect((await addHolidays({ from: "2026-12-05", to: "2026-12-06", name: "Cuối tuần" })).status).toBe(422);
    expect((await addHolidays({ from: "2026-12-01", to: "2027-01-15", name: "Quá dài" })).status).toBe(422);
    expect((await addHolidays({ from: "2026-12-03", to: "2026-12-01", name: "Ngược" })).status).toBe(400);
    expect((await addHolidays({ from: "2026-12-01", name: " " })).status).toBe(400);
    expect(await t.db.selectFrom("fund_holidays").select("date").execute()).toHaveLength(3);
  });

  it("deals an order placed before the holiday at the first NAV after it, and one after the cut-off at the next", async () => {
    const investor = await kycInvestor(t);
    t.clock.advance(2 * 24 * HOUR); // Tuesday 24, 10:00
    const before = await approvedBuy(t, investor, admin, 0, 10_000_000);
    t.clock.advance(5 * HOUR); // Tuesday 24, 15:00: after the cut-off
    const after = await approvedBuy(t, investor, admin, 0, 10_000_000);
    expect(await orderOf(before)).toMatchObject({ trade_date: "2026-11-24", dealing_date: "2026-11-30" });
    expect(await orderOf(after)).toMatchObject({ trade_date: "2026-11-30", dealing_date: "2026-12-01" });

    t.clock.advance(19 * HOUR); // Wednesday 25, 10:00: a holiday
    const onHoliday = await t.call("POST", "/api/v1/hieuqua", {
      headers: admin.headers,
      body: { loai: 0, date_create: "2026-11-25", giatri1: "10000.00" },
      lang: "en",
    });
    expect(onHoliday.status).toBe(422);
    expect(onHoliday.json.details[0]).toMatchObject({
      path: "date_create",
      message: "No NAV is published on a market holiday (Nghỉ lễ (thử)). Choose a dealing day.",
    });
    // A holiday that has come stays on the list.
    expect((await t.call("DELETE", "/api/v1/funds/holidays/2026-11-25", { headers: admin.headers })).status).toBe(409);
    const buyOnHoliday = await approvedBuy(t, investor, admin, 0, 10_000_000);
    expect(await orderOf(buyOnHoliday)).toMatchObject({ trade_date: "2026-11-30", dealing_date: "2026-12-01" });

    t.clock.advance(5 * 24 * HOUR + 6 * HOUR); // Monday 30, 16:00
    const monday = await publishNav(t, admin, 0, "2026-11-30", "10500.00");
    expect(await orderOf(before)).toMatchObject({ tinhtrang: 3, nav_id: monday.id });
    expect(Number((await orderOf(before)).price)).toBe(1_050_000);
    expect(await orderOf(after)).toMatchObject({ tinhtrang: 2, nav_id: null });

    t.clock.advance(24 * HOUR); // Tuesday 1 December, 16:00
    const tuesday = await publishNav(t, admin, 0, "2026-12-01", "10600.00");
    expect(await orderOf(after)).toMatchObject({ tinhtrang: 3, nav_id: tuesday.id });
    expect(await orderOf(buyOnHoliday)).toMatchObject({ tinhtrang: 3, nav_id: tuesday.id });
  });

  it("reopens a future holiday, audited", async () => {
    expect((await addHolidays({ from: "2026-12-31", name: "Thử" })).status).toBe(201);
    const removed = await t.call("DELETE", "/api/v1/funds/holidays/2026-12-31", { headers: admin.headers });
    expect(removed.status).toBe(200);
    expect(removed.json.data).toEqual({ date: "2026-12-31", deleted: true });
    expect(await t.db.selectFrom("fund_holidays").select("date").where("date", "=", "2026-12-31").execute()).toEqual([]);
    expect(await t.db.selectFrom("audit_events").select("subject").where("action", "=", "funds.holiday.delete").execute()).toEqual([
      { subject: "fund_holidays:2026-12-31" },
    ]);
    expect((await t.call("DELETE", "/api/v1/funds/holidays/2026-12-31", { headers: admin.headers })).status).toBe(404);
  });
});

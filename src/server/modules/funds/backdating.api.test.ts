import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fundsTestApp, kycInvestor, publishNav } from "#server/testing/fund-fixtures.ts";
import type { TestApp } from "#server/testing/test-app.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Issue 26, item 1: no order is priced at a NAV published before it was recorded. The test clock starts on Sunday
 * 22 November 2026 at 10:00 Vietnam time; the funds' cut-off is 14:30. Friday 20's NAV is published first, so it
 * was known before every order below was recorded.
 */
describe("paper orders and known prices", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp["signedIn"]>>;
  let second: Awaited<ReturnType<TestApp["signedIn"]>>;

  fundsTestApp(async (app) => {
    ({ t, admin } = app);
    second = await t.signedIn("administrator");
    await publishNav(t, admin, 0, "2026-11-20", "10000.00");
    t.clock.advance(MINUTE);
  });

  const addOrder = (body: object, lang?: string) =>
    t.call("POST", "/api/v1/order/admin/addorder", {
      headers: admin.headers,
      body: { loai: 0, giatri: 2_000_000, type: "buy", ...body },
      ...(lang ? { lang } : {}),
    });
  const decide = (who: { headers: Record<string, string> }, id: number, body: object) =>
    t.call("PUT", `/api/v1/order/admin/backdated/${id}`, { headers: who.headers, body });
  const ordersOf = (userId: number) => t.db.selectFrom("fund_orders").selectAll().where("user_id", "=", userId).execute();

  it("refuses the probe's back-dated paper order (2020-01-06) instead of pricing it at a NAV already known", async () => {
    const investor = await kycInvestor(t);
    const probe = await addOrder({ user_id: investor.id, date_create: "2020-01-06T02:00:00Z" }, "en");
    expect(probe.status).toBe(422);
    expect(probe.json.details).toEqual([{ path: "date_create", message: "The time received cannot be earlier than the previous dealing day's cut-off." }]);
    // An hour from now is no time an instruction was received either.
    expect((await addOrder({ user_id: investor.id, date_create: new Date(t.clock.now().getTime() + HOUR).toISOString() })).status).toBe(422);
    expect(await ordersOf(investor.id)).toEqual([]);
  });

  it("never moves an order's time: the edit refuses another date_create and keeps the one the server recorded", async () => {
    const investor = await kycInvestor(t);
    const placed = await t.call("POST", "/api/v1/order", {
      headers: { ...investor.headers, "idempotency-key": randomUUID() },
      body: { type: "buy", loai: 0, giatri: 3_000_000, soluongban: 0 },
    });
    const order = placed.json.data.order;
    const body = { userid: investor.id, loai: 0, giatri: 4_000_000, type: "buy" };
    const moved = await t.call("PUT", `/api/v1/order/admin/updateorder/${order.id}`, {
      headers: admin.headers,
      body: { ...body, date_create: "2026-11-19T02:00:00Z" },
    });
    expect(moved.status).toBe(422);
    expect(moved.json.details[0].path).toBe("date_create");
    const edited = await t.call("PUT", `/api/v1/order/admin/updateorder/${order.id}`, {
      headers: admin.headers,
      body: { ...body, date_create: order.date_create },
    });
    expect(edited.status).toBe(200);
    const [row] = await ordersOf(investor.id);
    expect(row).toMatchObject({ date_create: order.date_create, recorded_at: order.date_create, trade_date: "2026-11-23" });
    expect(Number(row!.giatri)).toBe(4_000_000);
  });

  it("prices an order whose trade date was typed back at the first NAV published after it was recorded, never at one known before", async () => {
    const investor = await kycInvestor(t);
    const placed = await t.call("POST", "/api/v1/order", {
      headers: { ...investor.headers, "idempotency-key": randomUUID() },
      body: { type: "buy", loai: 0, giatri: 5_000_000, soluongban: 0 },
    });
    const id = placed.json.data.order.id as number;
    // Whatever anyone types on the order (here straight into its row): Friday 20's NAV was out before it was recorded.
    await t.db.updateTable("fund_orders").set({ trade_date: "2026-11-19", dealing_date: "2026-11-20" }).where("id", "=", id).execute();
    expect((await t.call("PUT", `/api/v1/order/${id}`, { headers: admin.headers, body: { ctrl: 2 } })).json.data).toMatchObject({ tinhtrang: 2, price: null });
    t.clock.advance(2 * 24 * HOUR);
    await publishNav(t, admin, 0, "2026-11-24", "11000.00");
    expect((await t.call("GET", `/api/v1/order/${id}`, { headers: investor.headers })).json.data).toMatchObject({
      tinhtrang: 3,
      price: "11000.00",
      nav_date: "2026-11-24",
      model: "454.54",
    });
  });

  it("holds a back-dated paper order for a second administrator, with a reason; the one who recorded it cannot approve it", async () => {
    const investor = await kycInvestor(t);
    // Recorded on Tuesday 24 at 16:01 Vietnam time, after the cut-off; the paper was received that morning at 10:00.
    t.clock.advance(Date.parse("2026-11-24T09:01:00Z") - t.clock.now().getTime());
    const received = "2026-11-24T03:00:00.000Z";
    expect((await addOrder({ user_id: investor.id, date_create: received })).json.details).toEqual([
      { path: "reason", message: expect.stringContaining("lý do") },
    ]);
    const reason = "Phiếu lệnh giấy nhận tại quầy lúc 10:00";
    const added = await addOrder({ user_id: investor.id, date_create: received, reason });
    expect(added.status).toBe(201);
    const id = added.json.data.id as number;
    expect(added.json.data).toMatchObject({
      tinhtrang: 1,
      date_create: received,
      recorded_at: "2026-11-24T09:01:00.000Z",
      trade_date: "2026-11-24",
      dealing_date: "2026-11-25",
      backdate: { reason, state: "awaiting", recorded_by: admin.id, decided_by: null },
    });

    expect((await t.call("PUT", `/api/v1/order/${id}`, { headers: admin.headers, body: { ctrl: 2 } })).status).toBe(409);
    const self = await decide(admin, id, { decision: "approve" });
    expect(self.status).toBe(422);
    expect(self.json.message).toContain("quản trị viên khác");
    const waiting = await t.call("GET", "/api/v1/order/admin/backdated", { headers: second.headers });
    expect(waiting.json.data.map((order: { id: number }) => order.id)).toEqual([id]);
    expect(waiting.json.data[0].investor).toMatchObject({ id: investor.id });
    expect((await t.call("GET", "/api/v1/order/admin/backdated", { headers: investor.headers })).status).toBe(403);

    const approved = await decide(second, id, { decision: "approve" });
    expect(approved.status).toBe(200);
    expect(approved.json.data).toMatchObject({ tinhtrang: 2, approved_at: "2026-11-24T09:01:00.000Z", backdate: { state: "approved", decided_by: second.id } });
    expect((await decide(second, id, { decision: "approve" })).status).toBe(409);
    const audit = await t.db
      .selectFrom("audit_events")
      .select(["action", "actor_id", "reason"])
      .where("subject", "=", `fund_order:${id}`)
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { action: "funds.order.addOffline", actor_id: admin.id, reason },
      { action: "funds.order.backdateApprove", actor_id: second.id, reason: null },
    ]);

    // Wednesday 25's NAV, published that evening, prices it: the dealing day of the time received.
    t.clock.advance(26 * HOUR);
    await publishNav(t, admin, 0, "2026-11-25", "12000.00");
    expect((await t.call("GET", `/api/v1/order/${id}`, { headers: admin.headers })).json.data).toMatchObject({
      tinhtrang: 3,
      price: "12000.00",
      nav_date: "2026-11-25",
    });
  });

  it("cancels a refused back-dated order with the second administrator's reason", async () => {
    const investor = await kycInvestor(t);
    const received = new Date(t.clock.now().getTime() - 2 * HOUR).toISOString();
    const id = (await addOrder({ user_id: investor.id, date_create: received, reason: "Phiếu fax" })).json.data.id as number;
    expect((await decide(second, id, { decision: "maybe" })).status).toBe(400);
    const refused = await decide(second, id, { decision: "refuse", reason: "Phiếu không có chữ ký" });
    expect(refused.status).toBe(200);
    expect(refused.json.data).toMatchObject({ tinhtrang: 5, cancel_reason: "Phiếu không có chữ ký", backdate: { state: "refused", decided_by: second.id } });
    const blank = (await addOrder({ user_id: investor.id, date_create: received, reason: "Phiếu fax" })).json.data.id as number;
    expect((await decide(second, blank, { decision: "refuse", reason: "" })).json.data).toMatchObject({ tinhtrang: 5, cancel_reason: null });
    expect((await t.call("GET", "/api/v1/order/admin/backdated", { headers: second.headers })).json.data).toEqual([]);
    const audit = await t.db
      .selectFrom("audit_events")
      .select(["action", "reason"])
      .where("subject", "=", `fund_order:${id}`)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: "funds.order.backdateRefuse", reason: "Phiếu không có chữ ký" });
  });
});

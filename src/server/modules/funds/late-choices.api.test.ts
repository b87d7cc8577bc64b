import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fundsTestApp, kycInvestor, publishNav } from "#server/testing/fund-fixtures.ts";
import type { TestApp } from "#server/testing/test-app.ts";

const HOUR = 60 * 60_000;

/**
 * Issue 26, item 1, from an independent review: the price must not be known when anyone chooses an order's terms or
 * approves it. The test clock starts on Sunday 22 November 2026 at 10:00 Vietnam time, so an order placed now deals
 * on Monday 23 and is priced by the first NAV dated after it, Tuesday 24's, published two days later.
 */
type Administrator = Awaited<ReturnType<TestApp["signedIn"]>>;

function lateChoices(name: string, test: (t: TestApp, admin: Administrator) => Promise<void>) {
  describe(name, () => {
    let t: TestApp;
    let admin: Administrator;
    fundsTestApp((app) => {
      ({ t, admin } = app);
    });
    it(name, () => test(t, admin));
  });
}

const ordersOf = (t: TestApp, userId: number) => t.db.selectFrom("fund_orders").selectAll().where("user_id", "=", userId).execute();
const pricingNavOut = async (t: TestApp, admin: Administrator) => {
  t.clock.advance(2 * 24 * HOUR);
  await publishNav(t, admin, 0, "2026-11-24", "15000.00");
};

lateChoices("an order's investor, fund and amount no longer change once the NAV that prices it is published", async (t, admin) => {
  const investor = await kycInvestor(t);
  const placed = await t.call("POST", "/api/v1/order", {
    headers: { ...investor.headers, "idempotency-key": randomUUID() },
    body: { type: "buy", loai: 0, giatri: 3_000_000, soluongban: 0 },
  });
  const order = placed.json.data.order;
  // Still awaiting its payment when its dealing day's NAV comes out.
  await pricingNavOut(t, admin);
  const body = { userid: investor.id, loai: 0, giatri: 30_000_000, type: "buy" };
  const edited = await t.call("PUT", `/api/v1/order/admin/updateorder/${order.id}`, { headers: admin.headers, body, lang: "en" });
  expect([edited.status, edited.json.message]).toEqual([
    409,
    "The NAV that prices this order is already published: its amount, investor and fund can no longer change. Cancel it and record a new order.",
  ]);
  expect(
    (await t.call("PUT", `/api/v1/order/admin/updateorder/${order.id}`, { headers: admin.headers, body: { ...body, giatri: 3_000_000, loai: 1 } })).status,
  ).toBe(409);
  // The same terms sent again change nothing and are accepted.
  expect((await t.call("PUT", `/api/v1/order/admin/updateorder/${order.id}`, { headers: admin.headers, body: { ...body, giatri: 3_000_000 } })).status).toBe(
    200,
  );
  const [row] = await ordersOf(t, investor.id);
  expect([Number(row!.giatri), row!.loai, row!.tinhtrang, row!.price]).toEqual([3_000_000, 0, 1, null]);
});

lateChoices("a back-dated order awaiting its second administrator cannot be changed, nor approved once its NAV is out", async (t, admin) => {
  const second = await t.signedIn("administrator");
  const investor = await kycInvestor(t);
  const received = new Date(t.clock.now().getTime() - 2 * HOUR).toISOString();
  const added = await t.call("POST", "/api/v1/order/admin/addorder", {
    headers: admin.headers,
    body: { loai: 0, giatri: 2_000_000, type: "buy", user_id: investor.id, date_create: received, reason: "Phiếu fax" },
  });
  const id = added.json.data.id as number;
  const changed = await t.call("PUT", `/api/v1/order/admin/updateorder/${id}`, {
    headers: second.headers,
    body: { userid: investor.id, loai: 0, giatri: 20_000_000, type: "buy" },
  });
  expect([changed.status, changed.json.message]).toEqual([409, expect.stringContaining("từ chối lệnh và nhập lại")]);
  // Its dealing day's NAV comes out before anyone decided: approving now would be choosing with the price known.
  await pricingNavOut(t, admin);
  const late = await t.call("PUT", `/api/v1/order/admin/backdated/${id}`, { headers: second.headers, body: { decision: "approve" } });
  expect([late.status, late.json.message]).toEqual([409, expect.stringContaining("đã biết giá")]);
  const [row] = await ordersOf(t, investor.id);
  expect([row!.tinhtrang, row!.backdate_state, row!.price, Number(row!.giatri)]).toEqual([1, "awaiting", null, 2_000_000]);
  const refused = await t.call("PUT", `/api/v1/order/admin/backdated/${id}`, {
    headers: second.headers,
    body: { decision: "refuse", reason: "Quá hạn duyệt" },
  });
  expect(refused.json.data).toMatchObject({ tinhtrang: 5 });
});

lateChoices("an approved back-dated order keeps the terms its second administrator approved, even before its NAV is out", async (t, admin) => {
  const second = await t.signedIn("administrator");
  const investor = await kycInvestor(t);
  const received = new Date(t.clock.now().getTime() - 2 * HOUR).toISOString();
  const added = await t.call("POST", "/api/v1/order/admin/addorder", {
    headers: admin.headers,
    body: { loai: 0, giatri: 2_000_000, type: "buy", user_id: investor.id, date_create: received, reason: "Phiếu fax" },
  });
  const id = added.json.data.id as number;
  expect((await t.call("PUT", `/api/v1/order/admin/backdated/${id}`, { headers: second.headers, body: { decision: "approve" } })).status).toBe(200);
  const body = { userid: investor.id, loai: 0, giatri: 20_000_000, type: "buy" };
  const changed = await t.call("PUT", `/api/v1/order/admin/updateorder/${id}`, { headers: admin.headers, body, lang: "en" });
  expect([changed.status, changed.json.message]).toEqual([
    409,
    "A back-dated order's investor, fund and amount are what the second administrator approved: cancel it and record it again.",
  ]);
  expect((await t.call("PUT", `/api/v1/order/admin/updateorder/${id}`, { headers: admin.headers, body: { ...body, giatri: 2_000_000, loai: 1 } })).status).toBe(
    409,
  );
  const [row] = await ordersOf(t, investor.id);
  expect([row!.backdate_state, row!.loai, Number(row!.giatri)]).toEqual(["approved", 0, 2_000_000]);
  const audits = await t.db.selectFrom("audit_events").select("action").where("subject", "=", `fund_order:${id}`).execute();
  expect(audits.map((event) => event.action)).not.toContain("funds.order.updateOffline");
});

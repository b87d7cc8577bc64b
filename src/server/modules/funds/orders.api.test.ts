import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { approvedBuy, fundsTestApp, kycInvestor, publishNav, saleCode } from "#server/testing/fund-fixtures.ts";
import type { TestApp } from "#server/testing/test-app.ts";

const DAY = 86_400_000;

/**
 * The money path of issue 15 on the test clock: it starts Sunday 2026-11-22 10:00 Vietnam time, so a buy placed
 * then has trade date Monday 23 and is dealt at the first NAV dated after it (Tuesday 24).
 */
describe("fund orders", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp["signedIn"]>>;

  fundsTestApp((app) => {
    ({ t, admin } = app);
  });

  const buy = (person: { headers: Record<string, string> }, body: object, key: string = randomUUID(), lang?: string) =>
    t.call("POST", "/api/v1/order", {
      headers: { ...person.headers, "idempotency-key": key },
      body: { type: "buy", soluongban: 0, ...body },
      ...(lang ? { lang } : {}),
    });
  const orderRows = (userId: number) => t.db.selectFrom("fund_orders").selectAll().where("user_id", "=", userId).execute();

  it("refuses to trade before KYC is complete: 422 listing each missing field, in the caller's language, nothing stored", async () => {
    const investor = await kycInvestor(t, { tknh: null, img1: null, address: "  " });
    const res = await buy(investor, { loai: 0, giatri: 5_000_000 }, randomUUID(), "en");
    expect(res.status).toBe(422);
    expect(res.json.error).toBe("UNPROCESSABLE");
    expect(res.json.details.map((d: { path: string }) => d.path)).toEqual(["address", "tknh", "img1"]);
    expect(res.json.details[1].message).toBe("Bank account number is missing.");
    const sell = await t.call("POST", "/api/v1/order", { headers: investor.headers, body: { type: "sell", loai: 0, soluongban: "1.00", order_id: 1 } });
    expect(sell.status).toBe(422);
    expect(await orderRows(investor.id)).toHaveLength(0);

    const inactive = await kycInvestor(t, { activated_at: null });
    expect((await buy(inactive, { loai: 0, giatri: 5_000_000 })).status).toBe(403);
    const candidate = await t.signedIn("candidate");
    expect((await buy(candidate, { loai: 0, giatri: 5_000_000 })).status).toBe(403);
  });

  it("places a buy once per Idempotency-Key, with the payment instructions and the order's reference", async () => {
    await t.call("PUT", "/api/v1/funds/settings", {
      headers: admin.headers,
      body: {
        buy_fee_bps: 100,
        sell_fee_schedule: [
          { min_days: 0, bps: 200 },
          { min_days: 365, bps: 0 },
        ],
        cutoff: "14:30",
        min_buy_vnd: 1_000_000,
        bank_bin: "970436",
        bank_account: "0071000999999",
        bank_holder: "CONG TY QUAN LY QUY",
        bank_branch: "Hội sở",
      },
    });
    const investor = await kycInvestor(t);
    const key = randomUUID();
    const first = await buy(investor, { loai: 0, giatri: 10_000_000 }, key);
    expect(first.status).toBe(201);
    const order = first.json.data.order;
    expect(order).toMatchObject({
      type: "buy",
      loai: 0,
      giatri: 10_000_000,
      fee: 100_000,
      fee_bps: 100,
      tinhtrang: 1,
      trade_date: "2026-11-23",
      dealing_date: "2026-11-24",
      price: null,
      model: null,
    });
    expect(first.json.data.payment).toMatchObject({
      bank_bin: "970436",
      bank_name: "Vietcombank – Ngân hàng TMCP Ngoại thương Việt Nam",
      bank_account: "0071000999999",
      bank_holder: "CONG TY QUAN LY QUY",
      bank_branch: "Hội sở",
      amount: 10_000_000,
      reference: `TSTT-${String(order.id).padStart(6, "0")}`,
    });
    expect(first.json.data.replayed).toBe(false);

    const again = await buy(investor, { loai: 0, giatri: 10_000_000 }, key);
    expect(again.json.data).toMatchObject({ replayed: true, order: { id: order.id } });
    const together = await Promise.all(Array.from({ length: 5 }, () => buy(investor, { loai: 0, giatri: 10_000_000 }, "same-key-at-once")));
    expect(new Set(together.map((res) => res.json.data.order.id)).size).toBe(1);
    expect((await buy(investor, { loai: 0, giatri: 20_000_000 }, key)).status).toBe(422);
    expect(await orderRows(investor.id)).toHaveLength(2);

    expect((await buy(investor, { loai: 0, giatri: 999_999 })).status).toBe(422);
    expect((await buy(investor, { loai: 0, giatri: 1_500_000.5 })).status).toBe(400);
    expect((await buy(investor, { loai: 2, giatri: 1_500_000 })).status).toBe(400);
    await t.deps.jobs.runDue();
    const mail = await t.db
      .selectFrom("outbox_emails")
      .select(["subject", "text_body"])
      .where("to_address", "=", investor.email)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`TSTT-${String(order.id).padStart(6, "0")}`);
    expect(mail.text_body).toContain("10.000.000");
  });

  it("allocates an approved buy when its dealing day's NAV is published later, never at a NAV known when it was placed", async () => {
    const investor = await kycInvestor(t);
    await publishNav(t, admin, 1, "2026-11-20", "9000.00");
    const id = await approvedBuy(t, investor, admin, 1, 10_000_000);
    expect((await t.call("GET", `/api/v1/order/${id}`, { headers: investor.headers })).json.data).toMatchObject({ tinhtrang: 2, price: null });

    expect(
      (await t.call("POST", "/api/v1/hieuqua", { headers: admin.headers, body: { loai: 1, date_create: "2026-11-24", giatri1: "10523.45" } })).status,
    ).toBe(422);
    t.clock.advance(2 * DAY);
    const nav = await publishNav(t, admin, 1, "2026-11-24", "10523.45");
    const order = (await t.call("GET", `/api/v1/order/${id}`, { headers: investor.headers })).json.data;
    // fee 1 % = 100 000; units = floor(9 900 000 / 10 523.45) = 940.75; cost ceil(940.75 × 10 523.45) = 9 899 936
    expect(order).toMatchObject({ tinhtrang: 3, price: "10523.45", model: "940.75", fee: 100_000, remainder: 64, nav_date: "2026-11-24" });
    const ledger = await t.db.selectFrom("fund_unit_ledger").selectAll().where("order_id", "=", id).execute();
    expect(ledger.map((row) => [row.account, row.kind, Number(row.units)])).toEqual([["available", "allocation", 94075]]);

    const edit = await t.call("PUT", `/api/v1/hieuqua/${nav.id}`, {
      headers: admin.headers,
      body: { loai: 1, date_create: "2026-11-24", giatri1: "10600.00" },
    });
    expect(edit.status).toBe(409);
    // The refusal says what to do instead, in the caller's language.
    expect(edit.json.message).toContain("Correcting a NAV after pricing");
    expect(edit.json.message).toContain("Hãy giữ nguyên bản ghi");
    const refusedInEnglish = await t.call("DELETE", `/api/v1/hieuqua/${nav.id}`, { headers: admin.headers, lang: "en" });
    expect(refusedInEnglish.status).toBe(409);
    expect(refusedInEnglish.json.message).toMatch(
      /^This NAV priced 1 orders, so it cannot be edited or deleted\. Leave it as it is: each of those orders is corrected one by one/,
    );
    expect((await t.call("GET", `/api/v1/hieuqua/${nav.id}`, { headers: admin.headers })).json.data).toMatchObject({ giatri1: "10523.45", priced_orders: 1 });

    const holdings = (await t.call("GET", "/api/v1/order/historyservice", { headers: investor.headers })).json.data;
    expect(holdings[1]).toMatchObject({ loai: 1, units: "940.75", reserved: "0.00", value: 9_899_935, cost: 10_000_000, gain: -100_065 });
    await t.deps.jobs.runDue();
    const mails = await t.db.selectFrom("outbox_emails").select("subject").where("to_address", "=", investor.email).orderBy("id").execute();
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining("Đã nhận lệnh mua"),
      expect.stringContaining("đã được duyệt"),
      expect.stringContaining("đã được khớp"),
    ]);
  });

  it("sells part of a lot: reserve, confirm with the code, approve, price at the NAV, mark paid; every other move is 409", async () => {
    const investor = await kycInvestor(t);
    const lot = await approvedBuy(t, investor, admin, 0, 10_000_000);
    t.clock.advance(DAY);
    await publishNav(t, admin, 0, "2026-11-25", "10000.00");
    // fee 1 %: 9 900 000 / 10 000 = 990.00 units
    expect((await t.call("GET", `/api/v1/order/${lot}`, { headers: admin.headers })).json.data).toMatchObject({ tinhtrang: 3, model: "990.00", remainder: 0 });

    const tooMany = await t.call("POST", "/api/v1/order", { headers: investor.headers, body: { type: "sell", loai: 0, soluongban: "990.01", order_id: lot } });
    expect(tooMany.status).toBe(422);
    const request = await t.call("POST", "/api/v1/order", { headers: investor.headers, body: { type: "sell", loai: 0, soluongban: "12.34", order_id: lot } });
    expect(request.status).toBe(201);
    const sale = request.json.data.order.id as number;
    expect(request.json.data.confirmation.channels).toEqual(["sms", "email"]);
    expect((await t.call("GET", "/api/v1/order/listhd", { headers: investor.headers })).json.data[0]).toMatchObject({ remaining: "977.66", reserved: "12.34" });

    expect((await t.call("PUT", `/api/v1/order/${sale}`, { headers: admin.headers, body: { ctrl: 2 } })).status).toBe(409);
    const code = await saleCode(t, investor.phone);
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await t.call("PUT", `/api/v1/order/${sale}`, { headers: investor.headers, body: { code: wrong } })).status).toBe(422);
    const confirmed = await t.call("PUT", `/api/v1/order/${sale}`, { headers: investor.headers, body: { code } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.data.tinhtrang).toBe(1);
    expect((await t.call("PUT", `/api/v1/order/${sale}`, { headers: investor.headers, body: { code } })).status).toBe(409);
    expect((await t.call("PUT", `/api/v1/order/${sale}`, { headers: admin.headers, body: { ctrl: 4 } })).status).toBe(409);
    expect((await t.call("PUT", `/api/v1/order/${sale}`, { headers: admin.headers, body: { ctrl: 2 } })).json.data.tinhtrang).toBe(2);
    expect((await t.call("PUT", `/api/v1/order/${sale}`, { headers: admin.headers, body: { ctrl: 2 } })).status).toBe(409);

    t.clock.advance(2 * DAY);
    await publishNav(t, admin, 0, "2026-11-26", "11000.00");
    // 12.34 × 11 000 = 135 740; sell fee 2 % (held 1 day) = 2 714; net 133 026
    const priced = (await t.call("GET", `/api/v1/order/${sale}`, { headers: investor.headers })).json.data;
    expect(priced).toMatchObject({ tinhtrang: 3, price: "11000.00", fee_bps: 200, fee: 2714, giatri: 133_026 });
    expect((await t.call("PUT", `/api/v1/order/${sale}`, { headers: admin.headers, body: { ctrl: 5 } })).status).toBe(409);
    expect((await t.call("DELETE", `/api/v1/order/${sale}`, { headers: admin.headers })).status).toBe(409);
    expect((await t.call("PUT", `/api/v1/order/${sale}`, { headers: admin.headers, body: { ctrl: 4 } })).json.data.tinhtrang).toBe(4);
    expect((await t.call("PUT", `/api/v1/order/${sale}`, { headers: admin.headers, body: { ctrl: 4 } })).status).toBe(409);
    expect((await t.call("PUT", `/api/v1/order/${lot}`, { headers: admin.headers, body: { ctrl: 4 } })).status).toBe(409);
    expect((await t.call("PUT", `/api/v1/order/${lot}`, { headers: admin.headers, body: { ctrl: 5 } })).status).toBe(409);
    expect((await t.call("PUT", `/api/v1/order/${lot}`, { headers: admin.headers, body: { ctrl: 3 } })).status).toBe(400);
    const lots = (await t.call("GET", "/api/v1/order/listhd", { headers: investor.headers })).json.data;
    expect(lots[0]).toMatchObject({ remaining: "977.66", reserved: "0.00", sales: [{ id: sale, tinhtrang: 4 }] });
  });

  it("cancelling a sale returns its units; an unconfirmed sale expires by itself", async () => {
    const investor = await kycInvestor(t);
    const lot = await approvedBuy(t, investor, admin, 0, 5_000_000);
    t.clock.advance(DAY);
    await publishNav(t, admin, 0, t.clock.now().toISOString().slice(0, 10), "10000.00");
    const units = (await t.call("GET", `/api/v1/order/${lot}`, { headers: investor.headers })).json.data.model;
    const sell = (soluongban: string) =>
      t.call("POST", "/api/v1/order", { headers: investor.headers, body: { type: "sell", loai: 0, soluongban, order_id: lot } });
    const cancelled = (await sell("100.00")).json.data.order.id;
    expect(
      (await t.call("PUT", `/api/v1/order/${cancelled}`, { headers: admin.headers, body: { ctrl: 5, reason: "Nhà đầu tư đổi ý" } })).json.data,
    ).toMatchObject({ tinhtrang: 5, cancel_reason: "Nhà đầu tư đổi ý" });
    // A reason left blank in the dialog is no reason, not an empty one kept on the order.
    const blank = (await sell("10.00")).json.data.order.id;
    expect((await t.call("PUT", `/api/v1/order/${blank}`, { headers: admin.headers, body: { ctrl: 5, reason: "  " } })).json.data).toMatchObject({
      tinhtrang: 5,
      cancel_reason: null,
    });
    const expiring = (await sell("50.00")).json.data.order.id;
    t.clock.advance(16 * 60_000);
    await t.deps.jobs.runDue();
    expect((await t.call("GET", `/api/v1/order/${expiring}`, { headers: investor.headers })).json.data.tinhtrang).toBe(5);
    const [{ remaining }] = (await t.call("GET", "/api/v1/order/listhd", { headers: investor.headers })).json.data;
    expect(remaining).toBe(units);
  });

  it("50 concurrent sales of one lot never sell more than it holds", async () => {
    const investor = await kycInvestor(t);
    const lot = await approvedBuy(t, investor, admin, 1, 2_000_000);
    t.clock.advance(3 * DAY);
    await publishNav(t, admin, 1, t.clock.now().toISOString().slice(0, 10), "100000.00");
    // 1 980 000 / 100 000 = 19.80 units: 19 sales of 1.00 fit, the rest must be refused.
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call("POST", "/api/v1/order", { headers: investor.headers, body: { type: "sell", loai: 1, soluongban: "1.00", order_id: lot } }),
      ),
    );
    expect(results.filter((res) => res.status === 201)).toHaveLength(19);
    expect(results.filter((res) => res.status !== 201).every((res) => res.status === 422 && res.json.details[0].path === "soluongban")).toBe(true);
    const [{ remaining, reserved }] = (await t.call("GET", "/api/v1/order/listhd?loai=1", { headers: investor.headers })).json.data;
    expect([remaining, reserved]).toEqual(["0.80", "19.00"]);
  });

  it("investors never see or touch another's orders; the admin list filters and counts", async () => {
    const owner = await kycInvestor(t);
    const other = await kycInvestor(t);
    const id = (await buy(owner, { loai: 1, giatri: 3_000_000 })).json.data.order.id;
    expect((await t.call("GET", `/api/v1/order/${id}`, { headers: other.headers })).status).toBe(404);
    expect((await t.call("PUT", `/api/v1/order/${id}`, { headers: other.headers, body: { code: "123456" } })).status).toBe(404);
    expect((await t.call("GET", "/api/v1/order/history", { headers: other.headers })).json.total).toBe(0);
    expect((await t.call("POST", "/api/v1/order", { headers: other.headers, body: { type: "sell", loai: 1, soluongban: "1.00", order_id: id } })).status).toBe(
      404,
    );
    expect((await t.call("GET", "/api/v1/order", { headers: owner.headers })).status).toBe(403);

    const list = await t.call("GET", `/api/v1/order?loai=1&type=buy&tinhtrang=1&user_id=${owner.id}`, { headers: admin.headers });
    expect(list.json).toMatchObject({ current_page: 1, totalOrder: 1, total: 1 });
    expect(list.json.data[0]).toMatchObject({ id, investor: { id: owner.id, email: owner.email } });
    const byReference = await t.call("GET", `/api/v1/order?loai=1&type=all&tinhtrang=all&q=TSBV-${String(id).padStart(6, "0")}`, { headers: admin.headers });
    expect(byReference.json.data.map((o: { id: number }) => o.id)).toEqual([id]);
    expect((await t.call("DELETE", `/api/v1/order/${id}`, { headers: admin.headers })).status).toBe(200);
    expect((await t.call("GET", `/api/v1/order/${id}`, { headers: admin.headers })).status).toBe(404);
  });

  it("records a paper buy by the same rules: received now, it starts approved and waits for its dealing day's NAV", async () => {
    const investor = await kycInvestor(t);
    const now = t.clock.now().toISOString();
    const body = { user_id: investor.id, loai: 1, giatri: 2_000_000, type: "buy", date_create: now };
    expect((await t.call("POST", "/api/v1/order/admin/addorder", { headers: admin.headers, body: { ...body, price: "1.00" } })).status).toBe(422);
    const added = await t.call("POST", "/api/v1/order/admin/addorder", { headers: admin.headers, body });
    expect(added.status).toBe(201);
    expect(added.json.data).toMatchObject({ source: "offline", tinhtrang: 2, date_create: now, recorded_at: now, backdate: null, price: null });
    const updated = await t.call("PUT", `/api/v1/order/admin/updateorder/${added.json.data.id}`, {
      headers: admin.headers,
      body: { ...body, giatri: 3_000_000, userid: investor.id, user_id: undefined },
    });
    expect(updated.status).toBe(200);
    expect(updated.json.data).toMatchObject({ giatri: 3_000_000, date_create: now, tinhtrang: 2 });
    // Without a time, it was received when recorded.
    const undated = await t.call("POST", "/api/v1/order/admin/addorder", { headers: admin.headers, body: { ...body, date_create: undefined } });
    expect(undated.json.data).toMatchObject({ date_create: now, recorded_at: now, tinhtrang: 2 });
    const incomplete = await kycInvestor(t, { tknh: null });
    expect((await t.call("POST", "/api/v1/order/admin/addorder", { headers: admin.headers, body: { ...body, user_id: incomplete.id } })).status).toBe(422);
  });
});

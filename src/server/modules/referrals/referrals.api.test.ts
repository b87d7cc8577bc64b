import { randomUUID } from "node:crypto";
import ExcelJS from "exceljs";
import { afterEach, describe, expect, it } from "vitest";
import { approvedBuy, fundsTestApp, completeKyc, kycInvestor, publishNav, saleCode } from "#server/testing/fund-fixtures.ts";
import type { TestApp } from "#server/testing/test-app.ts";
import { reconcileReferrals } from "./reconcile.ts";
import { accrueCommission } from "./referrals.service.ts";

const DAY = 86_400_000;
type Person = Awaited<ReturnType<TestApp["signedIn"]>>;

/**
 * The referral programme (docs/referrals.md) on the test clock (Sunday 2026-11-22 10:00 Vietnam time): a buy placed
 * now has trade date Monday 23 and is allocated at the NAV of Tuesday 24.
 */
describe("referral programme", () => {
  let t: TestApp;
  let admin: Person;
  let referrer: Awaited<ReturnType<typeof kycInvestor>>;
  let code = "";

  fundsTestApp(async (app) => {
    ({ t, admin } = app);
    referrer = await kycInvestor(t, { full_name: "Trần Giới Thiệu" });
  });
  // The funds ledger reconciles after each test (fundsTestApp), and so do the commissions.
  afterEach(async () => expect(await reconcileReferrals(t.db)).toEqual([]));

  const get = (path: string, who: { headers: Record<string, string> }, lang?: string) =>
    t.call("GET", `/api/v1${path}`, { headers: who.headers, ...(lang ? { lang } : {}) });
  let made = 0;
  /** Registers through the API (as the form does) and completes KYC in the database; answers the new investor. */
  async function register(refCode: string | undefined, lang?: string) {
    made += 1;
    const fullName = `Lê Được Giới Thiệu ${made}`;
    const email = `referred-${made}-${randomUUID().slice(0, 8)}@example.vn`;
    const body = {
      full_name: fullName,
      cmt: `0792${String(Date.now()).slice(-6)}${made}`,
      birth_date: "05/03/1990",
      phone_number: `+8491${String(Date.now()).slice(-6)}${made}`,
      email,
      nation: "VN",
      password: "mat-khau-gioi-thieu-2026",
      password_confirmation: "mat-khau-gioi-thieu-2026",
      accept_terms: true,
      person_type: "person",
      account_type: "investor",
      ...(refCode === undefined ? {} : { ref_code: refCode }),
    };
    const res = await t.call("POST", "/api/v1/auth/signup", { body, ...(lang ? { lang } : {}) });
    if (res.status !== 201) return { res, email };
    const user = await t.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    await t.db
      .updateTable("users")
      .set({ ...completeKyc, activated_at: t.clock.now().toISOString() })
      .where("id", "=", user.id)
      .execute();
    return { res, email, fullName, id: user.id, headers: { authorization: `Bearer ${res.json.data.token}` }, phone: body.phone_number };
  }
  const commissions = (orderId: number) => t.db.selectFrom("referral_commissions").selectAll().where("order_id", "=", orderId).orderBy("id").execute();

  it("gives every investor one code and a link in their language; registering with it records the referrer once", async () => {
    const mine = await get("/order/user/aff", referrer);
    expect(mine.status).toBe(200);
    code = mine.json.data.code;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(mine.json.data).toMatchObject({
      link: `http://localhost:3000/user/register?ref=${code}`,
      commission_bps: 0,
      totals: { accrued: 0, reversed: 0, net: 0 },
      referrals: [],
    });
    expect((await get("/order/user/aff", referrer, "en")).json.data).toMatchObject({ code, link: `http://localhost:3000/en/user/register?ref=${code}` });
    expect(await t.db.selectFrom("referral_codes").select("code").where("user_id", "=", referrer.id).execute()).toEqual([{ code }]);

    // Typed in lower case with a space: the same code.
    const referred = await register(`${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`);
    expect(referred.res.status).toBe(201);
    expect(await t.db.selectFrom("referrals").select(["user_id", "referrer_id", "code"]).where("user_id", "=", referred.id!).execute()).toEqual([
      { user_id: referred.id, referrer_id: referrer.id, code },
    ]);

    // A blank code is no code; an unknown one is refused on its field in the caller's language, and no account is made.
    const plain = await register("");
    expect(plain.res.status).toBe(201);
    expect(await t.db.selectFrom("referrals").selectAll().where("user_id", "=", plain.id!).execute()).toEqual([]);
    const unknown = await register("ZZZZ2222", "en");
    expect(unknown.res.status).toBe(400);
    expect(unknown.res.json.details).toEqual([{ path: "ref_code", message: "This referral code does not exist. Check it or leave the field empty." }]);
    expect(await t.db.selectFrom("users").select("id").where("email", "=", unknown.email).execute()).toEqual([]);
    // A candidate's or an administrator's account has no code to give: only a live investor's code refers.
    await t.db.insertInto("referral_codes").values({ user_id: admin.id, code: "ADMN2345", created_at: t.clock.now().toISOString() }).execute();
    expect((await register("ADMN2345")).res.status).toBe(400);

    // The referrer never changes and nobody refers themselves: the database refuses both.
    await expect(t.db.updateTable("referrals").set({ referrer_id: plain.id! }).where("user_id", "=", referred.id!).execute()).rejects.toThrow();
    await expect(t.db.deleteFrom("referrals").where("user_id", "=", referred.id!).execute()).rejects.toThrow();
    await expect(
      t.db.insertInto("referrals").values({ user_id: plain.id!, referrer_id: plain.id!, code: "SELFSELF", created_at: "2026-11-22T03:00:00.000Z" }).execute(),
    ).rejects.toThrow();
    // The profile call does not take a code afterwards.
    await t.call("POST", "/api/v1/auth/profile", { headers: plain.headers!, body: { ref_code: code } });
    expect(await t.db.selectFrom("referrals").selectAll().where("user_id", "=", plain.id!).execute()).toEqual([]);
  });

  it("accrues floor(amount × rate) only once a referred investor's buy is allocated, once, and never on sales or others' buys", async () => {
    expect((await t.call("PUT", "/api/v1/users/aff/settings", { headers: admin.headers, body: { commission_bps: 501 } })).status).toBe(400);
    const saved = await t.call("PUT", "/api/v1/users/aff/settings", { headers: admin.headers, body: { commission_bps: 75 }, lang: "en" });
    expect(saved.json).toEqual({ data: { commission_bps: 75 }, message: "Commission rate saved." });

    const referred = await register(code);
    const stranger = await kycInvestor(t);
    const id = await approvedBuy(t, referred as Person, admin, 0, 1_234_567);
    const other = await approvedBuy(t, stranger, admin, 0, 2_000_000);
    await t.deps.jobs.runDue();
    expect(await commissions(id)).toEqual([]);

    t.clock.advance(2 * DAY);
    await publishNav(t, admin, 0, "2026-11-24", "10000.00");
    await t.deps.jobs.runDue();
    // 1 234 567 × 75 / 10 000 = 9 259.25… → 9 259 đồng.
    expect((await commissions(id)).map((row) => [row.referrer_id, row.user_id, row.kind, Number(row.base_vnd), row.bps, Number(row.amount)])).toEqual([
      [referrer.id, referred.id, "accrual", 1_234_567, 75, 9_259],
    ]);
    expect(await commissions(other)).toEqual([]);
    // The event may run again (a retry): still one accrual.
    await accrueCommission(t.deps, id);
    expect(await commissions(id)).toHaveLength(1);

    // A sale of the referred investor earns nothing.
    const sale = await t.call("POST", "/api/v1/order", { headers: referred.headers!, body: { type: "sell", loai: 0, soluongban: "10.00", order_id: id } });
    expect(sale.status).toBe(201);
    const saleId = sale.json.data.order.id;
    expect((await t.call("PUT", `/api/v1/order/${saleId}`, { headers: referred.headers!, body: { code: await saleCode(t, referred.phone!) } })).status).toBe(
      200,
    );
    expect((await t.call("PUT", `/api/v1/order/${saleId}`, { headers: admin.headers, body: { ctrl: 2 } })).status).toBe(200);
    t.clock.advance(DAY);
    await publishNav(t, admin, 0, "2026-11-25", "10100.00");
    await t.deps.jobs.runDue();
    expect((await t.db.selectFrom("fund_orders").select("tinhtrang").where("id", "=", saleId).executeTakeFirstOrThrow()).tinhtrang).toBe(3);
    expect(await commissions(saleId)).toEqual([]);

    // The referrer sees the referral by name only, with the allocated buy and its commission.
    const view = (await get("/order/user/aff", referrer)).json.data;
    expect(view.totals).toEqual({ accrued: 9_259, reversed: 0, net: 9_259 });
    const person = view.referrals.find((r: { full_name: string }) => r.full_name === referred.fullName);
    expect(person).toEqual({
      full_name: person.full_name,
      commission: 9_259,
      orders: [
        {
          reference: `TSTT-${String(id).padStart(6, "0")}`,
          loai: 0,
          giatri: 1_234_567,
          dealing_date: "2026-11-24",
          nav_date: "2026-11-24",
          commission: 9_259,
          reversed: false,
        },
      ],
    });
    expect(JSON.stringify(view)).not.toContain(referred.email);
    expect(JSON.stringify(view)).not.toContain(referred.phone!.slice(-6));
    const ledger = (await get("/order/orderafff", referrer)).json;
    expect(ledger).toMatchObject({
      total: 1,
      current_page: 1,
      data: [{ kind: "accrual", order_id: id, referred_name: person.full_name, base_vnd: 1_234_567, bps: 75, amount: 9_259, reason: null }],
    });
    expect(ledger.data[0]).not.toHaveProperty("referred");

    // Another investor sees none of it: their own code, no referrals, an empty ledger.
    const theirs = (await get("/order/user/aff", stranger)).json.data;
    expect(theirs).toMatchObject({ referrals: [], totals: { net: 0 } });
    expect(theirs.code).not.toBe(code);
    expect((await get("/order/orderafff", stranger)).json).toMatchObject({ total: 0, data: [] });
    expect((await get("/order/orderafff", referred as Person)).json.total).toBe(0);

    // A later rate applies to later allocations only.
    await t.call("PUT", "/api/v1/users/aff/settings", { headers: admin.headers, body: { commission_bps: 100 } });
    expect((await commissions(id))[0]!.bps).toBe(75);
  });

  it("reverses a commission with a negative row once, with a reason; the ledger stays append-only", async () => {
    const [accrual] = await t.db.selectFrom("referral_commissions").selectAll().where("kind", "=", "accrual").execute();
    const orderId = accrual!.order_id;
    expect((await t.call("POST", `/api/v1/users/aff/reverse/${orderId}`, { headers: admin.headers, body: { reason: "" } })).status).toBe(400);
    const reversed = await t.call("POST", `/api/v1/users/aff/reverse/${orderId}`, {
      headers: admin.headers,
      body: { reason: "NAV ngày 24/11 được điều chỉnh" },
    });
    expect(reversed.status).toBe(200);
    expect(reversed.json.data).toEqual({ order_id: orderId, amount: -9_259 });
    expect((await commissions(orderId)).map((row) => [row.kind, Number(row.base_vnd), row.bps, Number(row.amount), row.reason, row.created_by])).toEqual([
      ["accrual", 1_234_567, 75, 9_259, null, null],
      ["reversal", 1_234_567, 75, -9_259, "NAV ngày 24/11 được điều chỉnh", admin.id],
    ]);
    const again = await t.call("POST", `/api/v1/users/aff/reverse/${orderId}`, { headers: admin.headers, body: { reason: "lần nữa" }, lang: "en" });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("This order's commission was already reversed.");
    const stranger = await kycInvestor(t);
    const noCommission = await approvedBuy(t, stranger, admin, 1, 1_000_000);
    expect((await t.call("POST", `/api/v1/users/aff/reverse/${noCommission}`, { headers: admin.headers, body: { reason: "không có" } })).status).toBe(404);
    await expect(t.db.updateTable("referral_commissions").set({ amount: 1 }).where("order_id", "=", orderId).execute()).rejects.toThrow();
    await expect(t.db.deleteFrom("referral_commissions").where("order_id", "=", orderId).execute()).rejects.toThrow();
    const audit = await t.db.selectFrom("audit_events").select(["action", "subject"]).where("action", "=", "referrals.commission.reverse").execute();
    expect(audit).toEqual([{ action: "referrals.commission.reverse", subject: `fund_order:${orderId}` }]);

    const view = (await get("/order/user/aff", referrer)).json.data;
    expect(view.totals).toEqual({ accrued: 9_259, reversed: -9_259, net: 0 });
    expect(view.referrals.flatMap((r: { orders: unknown[] }) => r.orders)).toEqual([expect.objectContaining({ commission: 0, reversed: true })]);
    expect((await get("/order/orderafff", referrer)).json.data.map((row: { kind: string; amount: number }) => [row.kind, row.amount])).toEqual([
      ["reversal", -9_259],
      ["accrual", 9_259],
    ]);
  });

  it("gives administrators totals per referrer, the pairs, the orders and an export in their language", async () => {
    const index = (await get("/order/user/affadminindex", admin)).json;
    expect(index).toMatchObject({ total: 1, commission_bps: 100, totals: { accrued: 9_259, reversed: -9_259, net: 0 } });
    expect(index.data).toEqual([
      {
        referrer: { id: referrer.id, full_name: "Trần Giới Thiệu", email: referrer.email },
        code,
        referrals: 2,
        orders: 1,
        accrued: 9_259,
        reversed: -9_259,
        net: 0,
      },
    ]);
    expect((await get("/order/user/affadminindex?q=nobody", admin)).json.total).toBe(0);

    const pairs = (await get(`/users/aff?referrer_id=${referrer.id}`, admin)).json;
    expect(pairs.total).toBe(2);
    expect(pairs.data[0]).toMatchObject({ referrer: { id: referrer.id }, code, referred: { role: "investor" } });
    const ledger = (await get(`/order/user/affadmin?referrer_id=${referrer.id}&kind=reversal`, admin)).json;
    expect(ledger).toMatchObject({ total: 1, data: [{ kind: "reversal", amount: -9_259, referrer: { id: referrer.id } }] });

    const orders = (await get("/users/getorderaff", admin)).json;
    expect(orders).toMatchObject({ total: 1, data: [{ giatri: 1_234_567, commission: 0, reversed: true, bps: 75, referrer: { id: referrer.id } }] });
    const referredId = orders.data[0].referred.id;
    const buys = (await get(`/users/getorderbuy?user_id=${referredId}`, admin)).json;
    expect(buys.data.map((o: { type: string; tinhtrang: number }) => [o.type, o.tinhtrang])).toEqual([["buy", 3]]);
    const sells = (await get(`/users/getordersell?user_id=${referredId}`, admin)).json;
    expect(sells.data.map((o: { type: string; tinhtrang: number }) => [o.type, o.tinhtrang])).toEqual([["sell", 3]]);
    expect((await get("/users/getorderbuy", admin)).status).toBe(400);

    const file = await t.app.request("/api/v1/users/aff/export", { headers: { ...admin.headers, "accept-language": "en" } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const totals = workbook.getWorksheet("Referrers")!;
    expect(totals.getRow(1).values).toContain("Net (VND)");
    expect((totals.getRow(2).values as unknown[]).slice(1)).toEqual([referrer.id, "Trần Giới Thiệu", referrer.email, code, 2, 1, 9_259, -9_259, 0]);
    expect(workbook.getWorksheet("Commissions")!.rowCount).toBe(3);
  });

  it("refuses every call to the wrong role", async () => {
    const candidate = await t.signedIn("candidate");
    for (const path of ["/order/user/aff", "/order/orderafff"]) {
      expect((await t.call("GET", `/api/v1${path}`)).status).toBe(401);
      expect((await get(path, candidate)).status).toBe(403);
      expect((await get(path, admin)).status).toBe(403);
    }
    for (const path of [
      "/order/user/affadmin",
      "/order/user/affadminindex",
      "/users/aff",
      "/users/aff/settings",
      "/users/aff/export",
      "/users/getorderaff",
      "/users/getorderbuy?user_id=1",
      "/users/getordersell?user_id=1",
    ]) {
      expect((await get(path, referrer)).status).toBe(403);
    }
    expect((await t.call("PUT", "/api/v1/users/aff/settings", { headers: referrer.headers, body: { commission_bps: 500 } })).status).toBe(403);
    expect((await t.call("POST", "/api/v1/users/aff/reverse/1", { headers: referrer.headers, body: { reason: "tự hoàn" } })).status).toBe(403);
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeRules, kycInvestor } from "#server/testing/fund-fixtures.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { reconcileFunds } from "./reconcile.ts";

/** Issue 26, item 2: a fresh install sells nothing until its fund rules are complete. */
describe("the funds open for sale once their rules are complete", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("refuses buys on a fresh install (422 naming what is missing), then sells once an administrator completes the rules", async () => {
    const admin = await t.signedIn("administrator");
    const investor = await kycInvestor(t);
    const buy = (lang?: string) =>
      t.call("POST", "/api/v1/order", {
        headers: { ...investor.headers, "idempotency-key": randomUUID() },
        body: { type: "buy", loai: 0, giatri: 2_000_000, soluongban: 0 },
        ...(lang ? { lang } : {}),
      });
    const settings = await t.call("GET", "/api/v1/funds/settings");
    expect(settings.json.data).toMatchObject({
      bank_account: "",
      missing: ["bank_holder", "bank_account", "bank_bin", "bank_branch", "cutoff", "min_buy_vnd"],
    });

    const refused = await buy("en");
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe("The funds are not open for sale yet: the fund rules are incomplete.");
    expect(refused.json.details.map((detail: { path: string }) => detail.path)).toEqual([
      "fund_rules.bank_holder",
      "fund_rules.bank_account",
      "fund_rules.bank_bin",
      "fund_rules.bank_branch",
      "fund_rules.cutoff",
      "fund_rules.min_buy_vnd",
    ]);
    expect(refused.json.details[1].message).toBe("The number of the account investors pay to is missing or not valid (letters and digits, at most 19).");
    expect((await buy()).json.message).toBe("Quỹ chưa mở bán: quy định của quỹ chưa đầy đủ.");
    const paper = await t.call("POST", "/api/v1/order/admin/addorder", {
      headers: admin.headers,
      body: { user_id: investor.id, loai: 1, giatri: 2_000_000, type: "buy", date_create: t.clock.now().toISOString() },
    });
    expect(paper.status).toBe(422);
    expect(await t.db.selectFrom("fund_orders").select("id").execute()).toEqual([]);

    // Saved without a branch: the cut-off and the minimum now count, the branch is still missing.
    const partial = await t.call("PUT", "/api/v1/funds/settings", { headers: admin.headers, body: { ...completeRules, bank_branch: "  " } });
    expect(partial.json.data.missing).toEqual(["bank_branch"]);
    expect((await buy()).json.details).toEqual([{ path: "fund_rules.bank_branch", message: "Chưa có chi nhánh ngân hàng." }]);

    expect((await t.call("PUT", "/api/v1/funds/settings", { headers: admin.headers, body: completeRules })).json.data.missing).toEqual([]);
    const sold = await buy();
    expect(sold.status).toBe(201);
    expect(sold.json.data.payment).toMatchObject({
      bank_account: completeRules.bank_account,
      bank_holder: completeRules.bank_holder,
      bank_bin: completeRules.bank_bin,
      bank_name: "Vietcombank – Ngân hàng TMCP Ngoại thương Việt Nam",
      bank_branch: completeRules.bank_branch,
    });
    expect(await reconcileFunds(t.db)).toEqual([]);
  });
});

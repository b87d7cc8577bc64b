import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CodePurpose } from "#server/db/schema.ts";
import { approvedBuy, kycInvestor, openFundsForSale, publishNav, saleCode } from "#server/testing/fund-fixtures.ts";
import { en, latestCode, valid } from "#server/testing/registration-fixtures.ts";
import { bearer, createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { consumeDigits, issueCode, MAX_TRIES } from "./codes.ts";

/**
 * Issue 26, item 4: the try limit of every kind of typed code holds under concurrency. Forty wrong codes sent at
 * once get exactly MAX_TRIES "wrong" answers, the rest "too many tries", and the right code after them is refused.
 */
const CONCURRENT = 40;
const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ SIGNUP_RATE_LIMIT: "1000" });
});
afterEach(() => t.close());

describe("the try limit of typed codes under concurrency", () => {
  it.each<CodePurpose>(["activation", "phone_change", "reset_phone"])("%s: 40 concurrent wrong codes count exactly 5 tries", async (purpose) => {
    const person = await t.signedIn("candidate");
    const code = await issueCode(t.db, t.deps, person.id, purpose, { ignoreCooldown: true });
    const checks = await Promise.all(Array.from({ length: CONCURRENT }, () => consumeDigits(t.deps, person.id, purpose, wrongFor(code))));
    const reasons = checks.map((check) => (check.ok ? "ok" : check.reason));
    expect(reasons.filter((reason) => reason === "invalid")).toHaveLength(MAX_TRIES);
    expect(reasons.filter((reason) => reason === "too_many_tries")).toHaveLength(CONCURRENT - MAX_TRIES);
    expect(await consumeDigits(t.deps, person.id, purpose, code)).toEqual({ ok: false, reason: "too_many_tries" });
    const row = await t.db
      .selectFrom("one_time_codes")
      .select(["attempts", "consumed_at"])
      .where("user_id", "=", person.id)
      .where("purpose", "=", purpose)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: MAX_TRIES, consumed_at: null });
  });

  it("activation over HTTP: exactly 5 'wrong code' answers (the rest 'too many tries' or the per-account 429), then the right code is refused", async () => {
    const token = (await t.call("POST", "/api/v1/auth/signup", { body: valid })).json.data.token as string;
    const code = await latestCode(t);
    const checkcode = (typed: string) => t.call("POST", "/api/v1/auth/checkcode", { body: { code: typed }, headers: bearer(token), lang: "en" });
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => checkcode(wrongFor(code))));
    const messages = answers.map((res) => (res.status === 429 ? "429" : res.json.message));
    expect(messages.filter((message) => message === en("errors.code.invalid"))).toHaveLength(MAX_TRIES);
    expect(messages.filter((message) => message !== "429" && message !== en("errors.code.invalid"))).toEqual(
      messages.filter((message) => message === en("errors.code.too_many_tries")),
    );
    expect((await checkcode(code)).status).toBeGreaterThanOrEqual(422);
    expect((await t.call("GET", "/api/v1/auth/profile", { headers: bearer(token) })).json.data.activated).toBe(false);
  });

  it("a sale's code: exactly 5 'wrong code' answers, then the right code is refused and the sale stays unconfirmed", async () => {
    const admin = await t.signedIn("administrator");
    await openFundsForSale(t, admin);
    const investor = await kycInvestor(t);
    const lot = await approvedBuy(t, investor, admin, 0, 10_000_000);
    t.clock.advance(2 * 86_400_000);
    await publishNav(t, admin, 0, "2026-11-24", "10000.00");
    const placed = await t.call("POST", "/api/v1/order", { headers: investor.headers, body: { type: "sell", loai: 0, soluongban: "1.00", order_id: lot } });
    expect(placed.status).toBe(201);
    const sale = placed.json.data.order.id as number;
    const code = await saleCode(t, investor.phone);
    const confirm = (typed: string) => t.call("PUT", `/api/v1/order/${sale}`, { headers: investor.headers, body: { code: typed }, lang: "en" });
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => confirm(wrongFor(code))));
    expect(answers.every((res) => res.status === 422)).toBe(true);
    expect(answers.filter((res) => res.json.details?.[0]?.message === "The confirmation code is not right.")).toHaveLength(MAX_TRIES);
    const right = await confirm(code);
    expect(right.status).toBe(422);
    expect((await t.db.selectFrom("fund_orders").select("tinhtrang").where("id", "=", sale).executeTakeFirstOrThrow()).tinhtrang).toBe(0);
  });
});

import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { NotEmptyError } from "./demo-app.ts";
import { runDemo } from "./run-demo.ts";

/**
 * `npm run demo` at its marking phase, with three months of fund history instead of a year (the same steps,
 * fewer days), on the test app's database: everything goes through the API, so the counts below are what the
 * rules allowed it to make.
 */
describe("the demo data (npm run demo)", () => {
  let t: TestApp;
  let outcome: Awaited<ReturnType<typeof runDemo>>;
  const now = new Date("2026-11-27T10:00:00.000Z");

  beforeAll(async () => {
    t = await createTestApp();
    outcome = await runDemo(t.deps.config, "marking", { now, fundsHistoryDays: 90 });
  }, 600_000);
  afterAll(() => t?.close());

  const count = async (
    table: "judging_assignments" | "draw_weeks" | "hieuqua" | "chiso" | "fund_orders" | "referrals" | "referral_commissions" | "fund_reports",
  ) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("makes the contest's people and entries, part of the semi-final marked, two entries excluded", async () => {
    const roles = await t.db
      .selectFrom("users")
      .select(["role", sql<number>`count(*)`.as("n")])
      .groupBy("role")
      .orderBy("role")
      .execute();
    expect(roles.map((r) => [r.role, Number(r.n)])).toEqual([
      ["administrator", 1],
      ["candidate", 40],
      ["investor", 8],
      ["judge", 6],
    ]);
    const entries = await t.db
      .selectFrom("entries")
      .select(["status", sql<number>`count(*)`.as("n")])
      .groupBy("status")
      .orderBy("status")
      .execute();
    const byStatus = Object.fromEntries(entries.map((e) => [e.status, Number(e.n)]));
    // 38 sent (two contestants left theirs as drafts), 2 excluded at screening, the rest half marked.
    expect(Object.keys(byStatus).sort()).toEqual(["excluded", "marked", "submitted"]);
    expect([byStatus.excluded, (byStatus.marked ?? 0) + (byStatus.submitted ?? 0)]).toEqual([2, 36]);
    const files = await t.db.selectFrom("entry_files").select(["kind", "media_type", "state"]).distinct().orderBy("kind").execute();
    expect(files).toEqual([
      { kind: "essay", media_type: "application/pdf", state: "ready" },
      { kind: "image", media_type: "image/jpeg", state: "ready" },
    ]);
    const submitted = Number(
      (
        await t.db
          .selectFrom("judging_marks")
          .select(sql<number>`count(*)`.as("n"))
          .where("state", "=", "submitted")
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(submitted).toBeGreaterThan(20);
    expect(submitted).toBeLessThan(await count("judging_assignments"));
  });

  it("draws every lucky-draw week whose cut-off has passed, and keeps the funds' history reconciled", async () => {
    const weeks = await t.db.selectFrom("draw_weeks").select(["week", "drawn_at"]).orderBy("week").execute();
    expect(weeks.length).toBeGreaterThan(5);
    expect(weeks.every((w) => w.drawn_at !== null)).toBe(true);
    expect(await count("hieuqua")).toBe(2 * (await count("chiso")));
    const orders = await t.db.selectFrom("fund_orders").select(["type", "tinhtrang"]).execute();
    expect(orders.filter((o) => o.type === "sell").map((o) => o.tinhtrang)).toEqual([4, 4]);
    expect(orders.filter((o) => o.type === "buy" && o.tinhtrang === 3).length).toBeGreaterThan(5);
    expect(await count("referrals")).toBe(2);
    expect(await count("referral_commissions")).toBeGreaterThan(0);
    expect(await count("fund_reports")).toBeGreaterThan(0);
  });

  it("prints accounts that sign in, and refuses a database that already holds data", async () => {
    for (const account of [outcome.judge, outcome.contestant, outcome.investor, { email: outcome.admin.email }]) {
      const password = account.email === outcome.admin.email ? outcome.admin.password : outcome.password;
      const signin = await t.call("POST", "/api/v1/auth/signin", { body: { email: account.email, password } });
      expect(signin.status, account.email).toBe(200);
    }
    await expect(runDemo(t.deps.config, "submissions", { now })).rejects.toBeInstanceOf(NotEmptyError);
  });
});

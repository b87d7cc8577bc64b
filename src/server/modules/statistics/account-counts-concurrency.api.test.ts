import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

/**
 * PostgreSQL (SQLite runs one writing transaction at a time): every account of an hour bumps the same counter rows,
 * so a sign-up whose transaction is still running must not hold them (migration 0055). Before, the second sign-up's
 * insert waited until the first transaction ended, and on launch day every sign-up waited for the one before it.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("account counters and simultaneous sign-ups", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const hour = "2026-03-02T03";
  const account = (email: string) => ({
    email,
    full_name: "Đăng ký cùng lúc",
    role: "candidate" as const,
    password_hash: "!",
    nation: "VN",
    person_type: "person" as const,
    created_at: `${hour}:15:00.000Z`,
    updated_at: `${hour}:15:00.000Z`,
  });
  const registered = async () =>
    (await t.db.selectFrom("account_counts").select(["dimension", "registered"]).where("hour", "=", hour).orderBy("dimension").execute()).map((row) => [
      row.dimension,
      Number(row.registered),
    ]);

  it("counts an account created and activated in one transaction once, as activated", async () => {
    const day = "2026-03-03T05";
    await t.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto("users")
        .values({ ...account("activated@example.test"), created_at: `${day}:00:00.000Z`, updated_at: `${day}:00:00.000Z` })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .updateTable("users")
        .set({ activated_at: `${day}:01:00.000Z` })
        .where("id", "=", id)
        .execute();
    });
    const rows = await t.db
      .selectFrom("account_counts")
      .select(["dimension", "registered", "activated"])
      .where("hour", "=", day)
      .orderBy("dimension")
      .execute();
    expect(rows.map((row) => [row.dimension, Number(row.registered), Number(row.activated)])).toEqual([
      ["nation", 1, 1],
      ["person_type", 1, 1],
      ["role", 1, 1],
    ]);
  });

  it("an account written while another sign-up's transaction is open does not wait for it; both are counted", async () => {
    await t.db.transaction().execute(async (first) => {
      await first.insertInto("users").values(account("first@example.test")).execute();
      await t.db.transaction().execute(async (second) => {
        await sql`set local lock_timeout = '2s'`.execute(second);
        await second.insertInto("users").values(account("second@example.test")).execute();
      });
      expect(await registered()).toEqual([
        ["nation", 1],
        ["person_type", 1],
        ["role", 1],
      ]);
    });
    expect(await registered()).toEqual([
      ["nation", 2],
      ["person_type", 2],
      ["role", 2],
    ]);
  });
});

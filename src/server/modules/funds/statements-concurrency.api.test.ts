import { describe, expect, it } from "vitest";
import { statementsSuite } from "#server/testing/statement-fixtures.ts";

/** Enough orders that one import's transaction is still running while the other's file is read and its own starts. */
const ORDERS = 40;

/**
 * Two imports at once on PostgreSQL (SQLite runs one writing transaction at a time). Two statements that overlap
 * name the same orders and carry the same lines, here in opposite orders: each import locks every order its file
 * names up front, in one statement sorted by id, and stores its lines in the order of their keys, so neither can
 * hold what the other waits for (a deadlock aborted one of them with a 500 before).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("two overlapping statement imports at once", () => {
  const { s, buys, upload, count, state } = statementsSuite();

  it("both finish; every order is paid once and every line stored once", async () => {
    const orders = Object.values(await buys(Object.fromEntries(Array.from({ length: ORDERS }, (_, i) => [`O${i}`, 1_000_000 + i * 1_000]))));
    const payment = (order: (typeof orders)[number], index: number) =>
      `23/11/2026;${(1_000_000 + index * 1_000).toLocaleString("vi-VN")};${order.reference} chuyen tien`;
    // Two payments that name no order, in both files, in opposite orders: they wait for a decision, stored once.
    const unmatched = ["23/11/2026;1.234.000;tien lai thang 11", "23/11/2026;2.345.000;chuyen noi bo"];
    const first = ["date;amount;description", ...orders.map(payment), ...unmatched].join("\n");
    const second = ["date;amount;description", ...[...unmatched].reverse(), ...orders.map(payment).reverse()].join("\n");

    const [a, b] = await Promise.all([upload("generic", first), upload("generic", second)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const imports = [a.json.data.import, b.json.data.import];
    const total = (field: "matched" | "to_decide" | "known") => imports.reduce((sum, i) => sum + i[field], 0);
    expect(imports.map((i) => i.credits)).toEqual([ORDERS + unmatched.length, ORDERS + unmatched.length]);
    // Each line was new to one import and known to the other.
    expect([total("matched"), total("to_decide"), total("known")]).toEqual([ORDERS, unmatched.length, ORDERS + unmatched.length]);
    expect(await count("fund_statement_lines")).toBe(ORDERS + unmatched.length);
    for (const order of orders) expect(await state(order)).toBe(2);
    const matchedLines = await s.t.db.selectFrom("fund_statement_lines").select("order_id").where("status", "=", "matched").execute();
    expect(new Set(matchedLines.map((line) => line.order_id)).size).toBe(ORDERS);
  });
});

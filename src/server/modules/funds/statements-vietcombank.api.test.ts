import { describe, expect, it } from "vitest";
import { statementsSuite, statementXlsx } from "#server/testing/statement-fixtures.ts";

/**
 * Vietcombank's account statement in the layouts public code describes (docs/funds.md, "Bank statements"): a title
 * block above bilingual headers ("Số tiền ghi có/\nCredit"), opening balance, totals and ending balance rows around
 * the transactions, transfers' descriptions as the bank writes them (wrapped over lines); the date and the document
 * number in one column with dots between thousands (`vietcombank-merged.csv`, after a public renderer of the
 * statement), or in two columns with commas (`vietcombank-columns.csv`). Each is imported as CSV and as xlsx, on
 * SQLite and PostgreSQL, and the stored rows are read back.
 */
describe("Vietcombank statements in the bank's layouts", () => {
  const { s, buys, statement, upload, state, count } = statementsSuite();
  /** Each fixture's document numbers: A's payment, B's (a different amount), C's (no reference), D's twice. */
  const documentNumbers = {
    "vietcombank-merged.csv": { A: "5213.47908", B: "5213.47915", C: "5078.12034", D1: "5213.48120", D2: "5213.48207" },
    "vietcombank-columns.csv": { A: "5213.51002", B: "5213.51017", C: "5078.20455", D1: "5213.51230", D2: "5213.51302" },
  };
  type Fixture = keyof typeof documentNumbers;
  type Kind = "csv" | "xlsx";

  async function statementFile(fixture: Fixture, orders: Parameters<typeof statement>[1], kind: Kind) {
    // References as investors type them in a transfer: without the dash.
    const csv = statement(fixture, orders, (reference) => reference.replace("-", ""));
    return kind === "csv" ? csv : await statementXlsx(csv);
  }
  const storedLines = async () =>
    (
      await s.t.db.selectFrom("fund_statement_lines").select(["transaction_id", "booked_on", "amount", "outcome", "status", "order_id"]).orderBy("id").execute()
    ).map((line) => ({ ...line, amount: Number(line.amount) }));

  it.each<[Fixture, Kind, Kind]>([
    ["vietcombank-merged.csv", "xlsx", "csv"],
    ["vietcombank-merged.csv", "csv", "xlsx"],
    ["vietcombank-columns.csv", "xlsx", "csv"],
    ["vietcombank-columns.csv", "csv", "xlsx"],
  ])("imports %s as %s: one exact match paid, the rest to decide; the file again and as %s change nothing", async (fixture, kind, otherKind) => {
    const orders = await buys({ A: 5_000_000, B: 3_000_000, C: 2_000_000, D: 4_000_000 });
    const res = await upload("vietcombank", await statementFile(fixture, orders, kind), `sao-ke.${kind}`);
    expect(res.status).toBe(201);
    expect(res.json.data.import).toMatchObject({ format: "vietcombank", credits: 5, debits: 1, matched: 2, to_decide: 3, known: 0 });

    const doc = documentNumbers[fixture];
    const expectedLines = [
      { transaction_id: doc.A, booked_on: "2026-11-22", amount: 5_000_000, outcome: "exact", status: "matched", order_id: orders.A.id },
      { transaction_id: doc.B, booked_on: "2026-11-22", amount: 2_999_000, outcome: "amount_differs", status: "to_decide", order_id: null },
      { transaction_id: doc.C, booked_on: "2026-11-22", amount: 2_000_000, outcome: "unknown_reference", status: "to_decide", order_id: null },
      { transaction_id: doc.D1, booked_on: "2026-11-23", amount: 4_000_000, outcome: "exact", status: "matched", order_id: orders.D.id },
      { transaction_id: doc.D2, booked_on: "2026-11-23", amount: 4_000_000, outcome: "duplicate_payment", status: "to_decide", order_id: null },
    ];
    expect(await storedLines()).toEqual(expectedLines);
    const states = async () => ({ A: await state(orders.A), B: await state(orders.B), C: await state(orders.C), D: await state(orders.D) });
    expect(await states()).toEqual({ A: 2, B: 1, C: 1, D: 2 });
    // What the administrator decides on: each line with the orders it may be matched to.
    expect(res.json.data.to_decide).toMatchObject([
      { transaction_id: doc.B, outcome: "amount_differs", candidates: [{ id: orders.B.id }] },
      { transaction_id: doc.C, outcome: "unknown_reference", candidates: [{ id: orders.C.id }] },
      { transaction_id: doc.D2, outcome: "duplicate_payment", candidates: [{ id: orders.D.id, tinhtrang: 2 }] },
    ]);

    // The same statement again, as the same file and as the other kind: the document numbers key the lines.
    for (const again of [kind, otherKind]) {
      const repeated = await upload("vietcombank", await statementFile(fixture, orders, again), `sao-ke.${again}`);
      expect(repeated.status).toBe(201);
      expect(repeated.json.data.import).toMatchObject({ credits: 5, debits: 1, matched: 0, to_decide: 0, known: 5 });
    }
    expect(await storedLines()).toEqual(expectedLines);
    expect(await states()).toEqual({ A: 2, B: 1, C: 1, D: 2 });
    expect(await count("fund_statement_imports")).toBe(3);
  });

  it("refuses a merged date cell without its document number, naming the row, and imports nothing", async () => {
    const orders = await buys({ A: 5_000_000, B: 3_000_000, C: 2_000_000, D: 4_000_000 });
    const csv = statement("vietcombank-merged.csv", orders).replace("22/11/2026\n5078.12034", "22/11/2026");
    for (const [kind, file] of [
      ["csv", csv],
      ["xlsx", await statementXlsx(csv)],
    ] as const) {
      const res = await upload("vietcombank", file, `sao-ke.${kind}`);
      expect(res).toMatchObject({
        status: 422,
        json: {
          message: expect.stringMatching(/^Some rows could not be read \(rows 12\)/),
          details: [{ path: "rows.12.transactionId", message: expect.stringContaining("document number (Số CT)") }],
        },
      });
    }
    expect(await count("fund_statement_lines")).toBe(0);
    expect(await count("fund_statement_imports")).toBe(0);
    expect(await state(orders.A)).toBe(1);
  });
});

import { randomUUID } from "node:crypto";
import fs from "node:fs";
import ExcelJS from "exceljs";
import { expect } from "vitest";
import { csvRows } from "#domain/statement-csv.ts";
import { fundsTestApp, kycInvestor } from "./fund-fixtures.ts";
import type { TestApp } from "./test-app.ts";

type Person = Awaited<ReturnType<TestApp["signedIn"]>>;
type Order = { id: number; reference: string };

/** A statement file of tests/fixtures/statements/. */
export const statementFixture = (name: string) => fs.readFileSync(new URL(`../../../tests/fixtures/statements/${name}`, import.meta.url), "utf8");

/**
 * A CSV statement's rows as the bank's xlsx carries them: one sheet, every cell text as in the CSV (line breaks
 * inside a cell kept, and wrapped), the title block's single cells merged across the table's width. A merged cell
 * repeats its text in every column it covers, so the title block stays above the header, where no row is read.
 */
export async function statementXlsx(csv: string, sheetName = "Vietcombank_Account_Statement"): Promise<Uint8Array> {
  const rows = csvRows(csv);
  const width = Math.max(...rows.map((row) => row.length));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) {
    const added = sheet.addRow(row.map((cell) => cell || null));
    if (row.length === 1) sheet.mergeCells(added.number, 1, added.number, width);
    added.eachCell((cell) => {
      if (String(cell.value).includes("\n")) cell.alignment = { wrapText: true };
    });
  }
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

/**
 * A bank-statements suite (docs/funds.md, "Bank statements"): before each test a fresh app with its administrator
 * and a KYC'd investor (`fundsTestApp` with `perTest`), so every test places its own orders and imports its own
 * file; and the calls the tests make. `s.t`, `s.admin` and `s.investor` are the current test's.
 */
export function statementsSuite() {
  const s = {} as { t: TestApp; admin: Person; investor: Person };
  fundsTestApp(
    async ({ t, admin }) => {
      Object.assign(s, { t, admin, investor: await kycInvestor(t) });
    },
    { perTest: true },
  );

  /** A buy awaiting payment, placed in `lang` (the order's language, that of its e-mails). */
  async function placeBuy(giatri: number, { investor = s.investor, lang = "vi" }: { investor?: Person; lang?: string } = {}): Promise<Order> {
    const res = await s.t.call("POST", "/api/v1/order", {
      headers: { ...investor.headers, "idempotency-key": randomUUID() },
      body: { type: "buy", loai: 0, giatri, soluongban: 0 },
      lang,
    });
    expect(res.status).toBe(201);
    return { id: res.json.data.order.id, reference: res.json.data.order.reference };
  }
  /** Buys awaiting payment, one per key, in the keys' order. */
  async function buys<K extends string>(amounts: Record<K, number>): Promise<Record<K, Order>> {
    const placed = {} as Record<K, Order>;
    for (const [key, giatri] of Object.entries(amounts) as [K, number][]) placed[key] = await placeBuy(giatri);
    return placed;
  }
  /** The fixture with each {{X}} replaced by order X's reference, written as banks pass it on (dash dropped, lower case…). */
  const statement = (name: string, orders: Record<string, Order>, written: (reference: string) => string = (r) => r) =>
    statementFixture(name).replace(/\{\{([A-Z])\}\}/g, (_, key: string) => written(orders[key]!.reference));

  async function upload(format: string, content: string | Uint8Array, fileName = "statement.csv", lang = "en") {
    const form = new FormData();
    form.set("format", format);
    form.set("file", new Blob([typeof content === "string" ? content : new Uint8Array(content)]), fileName);
    const response = await s.t.app.request("/api/v1/funds/statements", {
      method: "POST",
      body: form,
      headers: { ...s.admin.headers, "accept-language": lang },
    });
    return { status: response.status, json: (await response.json()) as any };
  }
  const state = async (order: Order) =>
    (await s.t.db.selectFrom("fund_orders").select("tinhtrang").where("id", "=", order.id).executeTakeFirstOrThrow()).tinhtrang;
  const lines = async (status = "to_decide") =>
    (await s.t.call("GET", `/api/v1/funds/statements/lines?status=${status}`, { headers: s.admin.headers })).json.data as any[];
  const count = async (table: "fund_statement_lines" | "fund_statement_imports" | "outbox_emails") =>
    Number(
      (
        await s.t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const decide = (id: number, body: object) => s.t.call("POST", `/api/v1/funds/statements/lines/${id}/decision`, { headers: s.admin.headers, body });
  /** One of the line operations without a body (undo, refunded, reopen), as the administrator unless told. */
  const lineAction = (id: number, action: string, options: { headers?: Record<string, string>; lang?: string } = {}) =>
    s.t.call("POST", `/api/v1/funds/statements/lines/${id}/${action}`, {
      headers: options.headers ?? s.admin.headers,
      ...(options.lang ? { lang: options.lang } : {}),
    });
  /** The Vietcombank fixture imported: A and D paid, B's amount differs, C's payment names no order, D paid twice. */
  async function importVietcombank() {
    const orders = await buys({ A: 5_000_000, B: 3_000_000, C: 2_000_000, D: 4_000_000 });
    const res = await upload(
      "vietcombank",
      statement("vietcombank.csv", orders, (r) => r.replace("-", "")),
    );
    expect(res.status).toBe(201);
    const byOutcome = Object.fromEntries((res.json.data.to_decide as any[]).map((line) => [line.outcome, line]));
    return { orders, res, byOutcome };
  }

  return { s, placeBuy, buys, statement, upload, state, lines, count, decide, lineAction, importVietcombank };
}

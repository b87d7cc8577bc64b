import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { STATEMENT_MAX_BYTES } from "#contracts/fund-statements.ts";
import { publishNav } from "#server/testing/fund-fixtures.ts";
import { statementFixture as fixture, statementsSuite } from "#server/testing/statement-fixtures.ts";

/**
 * Bank statements (docs/funds.md, "Bank statements"), on SQLite and PostgreSQL: a Vietcombank export with an exact
 * match, an amount that differs, a missing reference, a debit and a payment made twice; the same file again; the
 * decisions, undo and refund list; the other formats (Techcombank CSV, a Techcombank xlsx, the generic CSV) and bad
 * files. Each test has an app of its own and places its own orders; the unit ledger reconciles after every test.
 */
describe("bank statements", () => {
  const { s, placeBuy, buys, statement, upload, state, lines, count, decide, lineAction, importVietcombank } = statementsSuite();
  /** The metric of statement lines: each line once, in the status it has now. */
  const linesMetric = async () =>
    Object.fromEntries((await s.t.deps.metrics.registry.getSingleMetric("fund_statement_lines")!.get()).values.map((v) => [v.labels.status, v.value]));

  it("imports a Vietcombank statement: the exact matches are paid, the rest wait for a decision with their candidates", async () => {
    const { orders, res, byOutcome } = await importVietcombank();
    expect(res.json.data.import).toMatchObject({ format: "vietcombank", credits: 5, debits: 1, matched: 2, to_decide: 3, known: 0 });
    expect(await state(orders.A)).toBe(2);
    expect(byOutcome.amount_differs).toMatchObject({ amount: 2_999_000, candidates: [{ id: orders.B.id }] });
    expect(byOutcome.unknown_reference).toMatchObject({ amount: 2_000_000, candidates: [{ id: orders.C.id, reference: orders.C.reference }] });
    // The same payment twice in one file: one line pays D, the other waits as a duplicate payment of D.
    expect(await state(orders.D)).toBe(2);
    expect(byOutcome.duplicate_payment).toMatchObject({ amount: 4_000_000, candidates: [{ id: orders.D.id, tinhtrang: 2 }] });
    const audit = await s.t.db
      .selectFrom("audit_events")
      .select(["action", "subject"])
      .where("action", "in", ["funds.order.approve", "funds.statement.match"])
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: "funds.order.approve", subject: `fund_order:${orders.A.id}` },
        { action: "funds.statement.match", subject: expect.stringMatching(/^fund_statement_line:/) },
      ]),
    );
    expect(await linesMetric()).toEqual({ matched: 2, to_decide: 3, refund: 0, refunded: 0, ignored: 0 });
  });

  it("changes nothing when the same statement is imported again, and says how many lines were known", async () => {
    const { orders } = await importVietcombank();
    const before = await count("fund_statement_lines");
    const res = await upload(
      "vietcombank",
      statement("vietcombank.csv", orders, (r) => r.replace("-", "")),
    );
    expect(res.status).toBe(201);
    expect(res.json.data.import).toMatchObject({ credits: 5, matched: 0, to_decide: 0, known: 5 });
    expect(res.json.data.to_decide).toEqual([]);
    expect(await count("fund_statement_lines")).toBe(before);
    expect(await linesMetric()).toEqual({ matched: 2, to_decide: 3, refund: 0, refunded: 0, ignored: 0 });
  });

  it("decides the lines: the payment without a reference matches its order, a different amount cannot, refunds and ignores are listed", async () => {
    const { orders, byOutcome } = await importVietcombank();
    const { unknown_reference: unknown, amount_differs: differs, duplicate_payment: duplicate } = byOutcome;

    expect((await decide(differs.id, { decision: "match", order_id: orders.B.id })).status).toBe(422);
    expect((await decide(unknown.id, { decision: "ignore" })).status).toBe(400);
    const matched = await decide(unknown.id, { decision: "match", order_id: orders.C.id });
    expect(matched.status).toBe(200);
    expect(matched.json.data).toMatchObject({ status: "matched", order: { id: orders.C.id } });
    expect(await state(orders.C)).toBe(2);
    expect((await decide(unknown.id, { decision: "refund" })).status).toBe(409);

    expect((await decide(differs.id, { decision: "refund", reason: "Số tiền thiếu 1.000 ₫" })).json.data.status).toBe("refund");
    expect((await decide(duplicate.id, { decision: "refund" })).json.data.status).toBe("refund");
    expect(await state(orders.B)).toBe(1);
    const refunds = await lines("refund");
    expect(refunds.map((line) => line.amount)).toEqual([2_999_000, 4_000_000]);
    const refunded = await lineAction(duplicate.id, "refunded");
    expect(refunded.json.data).toMatchObject({ status: "refunded", refunded_at: expect.any(String) });
    expect((await lineAction(duplicate.id, "refunded")).status).toBe(409);
    expect(await lines()).toEqual([]);
    // Each of the five credit lines once, as it stands: a line decided after the import is no longer counted as open.
    expect(await linesMetric()).toEqual({ matched: 3, to_decide: 0, refund: 1, refunded: 1, ignored: 0 });
  });

  it("keeps a buy whose payment a statement matched from being cancelled or deleted until the match is undone", async () => {
    const { orders } = await importVietcombank();
    const { admin } = s;
    for (const attempt of [
      s.t.call("PUT", `/api/v1/order/${orders.D.id}`, { headers: admin.headers, body: { ctrl: 5, reason: "Nhà đầu tư đổi ý" }, lang: "en" }),
      s.t.call("DELETE", `/api/v1/order/${orders.D.id}`, { headers: admin.headers, lang: "en" }),
    ]) {
      const refused = await attempt;
      expect(refused.status).toBe(409);
      expect(refused.json.message).toMatch(/^This buy's payment was matched from a bank statement: undo the match/);
    }
    expect(await state(orders.D)).toBe(2);
  });

  it("undoes a match while the order is unpriced; the usual allocation then prices the paid orders, and undo is refused", async () => {
    const { orders } = await importVietcombank();
    const [lineOfA] = (await lines("matched")).filter((line) => line.order.id === orders.A.id);
    const undone = await lineAction(lineOfA.id, "undo");
    expect(undone.status).toBe(200);
    expect(undone.json.data).toMatchObject({ status: "to_decide", order: null, candidates: [{ id: orders.A.id, tinhtrang: 1 }] });
    expect(await state(orders.A)).toBe(1);
    expect((await decide(lineOfA.id, { decision: "match", order_id: orders.A.id })).status).toBe(200);
    expect(await state(orders.A)).toBe(2);

    s.t.clock.advance(2 * 86_400_000);
    await publishNav(s.t, s.admin, 0, "2026-11-24", "10000.00");
    const a = await s.t.call("GET", `/api/v1/order/${orders.A.id}`, { headers: s.investor.headers });
    expect(a.json.data).toMatchObject({ tinhtrang: 3, model: "500.00" });
    expect(await state(orders.B)).toBe(1);
    const again = await lineAction(lineOfA.id, "undo");
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("Lệnh đã được khớp giá nên không thể hoàn tác thanh toán.");
  });

  it("reopens a line put on the refund list or ignored, not one refunded already; administrators only, audited", async () => {
    const { byOutcome } = await importVietcombank();
    const { unknown_reference: ignored, amount_differs: toRefund, duplicate_payment: refunded } = byOutcome;
    await decide(ignored.id, { decision: "ignore", reason: "Tiền lãi tháng 11" });
    await decide(toRefund.id, { decision: "refund" });
    await decide(refunded.id, { decision: "refund" });
    await lineAction(refunded.id, "refunded");

    expect((await lineAction(ignored.id, "reopen", { headers: s.investor.headers })).status).toBe(403);
    const paidOut = await lineAction(refunded.id, "reopen", { lang: "en" });
    expect(paidOut).toMatchObject({ status: 409, json: { message: expect.stringMatching(/^This payment was refunded already/) } });
    for (const line of [ignored, toRefund]) {
      const reopened = await lineAction(line.id, "reopen");
      expect(reopened.status).toBe(200);
      expect(reopened.json.data).toMatchObject({ id: line.id, status: "to_decide", reason: null });
      expect((await lineAction(line.id, "reopen")).status).toBe(409);
    }
    expect((await lines()).map((line) => line.id).sort()).toEqual([ignored.id, toRefund.id].sort());
    const audit = await s.t.db
      .selectFrom("audit_events")
      .select(["subject", "before_json", "after_json"])
      .where("action", "=", "funds.statement.reopen")
      .orderBy("id")
      .execute();
    expect(audit.map((event) => [event.subject, JSON.parse(event.before_json!), JSON.parse(event.after_json!)])).toEqual([
      [`fund_statement_line:${ignored.id}`, { status: "ignored", reason: "Tiền lãi tháng 11" }, { status: "to_decide" }],
      [`fund_statement_line:${toRefund.id}`, { status: "refund", reason: null }, { status: "to_decide" }],
    ]);
  });

  it("tells the investor, in the order's language, that an undone match leaves the order awaiting payment again", async () => {
    const inEnglish = await placeBuy(5_000_000, { lang: "en" });
    const inVietnamese = await placeBuy(4_000_000);
    const res = await upload(
      "generic",
      `date;amount;description\n23/11/2026;5.000.000;${inEnglish.reference}\n23/11/2026;4.000.000;${inVietnamese.reference}\n`,
    );
    expect(res.json.data.import).toMatchObject({ matched: 2 });
    await s.t.deps.jobs.runDue();
    const mailed = await count("outbox_emails");
    for (const line of await lines("matched")) expect((await lineAction(line.id, "undo")).status).toBe(200);
    await s.t.deps.jobs.runDue();
    const mails = await s.t.db.selectFrom("outbox_emails").select(["to_address", "subject", "text_body"]).orderBy("id").offset(mailed).limit(10).execute();
    expect(mails).toEqual([
      {
        to_address: s.investor.email,
        subject: `Buy order ${inEnglish.reference}: awaiting payment again`,
        text_body: expect.stringContaining("awaiting your payment of VND\u00a05,000,000 again"),
      },
      {
        to_address: s.investor.email,
        subject: `Lệnh mua ${inVietnamese.reference} đang chờ thanh toán lại`,
        text_body: expect.stringContaining("đang chờ bạn thanh toán 4.000.000\u00a0₫"),
      },
    ]);
  });

  it("reads the Techcombank CSV and xlsx exports and the generic CSV", async () => {
    const orders = await buys({ E: 6_000_000, F: 7_000_000 });
    s.t.clock.advance(2 * 86_400_000);
    await publishNav(s.t, s.admin, 0, "2026-11-24", "10000.00");
    const tcb = await upload(
      "techcombank",
      statement("techcombank.csv", orders, (r) => r.toLowerCase().replace("-", " ")),
    );
    expect(tcb.json.data.import).toMatchObject({ credits: 1, matched: 1, known: 0 });
    // The NAV of the 24th is out, so the matched order is priced at once, as after a manual approval.
    expect(await state(orders.E)).toBe(3);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Sao ke");
    sheet.addRow(["SAO KÊ TÀI KHOẢN"]);
    sheet.addRow(["Ngày giao dịch", "Số bút toán", "Số tài khoản đối ứng", "Diễn giải", "Nợ", "Có", "Số dư"]);
    sheet.addRow([new Date(Date.UTC(2026, 10, 23)), "FT26327000001", "19036712345018", `${orders.E.reference} Nguyen Thi Dau Tu`, null, 6_000_000, 6_000_000]);
    sheet.addRow([new Date(Date.UTC(2026, 10, 24)), "FT26328000002", "19036712345018", "Hoan tien", null, 1_500_000, 7_500_000]);
    const xlsx = new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
    const fromXlsx = await upload("techcombank", xlsx, "sao-ke.xlsx");
    expect(fromXlsx.status).toBe(201);
    // The first row is the CSV's line again (same bank transaction id): known, not a second payment.
    expect(fromXlsx.json.data.import).toMatchObject({ credits: 2, matched: 0, to_decide: 1, known: 1 });
    expect(fromXlsx.json.data.to_decide).toMatchObject([{ booked_on: "2026-11-24", amount: 1_500_000, outcome: "unknown_reference" }]);

    const generic = await upload("generic", statement("generic.csv", orders));
    expect(generic.json.data.import).toMatchObject({ credits: 1, debits: 1, matched: 1 });
    expect(await state(orders.F)).toBe(3);
  });

  it("keeps a bank transaction id longer than the key's column (stored hashed) and names at most 20 orders of a line", async () => {
    const header = fixture("techcombank.csv").split("\n")[0];
    const longId = `FT${"9".repeat(298)}`;
    const manyReferences = Array.from({ length: 60 }, (_, i) => `TSTT-${String(900_000 + i).padStart(6, "0")}`).join(" ");
    const res = await upload("techcombank", `${header}\n"24/11/2026 10:00:00","${longId}","19036712345018","${manyReferences}","","1,000,000","1,000,000"\n`);
    expect(res.status).toBe(201);
    expect(res.json.data.import).toMatchObject({ credits: 1, to_decide: 1 });
    const stored = await s.t.db.selectFrom("fund_statement_lines").select(["line_key", "refs"]).where("amount", "=", 1_000_000).executeTakeFirstOrThrow();
    expect(stored.line_key).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(JSON.parse(stored.refs)).toHaveLength(20);
    expect((await lines()).find((line) => line.amount === 1_000_000)).toMatchObject({ outcome: "unknown_reference" });
    expect(
      (await upload("techcombank", `${header}\n"24/11/2026 10:00:00","${longId}","19036712345018","${manyReferences}","","1,000,000","1,000,000"\n`)).json.data
        .import,
    ).toMatchObject({ known: 1 });
  });

  it("refuses bad files with a clear message and changes nothing", async () => {
    const orders = await buys({ F: 7_000_000 });
    expect((await upload("no-such-bank", statement("generic.csv", orders))).status).toBe(400);
    const notCsv = await upload("generic", new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0xfe, 0x00]), "statement.pdf");
    expect(notCsv).toMatchObject({ status: 422, json: { message: expect.stringMatching(/^This file is not a statement we can read/) } });
    // A zip that is not a workbook (the xlsx reader fails in its worker): the same answer.
    expect((await upload("techcombank", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]), "sao-ke.xlsx")).status).toBe(422);
    const missing = await upload("vietcombank", fixture("missing-columns.csv"));
    expect(missing).toMatchObject({ status: 422, json: { message: expect.stringContaining("columns “Ngày giao dịch”, “Mô tả”, “Số tiền ghi có” of") } });
    const badRows = await upload("generic", fixture("bad-rows.csv"));
    expect(badRows).toMatchObject({
      status: 422,
      json: { message: expect.stringContaining("rows 2, 3"), details: [{ path: "rows.2.date" }, { path: "rows.3.amount" }] },
    });
    const big = await s.t.app.request("/api/v1/funds/statements", {
      method: "POST",
      body: "x",
      headers: { ...s.admin.headers, "content-type": "multipart/form-data; boundary=x", "content-length": String(STATEMENT_MAX_BYTES + 128 * 1024) },
    });
    expect(big.status).toBe(413);
    const inVietnamese = await upload("generic", "\u0000", "x.csv", "vi");
    expect(inVietnamese.json.message).toMatch(/^Không đọc được tệp này như một sao kê/);
    expect(await count("fund_statement_lines")).toBe(0);
    expect(await count("fund_statement_imports")).toBe(0);
  });
});

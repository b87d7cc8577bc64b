import { randomUUID } from "node:crypto";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test, type Investor } from "./fund-fixtures.ts";
import { adminPage, prefix } from "./fund-pages.ts";
import { openFundsForSale } from "./fund-rules-page.ts";
import { ADMIN, axeViolations, e2eDatabase, signIn, ui, uid, waitForHydration, type Lang } from "./support.ts";

/**
 * Bank statements (docs/funds.md): the administrator imports the funds' Vietcombank statement; the transfer that names
 * its order is matched at once, the one without a reference waits, and is matched to its order from the candidates.
 * Then the decisions after that, one language each: a match undone and its payment refunded; a refund and an ignored
 * line reopened. Each test has its own investor, orders, amounts and bank transaction ids.
 */
type Headers = Record<string, string>;
type Line = { amount: number; description: string };

/** Amounts of one test only, so the candidates by amount are that test's orders. */
const uniqueAmount = () => 1_000_000 + (Number.parseInt(randomUUID().slice(0, 6), 16) % 900) * 1_000;

/** A Vietcombank "Sao kê tài khoản" as CSV: the bank's title row, its headers, one credit row per line (ids `marker-n`). */
function vietcombankCsv(marker: string, lines: Line[]) {
  const vnd = (amount: number) => amount.toLocaleString("de-DE");
  return [
    "NGÂN HÀNG TMCP NGOẠI THƯƠNG VIỆT NAM",
    "STT,Ngày giao dịch,Số tham chiếu,Số tiền ghi nợ,Số tiền ghi có,Số dư,Mô tả",
    ...lines.map((line, index) => `${index + 1},23/11/2026,${marker}-${index + 1},,"${vnd(line.amount)}",,"${line.description}"`),
  ].join("\r\n");
}

async function buy(request: APIRequestContext, investor: Investor, giatri: number) {
  const placed = await request.post("/api/v1/order", {
    headers: { ...investor.headers, "idempotency-key": randomUUID() },
    data: { type: "buy", loai: 0, giatri, soluongban: 0 },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()).data.order as { id: number; reference: string };
}

/** Imports through the API (the page's import is the first test's): answers the stored line of each `marker-n`. */
async function importStatement(request: APIRequestContext, admin: Headers, marker: string, lines: Line[]) {
  const imported = await request.post("/api/v1/funds/statements", {
    headers: admin,
    multipart: { format: "vietcombank", file: { name: `${marker}.csv`, mimeType: "text/csv", buffer: Buffer.from(vietcombankCsv(marker, lines), "utf8") } },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  return lines.map((_, index) => storedLine(`${marker}-${index + 1}`).id);
}

/** A statement line as stored, by the bank's transaction id. */
function storedLine(transactionId: string) {
  const db = e2eDatabase({ readOnly: true });
  try {
    return db.prepare("select id, status, order_id, reason, refunded_at from fund_statement_lines where transaction_id = ?").get(transactionId) as {
      id: number;
      status: string;
      order_id: number | null;
      reason: string | null;
      refunded_at: string | null;
    };
  } finally {
    db.close();
  }
}

async function orderState(request: APIRequestContext, admin: Headers, id: number) {
  return (await (await request.get(`/api/v1/order/${id}`, { headers: admin })).json()).data.tinhtrang as number;
}

/** The statements page in `lang`, hydrated. */
async function statementsPage(page: Page, lang: Lang) {
  await page.goto(`${prefix[lang]}/dashboard/admin/quy/sao-ke-ngan-hang`);
  await expect(page.getByRole("heading", { level: 1, name: ui[lang].statements.title })).toBeVisible();
  await waitForHydration(page);
}

/** Clicks a line's action, answers its confirmation (with a reason if given), and waits for the page's outcome. */
async function decideLine(page: Page, row: ReturnType<Page["getByTestId"]>, action: string, reason?: string) {
  await row.getByTestId(action).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("confirm-cancel")).toBeFocused();
  if (reason) await dialog.getByTestId("statement-reason").fill(reason);
  await dialog.getByTestId("confirm-submit").click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByTestId("statement-outcome")).toBeVisible();
}

/** Whether a button or badge keeps about its text's size: a phone's card (a grid cell) must not stretch it across or down. */
const hugsItsText = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    return box.width - text.width < 48 && box.height - text.height < 20;
  });

const rowOf = (page: Page, kind: "decide" | "matched" | "refund" | "ignored", lineId: number) =>
  page.locator(`[data-testid="statement-${kind}-row"][data-line="${lineId}"]`);

for (const lang of ["vi", "en"] as const) {
  const t = ui[lang].statements;

  test(`the administrator imports a statement and resolves the line without a reference (${lang})`, async ({ page, request, admin, investor: newInvestor }) => {
    await openFundsForSale(request);
    const investor = await newInvestor({ fullName: lang === "vi" ? "Lê Thị Sao Kê" : "Nguyen Statement" });
    const unique = uniqueAmount();
    const exact = await buy(request, investor, unique);
    const unreferenced = await buy(request, investor, unique + 500_000);
    const marker = uid();
    const csv = vietcombankCsv(marker, [
      { amount: unique, description: `MBVCB.3312456.${exact.reference.replace("-", "")}.CT tu 0011002233` },
      { amount: unique + 500_000, description: `CHUYEN TIEN ${marker}` },
    ]);

    await signIn(page, `${prefix[lang]}/admin/login`, ADMIN);
    await expect(page).toHaveURL(/dashboard\/admin/, { timeout: 20_000 });
    // From the dashboard's menu, under the fund rules.
    await page.goto(`${prefix[lang]}/dashboard/admin/quy/quy-dinh`);
    await waitForHydration(page);
    await page.getByRole("link", { name: t.menu }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await waitForHydration(page);

    await page.getByTestId("statement-format").selectOption("vietcombank");
    await page.getByTestId("statement-file").setInputFiles({ name: `sao-ke-${marker}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
    await page.getByTestId("statement-import").click();
    const result = page.getByTestId("statement-result");
    await expect(result).toHaveText(
      t.upload.result.replace("{{file}}", `sao-ke-${marker}.csv`).replace("{{matched}}", "1").replace("{{toDecide}}", "1").replace("{{known}}", "0"),
      { timeout: 15_000 },
    );

    // The line without a reference waits, with the order of its exact amount among the candidates.
    const row = page.getByTestId("statement-decide-row").filter({ hasText: marker });
    await expect(row).toContainText(t.outcomes.unknown_reference);
    await expect(row).toContainText(unreferenced.reference);
    expect(await axeViolations(page)).toEqual([]);
    // On a phone each line is a card: its actions are reachable without the page scrolling sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    const match = row.locator('[data-testid="statement-match"]').first();
    // Scrolled again until it stays: the list may still re-render (the import's revalidation) and move the card.
    await expect(async () => {
      await match.scrollIntoViewIfNeeded();
      await expect(match).toBeInViewport({ timeout: 1_000 });
    }).toPass();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    expect(await hugsItsText(row.getByTestId("statement-finding"))).toBe(true);
    await row.locator(`[data-testid="statement-match"][data-reference="${unreferenced.reference}"]`).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(unreferenced.reference);
    await dialog.getByTestId("confirm-submit").click();
    await expect(page.getByTestId("statement-outcome")).toBeVisible({ timeout: 15_000 });
    await expect(row).toHaveCount(0);
    await expect(page.getByTestId("statement-matched-row").filter({ hasText: marker })).toContainText(unreferenced.reference);

    // Both orders are paid (approved), waiting for their NAV as after a manual approval.
    for (const order of [exact, unreferenced]) expect(await orderState(request, admin, order.id), order.reference).toBe(2);
  });
}

test("the administrator undoes a match, puts the payment on the refund list and marks it refunded (en)", async ({
  browser,
  request,
  admin,
  investor: newInvestor,
}) => {
  const t = ui.en.statements;
  await openFundsForSale(request);
  const investor = await newInvestor({ fullName: "Tran Undo Refund" });
  const amount = uniqueAmount();
  const order = await buy(request, investor, amount);
  const marker = uid();
  const [lineId] = await importStatement(request, admin, marker, [{ amount, description: `IBFT ${order.reference} ${marker}` }]);
  expect(await orderState(request, admin, order.id)).toBe(2);

  const page = await adminPage(browser, "en");
  await statementsPage(page, "en");
  // On a phone, as a card: its one button keeps its size.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await hugsItsText(rowOf(page, "matched", lineId!).getByTestId("statement-undo"))).toBe(true);
  // Undone while unpriced: the order awaits its payment again, and the line waits for a decision, found before.
  await decideLine(page, rowOf(page, "matched", lineId!), "statement-undo");
  await expect(rowOf(page, "matched", lineId!)).toHaveCount(0);
  await expect(rowOf(page, "decide", lineId!)).toContainText(t.outcomes.exact);
  expect(await orderState(request, admin, order.id)).toBe(1);
  expect(storedLine(`${marker}-1`)).toMatchObject({ status: "to_decide", order_id: null });

  // The payer asked for the money back: onto the refund list with a reason, then the transfer back is recorded.
  await decideLine(page, rowOf(page, "decide", lineId!), "statement-refund", `Payer asked for a refund ${marker}`);
  const refund = rowOf(page, "refund", lineId!);
  await expect(refund).toContainText(`Payer asked for a refund ${marker}`);
  await decideLine(page, refund, "statement-refunded");
  await expect(refund).toContainText(t.refundedOn.split("{{")[0]!.trim());
  await expect(refund.getByTestId("statement-refunded")).toHaveCount(0);
  await expect(refund.getByTestId("statement-reopen")).toHaveCount(0);
  expect(storedLine(`${marker}-1`)).toMatchObject({ status: "refunded", reason: `Payer asked for a refund ${marker}` });
  expect(storedLine(`${marker}-1`).refunded_at).not.toBeNull();
  expect(await orderState(request, admin, order.id)).toBe(1);
  await page.context().close();
});

test("the administrator reopens a line of the refund list and an ignored line (vi)", async ({ browser, request, admin }) => {
  const t = ui.vi.statements;
  const marker = uid();
  // Transfers that name no order: one goes onto the refund list, the other is ignored, through the API.
  const lineIds = await importStatement(request, admin, marker, [
    { amount: uniqueAmount(), description: `CHUYEN NHAM ${marker}` },
    { amount: uniqueAmount(), description: `LAI TIEN GUI ${marker}` },
  ]);
  const [refundId, ignoredId] = lineIds as [number, number];
  for (const [id, body] of [
    [refundId, { decision: "refund", reason: `Chuyển nhầm ${marker}` }],
    [ignoredId, { decision: "ignore", reason: `Lãi tiền gửi ${marker}` }],
  ] as const) {
    const decided = await request.post(`/api/v1/funds/statements/lines/${id}/decision`, { headers: admin, data: body });
    expect(decided.status(), await decided.text()).toBe(200);
  }

  const page = await adminPage(browser, "vi");
  await statementsPage(page, "vi");
  await expect(page.getByRole("heading", { level: 2, name: t.sections.ignored })).toBeVisible();
  await expect(rowOf(page, "ignored", ignoredId)).toContainText(`Lãi tiền gửi ${marker}`);
  expect(await axeViolations(page)).toEqual([]);
  for (const [kind, id] of [
    ["refund", refundId],
    ["ignored", ignoredId],
  ] as const) {
    await decideLine(page, rowOf(page, kind, id), "statement-reopen");
    await expect(rowOf(page, kind, id)).toHaveCount(0);
    // Back among the lines to decide, its reason cleared (the audit event keeps it).
    await expect(rowOf(page, "decide", id)).toContainText(t.outcomes.unknown_reference);
    expect(storedLine(`${marker}-${lineIds.indexOf(id) + 1}`)).toMatchObject({ status: "to_decide", reason: null });
  }
  await page.context().close();
});

import { randomUUID } from "node:crypto";
import { expect, test } from "./fund-fixtures.ts";
import { openFundsForSale } from "./fund-rules-page.ts";
import { ADMIN, axeViolations, signIn, ui, uid, waitForHydration } from "./support.ts";

/**
 * Bank statements (docs/funds.md): the administrator imports the funds' Vietcombank statement; the transfer that names
 * its order is matched at once, the one without a reference waits, and is matched to its order from the candidates.
 * One test per language, each with its own investor, orders and bank transaction ids.
 */
for (const lang of ["vi", "en"] as const) {
  const t = ui[lang].statements;
  const prefix = lang === "vi" ? "" : "/en";

  test(`the administrator imports a statement and resolves the line without a reference (${lang})`, async ({ page, request, admin, investor: newInvestor }) => {
    await openFundsForSale(request);
    const investor = await newInvestor({ fullName: lang === "vi" ? "Lê Thị Sao Kê" : "Nguyen Statement" });
    // Amounts of this test only, so the candidates by amount are this test's orders.
    const unique = 1_000_000 + (Number.parseInt(randomUUID().slice(0, 6), 16) % 900) * 1_000;
    const buy = async (giatri: number) => {
      const placed = await request.post("/api/v1/order", { headers: { ...investor.headers, "idempotency-key": randomUUID() }, data: { type: "buy", loai: 0, giatri, soluongban: 0 } });
      expect(placed.status(), await placed.text()).toBe(201);
      return (await placed.json()).data.order as { id: number; reference: string };
    };
    const exact = await buy(unique);
    const unreferenced = await buy(unique + 500_000);
    const vnd = (amount: number) => amount.toLocaleString("de-DE");
    const marker = uid();
    const csv = [
      "NGÂN HÀNG TMCP NGOẠI THƯƠNG VIỆT NAM",
      "STT,Ngày giao dịch,Số tham chiếu,Số tiền ghi nợ,Số tiền ghi có,Số dư,Mô tả",
      `1,23/11/2026,${marker}-1,,"${vnd(unique)}",,"MBVCB.3312456.${exact.reference.replace("-", "")}.CT tu 0011002233"`,
      `2,23/11/2026,${marker}-2,,"${vnd(unique + 500_000)}",,"CHUYEN TIEN ${marker}"`,
    ].join("\r\n");

    await signIn(page, `${prefix}/admin/login`, ADMIN);
    await expect(page).toHaveURL(/dashboard\/admin/, { timeout: 20_000 });
    // From the dashboard's menu, under the fund rules.
    await page.goto(`${prefix}/dashboard/admin/quy/quy-dinh`);
    await waitForHydration(page);
    await page.getByRole("link", { name: t.menu }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await waitForHydration(page);

    await page.getByTestId("statement-format").selectOption("vietcombank");
    await page.getByTestId("statement-file").setInputFiles({ name: `sao-ke-${marker}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
    await page.getByTestId("statement-import").click();
    const result = page.getByTestId("statement-result");
    await expect(result).toHaveText(t.upload.result.replace("{{file}}", `sao-ke-${marker}.csv`).replace("{{matched}}", "1").replace("{{toDecide}}", "1").replace("{{known}}", "0"), { timeout: 15_000 });

    // The line without a reference waits, with the order of its exact amount among the candidates.
    const row = page.getByTestId("statement-decide-row").filter({ hasText: marker });
    await expect(row).toContainText(t.outcomes.unknown_reference);
    await expect(row).toContainText(unreferenced.reference);
    expect(await axeViolations(page)).toEqual([]);
    // On a phone each line is a card: its actions are reachable without the page scrolling sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await row.locator('[data-testid="statement-match"]').first().scrollIntoViewIfNeeded();
    await expect(row.locator('[data-testid="statement-match"]').first()).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await row.locator(`[data-testid="statement-match"][data-reference="${unreferenced.reference}"]`).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(unreferenced.reference);
    await dialog.getByTestId("confirm-submit").click();
    await expect(page.getByTestId("statement-outcome")).toBeVisible({ timeout: 15_000 });
    await expect(row).toHaveCount(0);
    await expect(page.getByTestId("statement-matched-row").filter({ hasText: marker })).toContainText(unreferenced.reference);

    // Both orders are paid (approved), waiting for their NAV as after a manual approval.
    for (const order of [exact, unreferenced]) {
      const seen = await request.get(`/api/v1/order/${order.id}`, { headers: admin });
      expect((await seen.json()).data.tinhtrang, order.reference).toBe(2);
    }
  });
}

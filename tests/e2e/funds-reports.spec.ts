import { pdfFixture } from "../../src/server/testing/entry-fixtures.ts";
import type { Page } from "@playwright/test";
import { placeOrderOn } from "./fund-days.ts";
import { openFundsForSale } from "./fund-rules-page.ts";
import { expect, test } from "./fund-fixtures.ts";
import { ADMIN, axeViolations, e2eDatabase, fill, insertPerson, shared, signIn, ui, uid, waitForHydration, type Lang } from "./support.ts";

/**
 * Funds II reports: an administrator uploads a report PDF through the page; a visitor sees it on the public fund page
 * and an investor on the product page `baocao`, both download the PDF; the investor's allocated buy (an offline order
 * priced by a NAV record) is on `hdmua` with its contract. Each test runs in one language, with its own fund and days.
 */
const cases = {
  vi: { fund: "tstt", group: "dttt", loai: 0, prefix: "", publicPath: "/hieu-qua-dau-tu/tstt", placed: "2025-06-02T02:00:00Z", navDay: "2025-06-03" },
  en: { fund: "tsbv", group: "dtbv", loai: 1, prefix: "/en", publicPath: "/en/fund-performance/tsbv", placed: "2025-06-09T02:00:00Z", navDay: "2025-06-10" },
} as const;

// In one language; the bilingual parity spec visits these pages in the other.
{
  const lang: Lang = "vi";
  const c = cases[lang];
  const t = ui[lang].fundsReports;

  test(`an administrator uploads a report, a visitor and an investor download it, the investor sees the buy contract; the administrator deletes it (${lang})`, async ({
    page,
    browser,
    request,
    admin: adminHeaders,
    investor: newInvestor,
  }) => {
    // A whole journey through several pages and three people: three times the default.
    test.slow();
    const title = `Báo cáo quý ${uid()}`;
    try {
      // 1. The administrator adds the report through the form; the report group of the side menu is open.
      await signIn(page, `${c.prefix}/admin/login`, ADMIN);
      await expect(page).toHaveURL(new RegExp(`${c.prefix}/dashboard/admin$`), { timeout: 30_000 });
      await page.goto(`${c.prefix}/dashboard/admin/bao-cao-dau-tu/create`);
      await waitForHydration(page);
      await expect(page.getByRole("link", { name: t.menu.list }).first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('select[name="loai"]').selectOption(String(c.loai));
      await page.locator('input[name="title_vi"]').fill(title);
      await page.locator('input[name="title_en"]').fill(title);
      await page.locator('[data-field="date"]').fill("2026-09-30");
      // Not a PDF: refused by its bytes, in the page's language.
      await page.locator('input[name="file"]').setInputFiles({ name: "report.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf at all") });
      await page.getByRole("button", { name: ui[lang].fundsData.save }).click();
      await expect(page.getByTestId("report-error")).toHaveText("Tệp không hợp lệ. Vui lòng chọn một tài liệu PDF.", { timeout: 15_000 });
      await page.locator('input[name="title_vi"]').fill(title);
      await page.locator('input[name="title_en"]').fill(title);
      await page.locator('[data-field="date"]').fill("2026-09-30");
      await page.locator('input[name="file"]').setInputFiles({ name: "report.pdf", mimeType: "application/pdf", buffer: await pdfFixture("Quarterly report") });
      await page.getByRole("button", { name: ui[lang].fundsData.save }).click();
      await expect(page).toHaveURL(new RegExp(`${c.prefix}/dashboard/admin/bao-cao-dau-tu/danh-sach$`), { timeout: 15_000 });
      await expect(page.getByTestId("reports-admin-table").getByRole("row").filter({ hasText: title })).toContainText(t.published);
      expect(await axeViolations(page)).toEqual([]);

      // 2. A visitor finds it on the public fund page and downloads the PDF.
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto(c.publicPath);
      const link = visitor.getByTestId("fund-reports").getByRole("row").filter({ hasText: title }).getByTestId("report-download");
      await expect(link).toBeVisible();
      const file = await visitor.request.get((await link.getAttribute("href")) ?? "");
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toBe("application/pdf");
      expect((await file.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
      await visitor.close();

      // 3. An investor with an allocated buy: a paper order placed on a Monday, priced by the next day's NAV.
      const investor = await newInvestor({ fullName: "Lê Thị Báo Cáo" });
      const investorId = investor.id;
      const admin = adminHeaders;
      // The unit ledger is append-only, so the NAV record and the order stay (as in funds.spec.ts); a rerun finds the record there.
      expect([201, 409]).toContain(
        (await request.post("/api/v1/hieuqua", { headers: admin, data: { loai: c.loai, date_create: c.navDay, giatri1: "10000.00" } })).status(),
      );
      // Recorded now (a paper order's time cannot go back further), then moved to that Monday as if placed and
      // recorded then; the edit prices it at the NAV published after it was recorded.
      await openFundsForSale(request);
      const order = await request.post("/api/v1/order/admin/addorder", {
        headers: admin,
        data: { user_id: investorId, loai: c.loai, giatri: 5_000_000, type: "buy" },
      });
      expect(order.status()).toBe(201);
      const reference = (await order.json()).data.reference as string;
      placeOrderOn(reference, c.placed.slice(0, 10));
      const priced = await request.put(`/api/v1/order/admin/updateorder/${Number(reference.split("-")[1])}`, {
        headers: admin,
        data: { user_id: investorId, loai: c.loai, giatri: 5_000_000, type: "buy" },
      });
      expect((await priced.json()).data).toMatchObject({ tinhtrang: 3, trade_date: c.placed.slice(0, 10) });

      const reader = await (await browser.newContext()).newPage();
      await signIn(reader, `${c.prefix}/user/login`, investor);
      await expect(reader).not.toHaveURL(/\/user\/login/, { timeout: 30_000 });
      await reader.goto(`${c.prefix}/dashboard/dashboard/san-pham/${c.fund}/baocao`);
      const readerLink = reader.getByTestId("fund-reports").getByRole("row").filter({ hasText: title }).getByTestId("report-download");
      await expect(readerLink).toBeVisible({ timeout: 15_000 });
      expect(await axeViolations(reader)).toEqual([]);
      const readerFile = await reader.request.get((await readerLink.getAttribute("href")) ?? "");
      expect(readerFile.headers()["content-type"]).toBe("application/pdf");
      expect((await readerFile.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

      await reader.goto(`${c.prefix}/dashboard/dashboard/san-pham/${c.fund}/hdmua`);
      const row = reader.getByTestId("history-row").filter({ hasText: reference });
      await expect(row).toBeVisible();
      const contract = await reader.request.get((await row.getByTestId("history-contract").getAttribute("href")) ?? "");
      expect(contract.headers()["content-type"]).toBe("application/pdf");
      await reader.goto(`${c.prefix}/dashboard/dashboard/san-pham/${c.fund}/hdban`);
      await expect(reader.getByText(t.noContracts.sell)).toBeVisible();
      await reader.close();

      // 4. The administrator deletes the report from the list after confirming; the fund page no longer lists it.
      await page.reload();
      await waitForHydration(page);
      const listed = page.getByTestId("reports-admin-table").getByRole("row").filter({ hasText: title });
      await listed.getByRole("button", { name: `${ui[lang].rowActions.delete} ${title}` }).click();
      const dialog = page.getByRole("dialog", { name: t.deleteTitle });
      await expect(dialog).toContainText(fill(t.deleteBody, { title }));
      await dialog.getByTestId("confirm-submit").click();
      await expect(page.getByTestId("reports-outcome")).toHaveText(shared[lang].fundsData.deleted);
      await expect(listed).toHaveCount(0);
      const later = await (await browser.newContext()).newPage();
      await later.goto(c.publicPath);
      await expect(later.getByTestId("fund-reports").getByRole("row").filter({ hasText: title })).toHaveCount(0);
      await later.close();
    } finally {
      const db = e2eDatabase();
      // Through the API, so the stored PDF goes too.
      for (const { id } of db.prepare("select id from fund_reports where title_vi = ?").all(title) as { id: number }[])
        await request.delete(`/api/v1/reports/${id}`, { headers: adminHeaders });
      db.close();
    }
  });
}

async function typeInEditor(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
}

// In one language; the bilingual parity spec visits these pages in the other.
{
  const lang: Lang = "en";
  const c = cases[lang];
  const t = ui[lang].fundsReports;

  test(`an administrator writes the fund overview in both languages and adds, then deletes, an asset origin row (${lang})`, async ({ page, request }) => {
    await signIn(page, `${c.prefix}/admin/login`, ADMIN);
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/dashboard/admin$`), { timeout: 30_000 });
    await page.goto(`${c.prefix}/dashboard/admin/${c.group}`);
    await waitForHydration(page);
    const marker = uid();
    await page.getByTestId("overview-title_vi").fill(`Tổng quan ${marker}`);
    await page.getByTestId("overview-title_en").fill(`Overview ${marker}`);
    await typeInEditor(page, "overview-body_vi", `Nội dung ${marker}`);
    await typeInEditor(page, "overview-body_en", `Content ${marker}`);
    await page.getByTestId("overview-submit").click();
    await expect(page.getByTestId("overview-saved")).toBeVisible({ timeout: 15_000 });
    const saved = (await (await request.get(`/api/v1/service/${c.fund}?lang=en`)).json()).data;
    expect(saved).toMatchObject({ title: `Overview ${marker}`, title_vi: `Tổng quan ${marker}` });
    expect(saved.body).toContain(`Content ${marker}`);

    // An older day than any other spec's, so the fund's latest set on the product page stays theirs.
    await page.goto(`${c.prefix}/dashboard/admin/${c.group}/xuat-xu`);
    await waitForHydration(page);
    const asset = `Vàng ${marker}`;
    await page.locator('input[name="taisan"]').first().fill(asset);
    await page.locator('[data-field="khoiluong"]').first().fill("2.5");
    await page.locator('[data-field="giadvdt"]').first().fill("1000000");
    await page.locator('[data-field="date"]').first().fill("2024-12-31");
    await page.getByRole("button", { name: t.origin.add }).click();
    const row = page.getByTestId("origin-admin-table").getByRole("row").filter({ hasText: asset });
    await expect(row).toContainText("VND 2,500,000", { timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole("button", { name: `${ui[lang].rowActions.delete} ${asset}` }).click();
    await page.getByRole("dialog").getByTestId("confirm-submit").click();
    await expect(page.getByTestId("origin-outcome")).toBeVisible();
    await expect(row).toHaveCount(0);
  });
}

// In one language; the bilingual parity spec visits these pages in the other.
{
  const lang: Lang = "vi";
  const c = cases[lang];

  test(`a signed-in contestant reads the product overview and is told contracts are for investors, staying signed in (${lang})`, async ({ page }) => {
    const person = { email: `reports-candidate-${uid()}@example.com`, password: "thi-sinh-e2e-mat-khau-2024" };
    await insertPerson({ ...person, role: "candidate" });
    await signIn(page, `${c.prefix}/user/login`, person);
    await expect(page).not.toHaveURL(/\/user\/login/, { timeout: 30_000 });
    // The investor-only calls are not made for other roles (their 403 would sign the person out).
    await page.goto(`${c.prefix}/dashboard/dashboard/san-pham/${c.fund}/tongquan`);
    await expect(page).toHaveURL(new RegExp(`/san-pham/${c.fund}/tongquan$`));
    await page.goto(`${c.prefix}/dashboard/dashboard/san-pham/${c.fund}/hdmua`);
    await expect(page.getByText(ui[lang].fundsReports.contractsForInvestors)).toBeVisible();
  });
}

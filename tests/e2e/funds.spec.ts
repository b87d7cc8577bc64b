import { execFileSync } from "node:child_process";
import type { Browser, Page } from "@playwright/test";
import { businessDayBefore, nextBusinessDay, placeOrderOn } from "./fund-days.ts";
import { allocateBuy, saleProceeds } from "../../src/domain/fund-pricing.ts";
import { holidayRoundTrip, JOURNEY_RULES, saveFundRulesThroughPage } from "./fund-rules-page.ts";
import { ADMIN, axeViolations, confirmDialog, delivered, e2eDatabase, expect, insertPerson, phoneNumber, signIn, test, ui, uid, waitForHydration, type Lang } from "./support.ts";

/**
 * The investor's money path end to end (issue 15): KYC, a buy with its payment instructions, the administrator's
 * approval and the NAV that allocates it, the contract PDF, a sale confirmed with the code from the SMS outbox,
 * its approval, pricing and payment. Orders are dealt at a NAV dated after their trade day and a NAV is never
 * dated in the future, so the test moves each order's trade day back in the database (as if placed days ago)
 * before the administrator publishes the NAV that prices it.
 */

const PASSWORD = "quy-dau-tu-e2e-mat-khau-2024";
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
const prefix: Record<Lang, string> = { vi: "", en: "/en" };
/** Each language's run uses its own fund, so the two runs in parallel never share a NAV date. */
const fund = { vi: { loai: 0, group: "dttt", code: "tstt" }, en: { loai: 1, group: "dtbv", code: "tsbv" } } as const;

const lastSmsId = (to: string) => {
  const db = e2eDatabase({ readOnly: true });
  try {
    return Number((db.prepare("select coalesce(max(id), 0) as id from outbox_sms where to_number = ?").get(to) as { id: number }).id);
  } finally {
    db.close();
  }
};

async function adminPage(browser: Browser, lang: Lang): Promise<Page> {
  const page = await (await browser.newContext({ locale: lang === "vi" ? "vi-VN" : "en-GB" })).newPage();
  await signIn(page, `${prefix[lang]}/admin/login`, ADMIN);
  await expect(page).toHaveURL(new RegExp(`${prefix[lang]}/dashboard/admin$`), { timeout: 20_000 });
  return page;
}

/** Opens the confirmation of an order row's decision and confirms it; answers the outcome shown on the page. */
async function decide(page: Page, reference: string, action: "approve" | "pay", outcomeTestId = "orders-outcome") {
  const row = page.getByTestId("order-row").filter({ has: page.getByText(reference, { exact: true }) });
  await row.getByTestId(`order-${action}`).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("confirm-cancel")).toBeFocused();
  await dialog.getByTestId("confirm-submit").click();
  // Approving a sale or publishing a NAV runs the allocation: on a loaded machine it takes more than the default 5 s.
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  return page.getByTestId(outcomeTestId);
}

async function publishNav(page: Page, lang: Lang, day: string, nav: string) {
  await page.goto(`${prefix[lang]}/dashboard/admin/${fund[lang].group}/bao-cao-nav`);
  await waitForHydration(page);
  const form = page.getByTestId("nav-create-form");
  await form.getByTestId("nav-date").fill(day);
  await form.getByTestId("nav-value").fill(nav);
  await form.getByTestId("nav-submit").click();
  await confirmDialog(page, lang, "nav-confirm");
  await expect(form.getByTestId("nav-saved")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("nav-row").and(page.locator(`[data-date="${day}"]`))).toBeVisible();
}

/** The text of a downloaded contract, read with poppler's pdftotext. */
async function contractText(page: Page, link: ReturnType<Page["getByTestId"]>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return execFileSync("pdftotext", ["-enc", "UTF-8", (await download.path()) ?? "", "-"], { encoding: "utf8" });
}

for (const lang of ["vi", "en"] as const) {
  const t = ui[lang].funds;
  const { loai, group } = fund[lang];

  test(`an investor buys, is allocated, downloads the contract and sells part with the code; the administrator approves, prices and pays (${lang})`, async ({ page, browser }) => {
    test.setTimeout(300_000);
    const email = `funds-${uid()}@example.com`;
    const phone = phoneNumber();
    const fullName = "Nguyễn Thị Thu Hà";
    await insertPerson({ email, password: PASSWORD, role: "investor", full_name: fullName, phone_number: phone, birth_date: "1988-02-14", nation: "VN" });
    // The administrator sets the rules on the fund rules page (1 % to buy, cut-off 15:00, where investors pay) and
    // tries the market holidays; the investor's estimate below shows them.
    const adminTab = await adminPage(browser, lang);
    await saveFundRulesThroughPage(adminTab, lang);
    expect(await axeViolations(adminTab)).toEqual([]);
    await holidayRoundTrip(adminTab, lang);

    // Investors land on their fund page; without KYC it lists what is missing and links to the profile.
    await signIn(page, `${prefix[lang]}/user/login`, { email, password: PASSWORD });
    await expect(page).toHaveURL(`${prefix[lang]}/user/dau-tu-tang-truong`, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1, name: t.investor.title })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByTestId("funds-kyc-missing")).toContainText(ui[lang].profile.fields.tknh);
    expect(await axeViolations(page)).toEqual([]);

    // The server refuses the buy with the same list (422).
    await page.getByTestId("buy-fund").selectOption(String(loai));
    await page.getByTestId("buy-amount").fill("10000000");
    await page.getByTestId("buy-submit").click();
    const refused = page.getByTestId("funds-kyc-missing").nth(1);
    await expect(refused).toContainText(ui[lang].profile.fields.img1);

    // KYC in the profile.
    await page.getByTestId("funds-kyc-profile-link").first().click();
    await expect(page).toHaveURL(`${prefix[lang]}/dashboard/user/user-info`);
    await waitForHydration(page);
    const fields: Record<string, string> = { address: "12 Trần Phú, Nha Trang", cmt: `${Date.now()}`.slice(-12), ngaycmt: "15/08/2021", noicapcmt: "Cục Cảnh sát QLHC về TTXH", tenchutknh: "NGUYEN THI THU HA", tknh: "0123456789", nganhangtknh: "Vietcombank", chinhanhtknh: "Nha Trang" };
    for (const [name, value] of Object.entries(fields)) await page.locator(`input[name="${name}"]`).fill(value);
    await page.getByRole("button", { name: ui[lang].profile.save }).click();
    await expect(page.getByTestId("profile-success")).toBeVisible();
    for (const side of ["front", "back"] as const) {
      const card = page.getByTestId(`id-image-${side}`);
      await card.locator('input[type="file"]').setInputFiles({ name: `${side}.png`, mimeType: "image/png", buffer: PNG });
      await card.getByRole("button", { name: ui[lang].profile.idImages.upload }).click();
      // The image is checked in a worker thread: on a busy machine that takes a few seconds.
      await expect(card.locator("img")).toBeVisible({ timeout: 20_000 });
    }
    await expect(page.getByTestId("kyc-complete")).toBeVisible();

    // The buy: estimate with the fee and the dealing day, then the bank-transfer instructions with the reference.
    await page.goto(`${prefix[lang]}/user/dau-tu-tang-truong`);
    await waitForHydration(page);
    await expect(page.getByTestId("funds-kyc-missing")).toHaveCount(0);
    await page.getByTestId("buy-fund").selectOption(String(loai));
    await page.getByTestId("buy-amount").fill("10000000");
    const estimate = page.getByTestId("buy-estimate");
    await expect(estimate).toContainText(lang === "vi" ? "100.000 ₫" : "VND 100,000");
    await expect(estimate).toContainText(lang === "vi" ? "9.900.000 ₫" : "VND 9,900,000");
    await expect(page.getByTestId("buy-estimate-rule")).toContainText(JOURNEY_RULES.cutoff);
    await page.getByTestId("buy-submit").click();
    const payment = page.getByTestId("buy-payment");
    await expect(payment).toContainText("0071000123456");
    await expect(payment).toContainText(lang === "vi" ? "10.000.000 ₫" : "VND 10,000,000");
    const reference = (await payment.getByTestId("buy-payment-facts").locator("tr").last().locator("td").textContent())?.trim() ?? "";
    expect(reference).toMatch(/^TS(TT|BV)-\d+$/);
    await expect(page.getByTestId("history-row").filter({ hasText: reference }).getByTestId("order-status")).toHaveText(t.status.buy["1"]);
    expect(await axeViolations(page)).toEqual([]);

    // As if placed two weeks ago: the administrator sees the payment, approves, then publishes the dealing day's NAV.
    const buyTrade = businessDayBefore(14);
    const buyNavDay = nextBusinessDay(buyTrade);
    placeOrderOn(reference, buyTrade);
    await adminTab.goto(`${prefix[lang]}/dashboard/admin/${group}/hop-dong-mua`);
    await waitForHydration(adminTab);
    await expect(await decide(adminTab, reference, "approve")).toBeVisible();
    await expect(adminTab.getByTestId("order-row").filter({ hasText: reference })).toHaveCount(0);
    expect(await axeViolations(adminTab)).toEqual([]);
    await publishNav(adminTab, lang, buyNavDay, lang === "vi" ? "10523,45" : "10523.45");
    expect(await axeViolations(adminTab)).toEqual([]);

    // The job allocates: the investor sees the units (exactly what the rules give) and the contract.
    const bought = allocateBuy(10_000_000, 1_052_345, 100);
    const units = (hundredths: number) => (lang === "vi" ? `${Math.floor(hundredths / 100).toLocaleString("vi-VN")},${String(hundredths % 100).padStart(2, "0")}` : `${Math.floor(hundredths / 100).toLocaleString("en-GB")}.${String(hundredths % 100).padStart(2, "0")}`);
    const buyRow = page.getByTestId("history-row").filter({ hasText: reference });
    await expect(async () => {
      await page.reload();
      await expect(buyRow.getByTestId("order-status")).toHaveText(t.status.buy["3"], { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(buyRow.getByTestId("history-units")).toHaveText(units(bought.units));
    await expect(page.getByTestId(`holding-${fund[lang].code}`).getByTestId("holding-facts")).toContainText(units(bought.units));
    // Their own performance in that fund: the money they put in, and what it is worth beside the VN-Index.
    const performance = page.getByTestId(`performance-${fund[lang].code}`);
    await expect(performance.getByRole("heading", { level: 3 })).toHaveText(t.fund[fund[lang].code]);
    await expect(performance.getByTestId("my-invested")).toHaveText(lang === "vi" ? "10.000.000 ₫" : "VND 10,000,000");
    await expect(performance.getByTestId("my-value")).toHaveText(/\d/);
    // The value over time is drawn (hidden from assistive technology: the table beside it carries the numbers).
    await expect(performance.getByTestId("line-chart").locator("svg path.line-chart-line")).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
    const contract = await contractText(page, buyRow.getByTestId("history-contract"));
    expect(contract).toContain(fullName);
    expect(contract).toContain(reference);

    // The NAV that priced the order can no longer be corrected: the 409 is shown in the edit dialog.
    await adminTab.getByTestId("nav-row").and(adminTab.locator(`[data-date="${buyNavDay}"]`)).getByTestId("nav-edit").click();
    const edit = adminTab.getByTestId("nav-edit-form");
    await edit.getByTestId("nav-value").fill(lang === "vi" ? "10600,00" : "10600.00");
    await edit.getByTestId("nav-submit").click();
    await confirmDialog(adminTab, lang, "nav-confirm");
    await expect(edit.getByTestId("nav-error")).toBeVisible();
    await adminTab.keyboard.press("Escape");

    // The sale: part of the lot, the estimate, then the code from the SMS.
    await waitForHydration(page);
    const before = lastSmsId(phone);
    await page.getByTestId("sell-units").fill(lang === "vi" ? "100,5" : "100.5");
    await expect(page.getByTestId("sell-estimate")).toBeVisible();
    await page.getByTestId("sell-submit").click();
    await expect(page.getByTestId("sell-success")).toBeVisible();
    const sms = await delivered("outbox_sms", phone, before);
    const code = /\b(\d{6})\b/.exec(sms.text)?.[1] ?? "";
    const confirm = page.getByTestId("sell-confirm");
    const saleReference = (await confirm.getAttribute("data-reference")) ?? "";
    await confirm.getByTestId("sell-code").fill(code);
    await confirm.getByTestId("sell-code-submit").click();
    await expect(page.getByTestId("sell-confirm")).toHaveCount(0);
    // The request's "enter the code" note goes with it.
    await expect(page.getByTestId("sell-success")).toHaveCount(0);
    const saleRow = page.getByTestId("history-row").filter({ hasText: saleReference });
    await expect(saleRow.getByTestId("order-status")).toHaveText(t.status.sell["1"]);
    expect(await axeViolations(page)).toEqual([]);

    // The administrator approves the sale, publishes its NAV, and once it is priced marks the proceeds paid.
    const saleTrade = businessDayBefore(5);
    const saleNavDay = nextBusinessDay(saleTrade);
    placeOrderOn(saleReference, saleTrade);
    await adminTab.goto(`${prefix[lang]}/dashboard/admin/${group}/hop-dong-ban`);
    await waitForHydration(adminTab);
    await expect(await decide(adminTab, saleReference, "approve")).toBeVisible();
    await publishNav(adminTab, lang, saleNavDay, lang === "vi" ? "11000" : "11000");
    const proceeds = saleProceeds(10_050, 1_100_000, 0);
    await adminTab.goto(`${prefix[lang]}/dashboard/admin/${group}/hop-dong-ban?tinhtrang=3`);
    await expect(async () => {
      await adminTab.reload();
      await expect(adminTab.getByTestId("order-row").filter({ hasText: saleReference })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(adminTab.getByTestId("order-row").filter({ hasText: saleReference })).toContainText(lang === "vi" ? `${proceeds.net.toLocaleString("vi-VN")} ₫` : `VND ${proceeds.net.toLocaleString("en-GB")}`);
    await waitForHydration(adminTab);
    await expect(await decide(adminTab, saleReference, "pay")).toBeVisible();
    expect(await axeViolations(adminTab)).toEqual([]);

    // The investor sees the sale paid, the units left, and the sale's contract.
    await page.reload();
    await expect(saleRow.getByTestId("order-status")).toHaveText(t.status.sell["4"]);
    await expect(page.getByTestId(`holding-${fund[lang].code}`).getByTestId("holding-facts")).toContainText(units(bought.units - 10_050));
    const saleContract = await contractText(page, saleRow.getByTestId("history-contract"));
    expect(saleContract).toContain(fullName);
    await adminTab.context().close();
  });
}

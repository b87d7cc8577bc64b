import type { Page } from "@playwright/test";
import { businessDayBefore, nextBusinessDay, placeOrderOn } from "./fund-days.ts";
import { openFundsForSale } from "./fund-rules-page.ts";
import { commissionOf } from "../../src/domain/referral-commission.ts";
import { ADMIN, axeViolations, confirmDialog, e2eDatabase, expect, fill, insertPerson, phoneNumber, shared, signIn, test, ui, uid, waitForHydration, type Lang } from "./support.ts";

/**
 * The referral programme end to end (issue 16): an investor copies their referral link; someone registers through
 * it (the code is filled in) and buys; the administrator approves the buy and publishes its dealing day's NAV; once
 * the order is allocated the referrer sees the commission, and the administrator sees it per referrer, exports it and
 * reverses it (with a reason), which both see.
 * As in funds.spec.ts, the buy's trade day is moved back in the database (as if placed weeks ago) so a NAV can be
 * published for its dealing day; the referred person's KYC (tested by funds.spec.ts) is written to the database.
 */

const PASSWORD = "gioi-thieu-e2e-mat-khau-2024";
const RATE_BPS = 50;
const AMOUNT = 10_000_000;
const prefix: Record<Lang, string> = { vi: "", en: "/en" };
/** Each language uses its own fund; the trade day is 21 business-ish days back, a day funds.spec.ts does not use. */
const fund = { vi: { loai: 0, group: "dttt" }, en: { loai: 1, group: "dtbv" } } as const;

/** Writes what the profile page would: the KYC fields of spec §5, and activation. */
function completeProfile(email: string) {
  const db = e2eDatabase();
  try {
    db.prepare(
      `update users set activated_at = ?, address = '5 Hai Bà Trưng, Hà Nội', ngaycmt = '2021-08-15', noicapcmt = 'Cục Cảnh sát QLHC về TTXH',
       tenchutknh = 'LE VAN DUOC', tknh = '0987654321', nganhangtknh = 'BIDV', chinhanhtknh = 'Hà Nội', img = 'front.png', img1 = 'back.png' where email = ?`,
    ).run(new Date().toISOString(), email);
  } finally {
    db.close();
  }
}

const vnd = (amount: number, lang: Lang) => (lang === "vi" ? `${amount.toLocaleString("vi-VN")} ₫` : `VND ${amount.toLocaleString("en-GB")}`);

async function newPage(page: Page, lang: Lang) {
  return (await page.context().browser()!.newContext({ locale: lang === "vi" ? "vi-VN" : "en-GB" })).newPage();
}

for (const lang of ["vi", "en"] as const) {
  const t = ui[lang];
  const { loai, group } = fund[lang];

  test(`an investor referred by another buys; once the buy is allocated the referrer sees the commission, until an administrator reverses it (${lang})`, async ({ page, request }) => {
    await openFundsForSale(request);
    test.setTimeout(240_000);
    const referrer = { email: `referrer-${uid()}@example.com`, password: PASSWORD, name: lang === "vi" ? "Phạm Minh Giới" : "Pham Minh Gioi" };
    await insertPerson({ email: referrer.email, password: PASSWORD, role: "investor", full_name: referrer.name, phone_number: phoneNumber(), birth_date: "1980-01-01", nation: "VN" });

    // The administrator sets the rate on the affiliate page.
    const admin = await newPage(page, lang);
    await signIn(admin, `${prefix[lang]}/admin/login`, ADMIN);
    await expect(admin).toHaveURL(new RegExp(`${prefix[lang]}/dashboard/admin$`), { timeout: 20_000 });
    await admin.goto(`${prefix[lang]}/dashboard/admin/users/aff`);
    await waitForHydration(admin);
    await admin.getByTestId("referral-rate").fill(String(RATE_BPS));
    await admin.getByTestId("referral-rate-save").click();
    await expect(admin.getByTestId("referral-rate-saved")).toHaveText(lang === "vi" ? "Đã lưu tỷ lệ hoa hồng." : "Commission rate saved.");

    // The referrer finds their code and link on their investor page.
    await signIn(page, `${prefix[lang]}/user/login`, referrer);
    await expect(page).toHaveURL(`${prefix[lang]}/user/dau-tu-tang-truong`, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 2, name: t.referrals.investor.title })).toBeVisible();
    const code = await page.getByTestId("referral-code").inputValue();
    const link = new URL(await page.getByTestId("referral-link").inputValue());
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(`${link.pathname}${link.search}`).toBe(`${prefix[lang]}/user/register?ref=${code}`);
    await expect(page.getByTestId("referral-none")).toHaveText(t.referrals.investor.none);
    expect(await axeViolations(page)).toEqual([]);

    // Someone opens the link: the code is filled in and the investor account chosen.
    const friend = await newPage(page, lang);
    const email = `referred-${uid()}@example.com`;
    const name = lang === "vi" ? "Đỗ Thị Được Mời" : "Do Thi Duoc Moi";
    await friend.goto(`${link.pathname}${link.search}`);
    await waitForHydration(friend);
    await expect(friend.getByTestId("register-ref-code")).toHaveValue(code);
    await expect(friend.getByRole("radio", { name: t.registration.accountTypes.investor })).toBeChecked();
    const values = { full_name: name, cmt: `0791${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`, birth_date: "12/06/1992", phone_number: `09${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`, email, password: PASSWORD, password_confirmation: PASSWORD };
    for (const [field, value] of Object.entries(values)) await friend.locator(`[name="${field}"]`).fill(value);
    await friend.locator('select[name="nation"]').selectOption("VN");
    await friend.locator('[name="accept_terms"]').check();
    await friend.getByRole("button", { name: t.registration.submit }).click();
    await expect(friend).toHaveURL(`${prefix[lang]}/user/activate`, { timeout: 20_000 });
    completeProfile(email);

    // The referred investor buys.
    await friend.goto(`${prefix[lang]}/user/dau-tu-tang-truong`);
    await waitForHydration(friend);
    await friend.getByTestId("buy-fund").selectOption(String(loai));
    await friend.getByTestId("buy-amount").fill(String(AMOUNT));
    await friend.getByTestId("buy-submit").click();
    const payment = friend.getByTestId("buy-payment");
    await expect(payment).toBeVisible();
    const reference = (await payment.getByTestId("buy-payment-facts").locator("tr").last().locator("td").textContent())?.trim() ?? "";
    expect(reference).toMatch(/^TS(TT|BV)-\d+$/);

    // Not allocated yet: the referrer sees the person by name and no commission.
    await page.reload();
    const row = page.getByTestId("referral-row").filter({ hasText: name });
    await expect(row).toContainText(t.referrals.investor.noOrders);
    await expect(page.getByTestId("referral-totals-net")).toHaveText(vnd(0, lang));

    // The administrator approves the buy, then publishes its dealing day's NAV, which allocates it.
    const trade = businessDayBefore(21);
    placeOrderOn(reference, trade);
    await admin.goto(`${prefix[lang]}/dashboard/admin/${group}/hop-dong-mua`);
    await waitForHydration(admin);
    await admin.getByTestId("order-row").filter({ has: admin.getByText(reference, { exact: true }) }).getByTestId("order-approve").click();
    await admin.getByRole("dialog").getByTestId("confirm-submit").click();
    await expect(admin.getByTestId("orders-outcome")).toBeVisible();
    await admin.goto(`${prefix[lang]}/dashboard/admin/${group}/bao-cao-nav`);
    await waitForHydration(admin);
    const navForm = admin.getByTestId("nav-create-form");
    await navForm.getByTestId("nav-date").fill(nextBusinessDay(trade));
    await navForm.getByTestId("nav-value").fill(lang === "vi" ? "10000,00" : "10000.00");
    await navForm.getByTestId("nav-submit").click();
    await confirmDialog(admin, lang, "nav-confirm");
    await expect(navForm.getByTestId("nav-saved")).toBeVisible();

    // Once the allocation job has run, the referrer sees the commission: floor(10 000 000 × 50 / 10 000) = 50 000.
    const commission = commissionOf(AMOUNT, RATE_BPS);
    await expect(async () => {
      await page.reload();
      await expect(row.getByTestId("referral-commission")).toHaveText(vnd(commission, lang), { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(row.getByTestId("referral-order")).toContainText(reference);
    await expect(page.getByTestId("referral-ledger-row").filter({ hasText: reference })).toContainText(t.referrals.kinds.accrual);
    expect(await page.getByTestId("referral-panel").textContent()).not.toContain(email);
    expect(await axeViolations(page)).toEqual([]);

    // The administrator sees it per referrer and exports it.
    await admin.goto(`${prefix[lang]}/dashboard/admin/users/aff?q=${encodeURIComponent(referrer.name)}`);
    await waitForHydration(admin);
    const referrerRow = admin.getByTestId("referrer-row").filter({ hasText: referrer.email });
    await expect(referrerRow).toContainText(code);
    await expect(referrerRow.getByTestId("referrer-net")).toHaveText(vnd(commission, lang));
    await expect(admin.getByTestId("referred-order-row").filter({ hasText: reference }).getByTestId("referred-order-commission")).toHaveText(vnd(commission, lang));
    const [download] = await Promise.all([admin.waitForEvent("download"), admin.getByTestId("referrals-export").click()]);
    expect(download.suggestedFilename()).toBe("referrals.xlsx");
    expect(await axeViolations(admin)).toEqual([]);

    // The order is corrected, so the administrator reverses its commission, giving a reason: a negative row that
    // brings the referrer's net back to 0, shown to the administrator and to the referrer.
    const ordered = admin.getByTestId("referred-order-row").filter({ hasText: reference });
    await ordered.getByRole("button", { name: fill(t.referrals.admin.reverse.label, { reference, name: referrer.name }) }).click();
    const dialog = admin.getByRole("dialog", { name: fill(t.referrals.admin.reverse.title, { reference }) });
    await expect(dialog).toContainText(referrer.name);
    await dialog.getByTestId("reverse-reason").fill(lang === "vi" ? "Lệnh đã được điều chỉnh" : "The order was corrected");
    await dialog.getByTestId("confirm-submit").click();
    await expect(admin.getByTestId("referrals-outcome")).toHaveText(shared[lang].referrals.reversed);
    await expect(dialog).toBeHidden();
    await expect(ordered).toContainText(t.referrals.admin.reversedTag);
    await expect(ordered.getByTestId("reverse-commission")).toHaveCount(0);
    await expect(referrerRow.getByTestId("referrer-net")).toHaveText(vnd(0, lang));
    await page.reload();
    await expect(page.getByTestId("referral-totals-net")).toHaveText(vnd(0, lang));
    await expect(page.getByTestId("referral-ledger-row").filter({ hasText: t.referrals.kinds.reversal })).toContainText(reference);
    await expect(row).toContainText(t.referrals.investor.reversed);
    await admin.context().close();
    await friend.context().close();
  });
}

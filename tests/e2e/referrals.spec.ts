import { businessDayBefore, nextBusinessDay, placeOrderOn } from "./fund-days.ts";
import { activateBySms, completeKyc, expect, test } from "./fund-fixtures.ts";
import { adminPage, decide, funds, prefix, publishNav, vnd } from "./fund-pages.ts";
import { openFundsForSale } from "./fund-rules-page.ts";
import { commissionOf } from "../../src/domain/referral-commission.ts";
import { apiSession, axeViolations, fill, shared, signIn, ui, uid, waitForHydration } from "./support.ts";

/**
 * The referral programme end to end (issue 16), in English: an investor copies their referral link; someone registers
 * through it (the code is filled in) and buys; the administrator approves the buy and publishes its dealing day's NAV;
 * once the order is allocated the referrer sees the commission, and the administrator sees it per referrer, exports it
 * and reverses it (with a reason), which both see.
 * As in funds.spec.ts, the buy's trade day is moved back in the database (as if placed weeks ago) so a NAV can be
 * published for its dealing day; whichever NAV prices it, the commission is a share of the amount paid.
 */

const PASSWORD = "gioi-thieu-e2e-mat-khau-2024";
const RATE_BPS = 50;
const AMOUNT = 10_000_000;
const lang = "en";
const t = ui[lang];
/** The trade day is 21 dealing days back, a day no other fund journey publishes a NAV for. */
const fund = funds.tsbv;

test(`an investor referred by another buys; once the buy is allocated the referrer sees the commission, until an administrator reverses it (${lang})`, async ({
  page,
  browser,
  request,
  investor,
}) => {
  // A whole journey through several pages and two people: three times the default.
  test.slow();
  await openFundsForSale(request);
  const referrer = await investor({ fullName: "Pham Minh Gioi", kyc: false });

  // The administrator sets the rate on the affiliate page.
  const admin = await adminPage(browser, lang);
  await admin.goto(`${prefix[lang]}/dashboard/admin/users/aff`);
  await waitForHydration(admin);
  await admin.getByTestId("referral-rate").fill(String(RATE_BPS));
  await admin.getByTestId("referral-rate-save").click();
  await expect(admin.getByTestId("referral-rate-saved")).toHaveText("Commission rate saved.");

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
  const friend = await (await browser.newContext({ locale: "en-GB" })).newPage();
  const email = `referred-${uid()}@example.com`;
  const name = "Do Thi Duoc Moi";
  await friend.goto(`${link.pathname}${link.search}`);
  await waitForHydration(friend);
  await expect(friend.getByTestId("register-ref-code")).toHaveValue(code);
  await expect(friend.getByRole("radio", { name: t.registration.accountTypes.investor })).toBeChecked();
  const values = {
    full_name: name,
    cmt: `0791${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
    birth_date: "12/06/1992",
    phone_number: `09${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  };
  for (const [field, value] of Object.entries(values)) await friend.locator(`[name="${field}"]`).fill(value);
  await friend.locator('select[name="nation"]').selectOption("VN");
  await friend.locator('[name="accept_terms"]').check();
  await friend.getByRole("button", { name: t.registration.submit }).click();
  await expect(friend).toHaveURL(`${prefix[lang]}/user/activate`, { timeout: 20_000 });
  // Activated with the code sent by SMS, and KYC as the profile page sends it (funds.spec.ts drives that page).
  const friendApi = await apiSession(request, { email, password: PASSWORD });
  await activateBySms(request, friendApi, `+84${values.phone_number.slice(1)}`);
  await completeKyc(request, friendApi);

  // The referred investor buys.
  await friend.goto(`${prefix[lang]}/user/dau-tu-tang-truong`);
  await waitForHydration(friend);
  await friend.getByTestId("buy-fund").selectOption(String(fund.loai));
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
  await admin.goto(`${prefix[lang]}/dashboard/admin/${fund.group}/hop-dong-mua`);
  await waitForHydration(admin);
  await expect(await decide(admin, reference, "approve")).toBeVisible();
  await publishNav(admin, lang, fund, nextBusinessDay(trade), "10000.00");

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
  await admin.goto(`${prefix[lang]}/dashboard/admin/users/aff?q=${encodeURIComponent(referrer.fullName)}`);
  await waitForHydration(admin);
  const referrerRow = admin.getByTestId("referrer-row").filter({ hasText: referrer.email });
  await expect(referrerRow).toContainText(code);
  await expect(referrerRow.getByTestId("referrer-net")).toHaveText(vnd(commission, lang));
  await expect(admin.getByTestId("referred-order-row").filter({ hasText: reference }).getByTestId("referred-order-commission")).toHaveText(
    vnd(commission, lang),
  );
  const [download] = await Promise.all([admin.waitForEvent("download"), admin.getByTestId("referrals-export").click()]);
  expect(download.suggestedFilename()).toBe("referrals.xlsx");
  expect(await axeViolations(admin)).toEqual([]);

  // The order is corrected, so the administrator reverses its commission, giving a reason: a negative row that
  // brings the referrer's net back to 0, shown to the administrator and to the referrer.
  const ordered = admin.getByTestId("referred-order-row").filter({ hasText: reference });
  await ordered.getByRole("button", { name: fill(t.referrals.admin.reverse.label, { reference, name: referrer.fullName }) }).click();
  const dialog = admin.getByRole("dialog", { name: fill(t.referrals.admin.reverse.title, { reference }) });
  await expect(dialog).toContainText(referrer.fullName);
  await dialog.getByTestId("reverse-reason").fill("The order was corrected");
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

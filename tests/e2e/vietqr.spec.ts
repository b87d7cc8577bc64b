import { formatVnd } from "../../src/contracts/number-format.ts";
import { vietQrPayload } from "../../src/domain/vietqr.ts";
import { decodeQr } from "../../src/server/testing/qr-decode.ts";
import { expect, test } from "./fund-fixtures.ts";
import { adminPage } from "./fund-pages.ts";
import { JOURNEY_RULES, openFundsForSale, saveFundRulesThroughPage } from "./fund-rules-page.ts";
import { fill, signIn, ui, waitForHydration, type Lang } from "./support.ts";

/**
 * Paying by VietQR (docs/funds.md): an investor buys and sees the transfer's VietQR code beside the text instructions
 * with the same reference, reads it back from a screenshot as a banking app would, and finds the instructions again
 * from the order history. Vietnamese on a phone, English on a desktop.
 */
const cases: { lang: Lang; amount: number; viewport: { width: number; height: number } }[] = [
  { lang: "vi", amount: 3_250_000, viewport: { width: 390, height: 844 } },
  { lang: "en", amount: 4_750_000, viewport: { width: 1280, height: 800 } },
];

for (const { lang, amount, viewport } of cases) {
  test(`an investor buys and sees the VietQR code with the transfer instructions, again from the history (${lang})`, async ({ page, request, investor }) => {
    const t = ui[lang].funds.buy;
    const prefix = lang === "vi" ? "" : "/en";
    await page.setViewportSize(viewport);
    await openFundsForSale(request);
    const person = await investor({ fullName: lang === "vi" ? "Trần Văn Quét" : "Tran Van Scan" });
    await signIn(page, `${prefix}/user/login`, person);
    await expect(page).toHaveURL(`${prefix}/user/dau-tu-tang-truong`, { timeout: 20_000 });
    await waitForHydration(page);

    await page.getByTestId("buy-amount").fill(String(amount));
    await page.getByTestId("buy-submit").click();
    const payment = page.getByTestId("buy-payment");
    await expect(payment.getByRole("heading", { name: t.qrTitle })).toBeVisible();
    const reference = (await payment.getByTestId("buy-payment-facts").locator("tr").last().locator("td").textContent())?.trim() ?? "";
    expect(reference).toMatch(/^TSTT-\d{6}$/);
    await expect(payment.getByTestId("buy-payment-facts")).toContainText(JOURNEY_RULES.bank.account);

    // The code's name says what it pays, the amount as the page writes amounts.
    const bankName = (await payment.getByTestId("buy-payment-facts").locator("tr").first().locator("td").textContent())?.trim() ?? "";
    expect(bankName).toMatch(new RegExp(`^${JOURNEY_RULES.bank.short} – `));
    const name = fill(t.qrLabel, { amount: formatVnd(amount, lang), account: JOURNEY_RULES.bank.account, bank: bankName, reference });
    const qr = payment.getByRole("img", { name, exact: true });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute("data-testid", "buy-payment-qr");

    // The code carries the transfer: read from a screenshot, it is the payload of this bank, account, amount and reference.
    const payload = vietQrPayload({ bin: JOURNEY_RULES.bank.bin, accountNumber: JOURNEY_RULES.bank.account, amount, reference });
    await expect(qr).toHaveAttribute("data-payload", payload);
    expect(await decodeQr(await qr.screenshot())).toBe(payload);

    // On a phone nothing runs off the screen: the code and the instructions fit its width.
    const box = await qr.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    expect(box!.width).toBeGreaterThanOrEqual(150);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    // Later, from the order history: the same instructions and code.
    await page.goto(`${prefix}/user/dau-tu-tang-truong`);
    await waitForHydration(page);
    await page.getByTestId("history-row").filter({ hasText: reference }).getByTestId("history-payment").click();
    await expect(page).toHaveURL(/\?order=\d+#funds-payment$/);
    const again = page.getByRole("region", { name: t.showPayment }).getByTestId("buy-payment");
    await expect(again).toContainText(fill(t.paymentAgainLead, { reference }));
    await expect(again.getByRole("img", { name, exact: true })).toHaveAttribute("data-payload", payload);
  });
}

test("the administrator picks the bank investors pay into from the list, found without accents (vi)", async ({ browser }) => {
  // The journeys' own rules (JOURNEY_RULES): saving them beside the buys above changes nothing for them.
  const admin = await adminPage(browser, "vi");
  await saveFundRulesThroughPage(admin, "vi");
  await admin.context().close();
});

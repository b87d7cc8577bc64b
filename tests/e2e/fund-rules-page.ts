import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN, apiSession, e2eDatabase, expect, shared, ui, waitForHydration, type Lang } from "./support.ts";

/**
 * The administrator's fund rules page (/dashboard/admin/quy/quy-dinh), driven by the funds journey: both language
 * runs save the same rules (1 % to buy, cut-off 15:00), so running side by side they never disturb each other.
 * Holidays are tried far in the future, on a different day per language, and reopened again.
 */
const prefix: Record<Lang, string> = { vi: "", en: "/en" };
export const JOURNEY_RULES = {
  buyFeeBps: "100",
  cutoff: "15:00",
  bank: { bin: "970436", short: "Vietcombank", account: "0071000123456", holder: "CÔNG TY QUẢN LÝ QUỸ", branch: "Hà Nội" },
} as const;
const holidayOf: Record<Lang, string> = { vi: "2099-01-02", en: "2099-01-05" };

/**
 * The funds open for sale (docs/funds.md): the journey's rules saved through the API unless they are complete
 * already. Every spec that buys or sells calls it first: a fresh installation's funds are not on sale.
 */
export async function openFundsForSale(request: APIRequestContext) {
  if ((await (await request.get("/api/v1/funds/settings")).json()).data.missing.length === 0) return;
  const { bank } = JOURNEY_RULES;
  const saved = await request.put("/api/v1/funds/settings", {
    headers: await apiSession(request, ADMIN),
    data: {
      buy_fee_bps: Number(JOURNEY_RULES.buyFeeBps),
      sell_fee_schedule: [{ min_days: 0, bps: 0 }],
      cutoff: JOURNEY_RULES.cutoff,
      min_buy_vnd: 1_000_000,
      bank_bin: bank.bin,
      bank_account: bank.account,
      bank_holder: bank.holder,
      bank_branch: bank.branch,
    },
  });
  expect(saved.status()).toBe(200);
}

export async function saveFundRulesThroughPage(page: Page, lang: Lang) {
  const t = ui[lang].fundRules;
  const messages = shared[lang].funds.validation;
  await page.goto(`${prefix[lang]}/dashboard/admin/quy/quy-dinh`);
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await waitForHydration(page);

  // Over the caps (5 % to buy, 3 % to sell) and a cut-off that is no time: the page's messages, nothing asked or sent.
  await page.getByTestId("rules-buy-fee").fill("600");
  await page.getByTestId("rules-sell-step").first().locator('input[name$=".bps"]').fill("301");
  await page.getByTestId("rules-cutoff").fill("25:00");
  await page.getByTestId("rules-save").click();
  await expect(page.getByText(messages.buyFee)).toBeVisible();
  await expect(page.getByText(messages.sellFee)).toBeVisible();
  await expect(page.getByText(messages.cutoff)).toBeVisible();
  await expect(page.getByTestId("rules-buy-fee")).toBeFocused();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByTestId("rules-buy-fee").fill(JOURNEY_RULES.buyFeeBps);
  await expect(page.getByText(t.bpsHint.split("{{")[0]!.trim(), { exact: false }).first()).toContainText(lang === "vi" ? "1,00%" : "1.00%");
  await page.getByTestId("rules-sell-step").first().locator('input[name$=".bps"]').fill("0");
  await page.getByTestId("rules-cutoff").fill(JOURNEY_RULES.cutoff);
  await page.getByTestId("rules-min-buy").fill("1000000");
  // The bank from the list: typed without accents, it is found as search finds names.
  await page.getByTestId("rules-bank").fill(lang === "vi" ? "ngoai thuong" : "foreign trade");
  await page.getByRole("option", { name: new RegExp(`^${JOURNEY_RULES.bank.short} – `) }).click();
  await expect(page.getByTestId("rules-bank")).toHaveValue(new RegExp(`^${JOURNEY_RULES.bank.short} – `));
  await page.getByTestId("rules-bank-branch").fill(JOURNEY_RULES.bank.branch);
  await page.getByTestId("rules-bank-holder").fill(JOURNEY_RULES.bank.holder);
  await page.getByTestId("rules-bank-account").fill(JOURNEY_RULES.bank.account);
  await page.getByTestId("rules-save").click();

  // Asked first, the safe answer focused; then saved, and the change is in the audit log.
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(t.confirmTitle);
  await expect(dialog).toContainText(lang === "vi" ? "1,00%" : "1.00%");
  await expect(dialog).toContainText(JOURNEY_RULES.cutoff);
  await expect(dialog.getByTestId("confirm-cancel")).toBeFocused();
  await dialog.getByTestId("confirm-submit").click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("fund-rules-outcome")).toHaveText(shared[lang].funds.settings.saved);
  const db = e2eDatabase({ readOnly: true });
  try {
    const audit = db.prepare("select after_json from audit_events where action = 'funds.settings.update' order by id desc limit 1").get() as {
      after_json: string;
    };
    expect(JSON.parse(audit.after_json)).toMatchObject({
      buy_fee_bps: 100,
      cutoff: "15:00",
      bank_bin: JOURNEY_RULES.bank.bin,
      bank_account: JOURNEY_RULES.bank.account,
    });
  } finally {
    db.close();
  }
}

/** Adds a holiday far ahead (a weekend alone is refused with the API's message), sees it listed, reopens it. */
export async function holidayRoundTrip(page: Page, lang: Lang) {
  const t = ui[lang].fundRules.holidays;
  const date = holidayOf[lang];
  const form = page.getByTestId("holiday-form");
  await form.getByTestId("holiday-from").fill("2099-01-10");
  await form.getByTestId("holiday-to").fill("2099-01-11");
  await form.getByTestId("holiday-name").fill("Cuối tuần");
  await form.getByTestId("holiday-submit").click();
  await expect(page.getByText(shared[lang].funds.holiday.weekend)).toBeVisible();

  await form.getByTestId("holiday-from").fill(date);
  await form.getByTestId("holiday-to").fill("");
  await form.getByTestId("holiday-name").fill(lang === "vi" ? "Nghỉ bù Tết Dương lịch" : "New Year in lieu");
  await form.getByTestId("holiday-submit").click();
  await expect(form.getByTestId("holiday-saved")).toHaveText(shared[lang].funds.holiday.saved);
  const row = page.getByTestId("holiday-row").and(page.locator(`[data-date="${date}"]`));
  await expect(row).toBeVisible();

  await row.getByTestId("holiday-delete").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(t.deleteTitle);
  await expect(dialog.getByTestId("confirm-cancel")).toBeFocused();
  await dialog.getByTestId("confirm-submit").click();
  await expect(page.getByTestId("fund-rules-outcome")).toHaveText(shared[lang].funds.holiday.deleted);
  await expect(row).toHaveCount(0);
}

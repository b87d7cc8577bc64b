import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, test, type Investor } from "./fund-fixtures.ts";
import { adminPage } from "./fund-pages.ts";
import { JOURNEY_RULES, openFundsForSale } from "./fund-rules-page.ts";
import { axeViolations, e2eDatabase, shared, ui, waitForHydration } from "./support.ts";

/**
 * A bank name migration 0049 could not match (docs/funds.md, "Paying by VietQR"): the rules name no bank, so buying
 * stops; the fund rules page says so in red above the bank, quoting the typed name, and so does the control room,
 * until the administrator picks the bank from the list. On an installation of its own: it stops every sale there.
 */
test.use({ ownInstallation: true });

const TYPED = "NH Sao Hỏa - CN Quận 1";

const buy = (request: APIRequestContext, investor: Investor) =>
  request.post("/api/v1/order?lang=en", {
    headers: { ...investor.headers, "idempotency-key": randomUUID() },
    data: { type: "buy", loai: 0, giatri: 2_000_000, soluongban: 0 },
  });

function storedBank() {
  const db = e2eDatabase({ readOnly: true });
  try {
    return db.prepare("select bank_bin, bank_unmatched from fund_settings where id = 1").get() as { bank_bin: string; bank_unmatched: string };
  } finally {
    db.close();
  }
}

test("a bank name no bank of the list matches stops sales until the administrator picks the bank (en)", async ({ browser, request, investor }) => {
  const t = ui.en.fundRules;
  // The rules complete, then as migration 0049 leaves a typed name it could not match: no BIN, the name kept.
  await openFundsForSale(request);
  const db = e2eDatabase();
  try {
    db.prepare("update fund_settings set bank_bin = '', bank_unmatched = ? where id = 1").run(TYPED);
  } finally {
    db.close();
  }
  const person = await investor();
  const refused = await buy(request, person);
  expect(refused.status()).toBe(422);
  expect((await refused.json()).details).toEqual([expect.objectContaining({ path: "fund_rules.bank_bin", message: shared.en.funds.rules.missing.bank_bin })]);

  const page = await adminPage(browser, "en");
  await page.goto("/en/dashboard/admin/controller");
  await expect(page.getByTestId("funds-control-not-open").getByTestId("funds-bank-unmatched")).toHaveText(
    ui.en.funds.control.bankUnmatched.replace("{{typed}}", TYPED),
  );

  await page.goto("/en/dashboard/admin/quy/quy-dinh");
  await waitForHydration(page);
  const warning = page.getByTestId("rules-bank-unmatched");
  await expect(warning).toContainText(t.bankUnmatchedTitle);
  await expect(warning).toContainText(t.bankUnmatched.replace("{{typed}}", TYPED));
  // In red (the alert's colour: its red channel well above the others); axe checks its contrast.
  const colour = (await warning.evaluate((element) => getComputedStyle(element).getPropertyValue("--alert-color"))).trim();
  expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
  const [red, green, blue] = [1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16)) as [number, number, number];
  expect(red).toBeGreaterThan(2 * Math.max(green, blue));
  expect(await axeViolations(page)).toEqual([]);

  await page.getByTestId("rules-bank").fill("foreign trade");
  await page.getByRole("option", { name: new RegExp(`^${JOURNEY_RULES.bank.short} – `) }).click();
  await page.getByTestId("rules-save").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("confirm-cancel")).toBeFocused();
  await dialog.getByTestId("confirm-submit").click();
  await expect(page.getByTestId("fund-rules-outcome")).toHaveText(shared.en.funds.settings.saved);
  await expect(warning).toHaveCount(0);
  expect(storedBank()).toEqual({ bank_bin: JOURNEY_RULES.bank.bin, bank_unmatched: "" });

  await page.goto("/en/dashboard/admin/controller");
  await expect(page.getByRole("heading", { level: 2, name: ui.en.funds.control.title })).toBeVisible();
  await expect(page.getByTestId("funds-control-not-open")).toHaveCount(0);
  expect((await buy(request, person)).status()).toBe(201);
  await page.context().close();
});

import { openFundsForSale } from "./fund-rules-page.ts";
import { INVESTOR_PASSWORD, investorWithKyc } from "./fund-investor.ts";
import { ADMIN, apiSession, axeViolations, e2eDatabase, expect, shared, signIn, test, ui, waitForHydration } from "./support.ts";

/**
 * Issue 26, item 2: a fresh install sells no units until its fund rules are complete. This spec runs in a project of
 * its own before every other (playwright.config.ts), so clearing the rules cannot disturb a buy elsewhere; it puts the
 * fresh install's rules back first (a retry starts from the same state) and completes them at the end.
 */
test("a fresh install's funds are not on sale until the rules are complete: the buy form, the API and the control room say so", async ({ page, browser, request }) => {
  test.slow();
  const db = e2eDatabase();
  try {
    db.prepare("update fund_settings set bank_name = '', bank_account = '', bank_holder = '', bank_branch = '', updated_by = null where id = 1").run();
  } finally {
    db.close();
  }
  const investor = await investorWithKyc("Phạm Minh An");
  const credentials = { email: investor.email, password: INVESTOR_PASSWORD };
  const refused = await request.post("/api/v1/order?lang=en", { headers: { ...(await apiSession(request, credentials)), "idempotency-key": `opening-${investor.id}` }, data: { type: "buy", loai: 0, giatri: 2_000_000, soluongban: 0 } });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).message).toBe(shared.en.funds.order.notOpen);

  await signIn(page, "/user/login", credentials);
  await expect(page).not.toHaveURL(/\/user\/login/, { timeout: 30_000 });
  for (const [lang, prefix] of [["vi", ""], ["en", "/en"]] as const) {
    await page.goto(`${prefix}/user/dau-tu-tang-truong`);
    await expect(page.getByTestId("buy-not-open")).toContainText(ui[lang].funds.buy.notOpenTitle);
    await expect(page.getByTestId("buy-amount")).toHaveCount(0);
  }
  expect(await axeViolations(page)).toEqual([]);

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, "/admin/login", ADMIN);
  await expect(admin).toHaveURL(/dashboard\/admin/, { timeout: 20_000 });
  await admin.goto("/dashboard/admin/controller");
  const missing = admin.getByTestId("funds-control-not-open");
  await expect(missing).toContainText(ui.vi.funds.control.notOpen);
  await expect(missing.getByTestId("funds-missing-rule")).toHaveText(Object.values(shared.vi.funds.rules.missing));
  await admin.close();

  await openFundsForSale(request);
  await page.goto("/user/dau-tu-tang-truong");
  await waitForHydration(page);
  await expect(page.getByTestId("buy-not-open")).toHaveCount(0);
  await page.getByTestId("buy-amount").fill("2000000");
  await expect(page.getByTestId("buy-estimate-rule")).toContainText("NAV");
});

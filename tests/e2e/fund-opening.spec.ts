import { expect, test } from "./fund-fixtures.ts";
import { adminPage } from "./fund-pages.ts";
import { openFundsForSale } from "./fund-rules-page.ts";
import { axeViolations, shared, signIn, ui, waitForHydration } from "./support.ts";

/**
 * Issue 26, item 2: a fresh install sells no units until its fund rules are complete. On an installation of its own,
 * as a fresh install leaves it; the rules are completed at the end.
 */
test.use({ ownInstallation: true });

test("a fresh install's funds are not on sale until the rules are complete: the buy form, the API and the control room say so", async ({
  page,
  browser,
  request,
  investor,
}) => {
  const person = await investor();
  const refused = await request.post("/api/v1/order?lang=en", {
    headers: { ...person.headers, "idempotency-key": `opening-${person.id}` },
    data: { type: "buy", loai: 0, giatri: 2_000_000, soluongban: 0 },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).message).toBe(shared.en.funds.order.notOpen);

  await signIn(page, "/en/user/login", person);
  await expect(page).toHaveURL("/en/user/dau-tu-tang-truong", { timeout: 20_000 });
  await expect(page.getByTestId("buy-not-open")).toContainText(ui.en.funds.buy.notOpenTitle);
  await expect(page.getByTestId("buy-amount")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  const admin = await adminPage(browser, "en");
  await admin.goto("/en/dashboard/admin/controller");
  const missing = admin.getByTestId("funds-control-not-open");
  await expect(missing).toContainText(ui.en.funds.control.notOpen);
  await expect(missing.getByTestId("funds-missing-rule")).toHaveText(Object.values(shared.en.funds.rules.missing));
  await admin.context().close();

  await openFundsForSale(request);
  await page.goto("/en/user/dau-tu-tang-truong");
  await waitForHydration(page);
  await expect(page.getByTestId("buy-not-open")).toHaveCount(0);
  await page.getByTestId("buy-amount").fill("2000000");
  await expect(page.getByTestId("buy-estimate-rule")).toContainText("NAV");
});

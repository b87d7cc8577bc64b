import { axeViolations, expect, test, ui, waitForHydration, type Lang } from "./support.ts";

// Every page type's axe check in both languages, the 404 page's included, is in bilingual-parity.spec.ts.

test("the contact form showing its errors has no WCAG 2.2 AA violations (en)", async ({ page }) => {
  const lang = "en" as Lang;
  await page.goto(lang === "vi" ? "/lien-he" : "/en/contact");
  await waitForHydration(page);
  await page.getByRole("button", { name: ui[lang].contact.submit }).click();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);
});

test("the offline banner has no WCAG 2.2 AA violations", async ({ page, context }) => {
  await page.goto("/");
  await waitForHydration(page);
  await context.setOffline(true);
  await expect(page.getByTestId("network-status")).toHaveText(ui.vi.network.offline);
  expect(await axeViolations(page)).toEqual([]);
  await context.setOffline(false);
});

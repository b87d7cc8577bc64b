import { axeViolations, expect, test, ui, waitForHydration } from "./support.ts";

for (const path of ["/", "/en", "/lien-he", "/en/contact", "/gioi-thieu", "/en/service"]) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const path of ["/khong-ton-tai", "/en/not-here"]) {
  test(`the 404 page ${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const lang of ["vi", "en"] as const) {
  test(`the contact form showing its errors has no WCAG 2.2 AA violations (${lang})`, async ({ page }) => {
    await page.goto(lang === "vi" ? "/lien-he" : "/en/contact");
    await waitForHydration(page);
    await page.getByRole("button", { name: ui[lang].contact.submit }).click();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(3);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the offline banner has no WCAG 2.2 AA violations", async ({ page, context }) => {
  await page.goto("/");
  await waitForHydration(page);
  await context.setOffline(true);
  await expect(page.getByTestId("network-status")).toHaveText(ui.vi.network.offline);
  expect(await axeViolations(page)).toEqual([]);
  await context.setOffline(false);
});

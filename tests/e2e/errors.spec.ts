import { expect, homePath, shared, test, ui, waitForHydration } from "./support.ts";

// In English (the address's prefix decides); bilingual-parity.spec.ts sees the 404 page in both languages.
for (const [lang, path] of [["en", "/en/no-such-page"]] as const) {
  const t = ui[lang];

  test(`an unknown address gives a real 404 page in ${lang}, with a way home`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1, name: t.errorPage.notFound })).toBeVisible();
    await expect(page.getByText(t.errorPage.status.replace("{{status}}", "404"), { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${t.errorPage.notFound} | ${t.site.shortName}`);
    // The site's frame is still there (navigation, language switch).
    await expect(page.getByTestId("language-switch")).toBeVisible();

    await waitForHydration(page);
    const back = page.getByRole("link", { name: t.errorPage.backHome });
    await expect(back).toHaveAttribute("href", homePath[lang]);
    await back.click();
    await expect(page).toHaveURL(homePath[lang]);
    await expect(page.getByRole("heading", { level: 1, name: t.home.heroTitle })).toBeVisible();
  });
}

test("the back-home link works without JavaScript too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto("/khong-co");
  expect(response?.status()).toBe(404);
  await page.getByRole("link", { name: ui.vi.errorPage.backHome }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: ui.vi.home.heroTitle })).toBeVisible();
  await context.close();
});

test.describe("content sections", () => {
  // The first start seeds the company, fund and organiser pages (src/server/modules/pages/seed-content.ts).
  for (const [lang, path, link] of [
    ["vi", "/gioi-thieu", "/gioi-thieu/ve-chung-toi"],
    ["vi", "/dich-vu", "/dich-vu/dau-tu-tang-truong--tstt"],
    ["en", "/en/introduce", "/en/introduce/ve-chung-toi"],
    ["en", "/en/service", "/en/service/dau-tu-ben-vung--tsbv"],
  ] as const) {
    test(`${path} lists its published pages`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("main").locator(`a[href="${link}"]`)).toBeVisible();
    });
  }

  for (const [lang, path] of [
    ["vi", "/gioi-thieu/chua-co"],
    ["en", "/en/service/not-there"],
  ] as const) {
    test(`${path} is a 404 with the API's message`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: ui[lang].errorPage.notFound })).toBeVisible();
      await expect(page.getByText(shared[lang].errors.NOT_FOUND, { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: ui[lang].errorPage.backHome })).toHaveAttribute("href", lang === "vi" ? "/" : "/en");
    });
  }
});

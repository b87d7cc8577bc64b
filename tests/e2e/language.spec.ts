import type { BrowserContext } from "@playwright/test";
import { expect, test, ui, waitForHydration } from "./support.ts";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

async function localeCookie(context: BrowserContext) {
  const cookies = await context.cookies();
  return cookies.find((cookie) => cookie.name === "locale");
}

test.describe("language switch", () => {
  test("keeps the page, changes <html lang> and remembers the choice for 365 days", async ({ page, context }) => {
    await page.goto("/lien-he");
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");
    expect(await localeCookie(context)).toBeUndefined();
    await waitForHydration(page);

    const toEnglish = page.getByTestId("language-switch");
    await expect(toEnglish).toHaveText(ui.vi.language.switchTo);
    await expect(toEnglish).toHaveAttribute("href", "/en/contact");
    await expect(toEnglish).toHaveAttribute("hreflang", "en");
    await toEnglish.click();

    await expect(page).toHaveURL("/en/contact");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: ui.en.contact.title })).toBeVisible();
    await expect(page.getByRole("button", { name: ui.en.contact.submit })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${ui.en.contact.title} \\| ${ui.en.site.shortName}$`));

    const english = await localeCookie(context);
    expect(english?.value).toBe("en");
    expect(english?.path).toBe("/");
    const secondsLeft = (english?.expires ?? 0) - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(YEAR_SECONDS - 120);
    expect(secondsLeft).toBeLessThanOrEqual(YEAR_SECONDS + 5);

    const toVietnamese = page.getByTestId("language-switch");
    await expect(toVietnamese).toHaveText(ui.en.language.switchTo);
    await toVietnamese.click();
    await expect(page).toHaveURL("/lien-he");
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");
    await expect(page.getByRole("heading", { level: 1, name: ui.vi.contact.title })).toBeVisible();
    expect((await localeCookie(context))?.value).toBe("vi");
  });

  test("after choosing English, a Vietnamese address redirects to its English page", async ({ page, context }) => {
    await page.goto("/lien-he");
    await waitForHydration(page);
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL("/en/contact");
    expect((await localeCookie(context))?.value).toBe("en");

    const response = await page.goto("/lien-he");
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/lien-he$/);
    await expect(page).toHaveURL("/en/contact");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    // The home page and query strings follow the same rule.
    await page.goto("/?ref=e2e");
    await expect(page).toHaveURL("/en?ref=e2e");
    await expect(page.getByRole("heading", { level: 1, name: ui.en.home.heroTitle })).toBeVisible();
  });

  test("without a remembered choice, Vietnamese and English addresses both serve their own language", async ({ page }) => {
    await page.goto("/contact");
    await expect(page).toHaveURL("/contact");
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");
    await expect(page.getByRole("heading", { level: 1, name: ui.vi.contact.title })).toBeVisible();

    await page.goto("/en/lien-he");
    await expect(page).toHaveURL("/en/lien-he");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: ui.en.contact.title })).toBeVisible();
  });

  test("the switch on the home page goes to the other home page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL("/en");
    await expect(page.getByRole("heading", { level: 1, name: ui.en.home.heroTitle })).toBeVisible();
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1, name: ui.vi.home.heroTitle })).toBeVisible();
  });
});

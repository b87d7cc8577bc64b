import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support.ts";

/**
 * The language switch goes to the other language every time, on every kind of public page, whether React is there
 * yet or not (public pages hydrate on the first interaction: docs/performance.md, "Deferred hydration"). A visitor
 * who chose English is sent from a Vietnamese address to the English page (root.tsx), so the switch must remember
 * the choice even when it is clicked before hydration, or the server sends the visitor straight back.
 */

const pages: [string, string][] = [
  ["the home page", "/"],
  ["a section's page list", "/gioi-thieu"],
  ["a fund's service page", "/dich-vu/dau-tu-tang-truong--tstt"],
  ["the contest pages", "/cuoc-thi"],
  ["the news list", "/tin-tuc"],
  ["the contact page", "/lien-he"],
  ["the newsletter page", "/nhan-tin"],
  ["the final results", "/ket-qua"],
  ["the semi-final results", "/ket-qua/ban-ket"],
  ["the lucky-draw results", "/ket-qua-quay-so"],
  ["a fund's performance page", "/hieu-qua-dau-tu/tstt"],
  ["the sign-in page", "/user/login"],
  ["the registration page", "/user/register"],
];

const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Six switches, three each way: some once React is there (a client-side navigation), the others on a page just
 * loaded, clicked before it hydrates (the browser follows the link).
 */
async function switchBackAndForth(page: Page, start: string) {
  await page.goto(start);
  const vi = pathOf(page);
  const en = new URL((await page.getByTestId("language-switch").first().getAttribute("href")) ?? "", page.url()).pathname;
  expect(en).toMatch(/^\/en(\/|$)/);
  for (let step = 0; step < 6; step += 1) {
    const [lang, target] = step % 2 === 0 ? (["en", en] as const) : (["vi", vi] as const);
    if (step % 3 === 0) await waitForHydration(page);
    else await page.reload();
    await page.getByTestId("language-switch").first().click();
    await expect(page, `switch ${step + 1} (${step % 3 === 0 ? "hydrated" : "before hydration"}) to ${lang}`).toHaveURL((url) => url.pathname === target);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    expect((await page.context().cookies()).find((cookie) => cookie.name === "locale")?.value).toBe(lang);
  }
}

test.describe("the language switch", () => {
  for (const [name, path] of pages) {
    test(`switches every time on ${name}, before and after hydration`, async ({ page }) => {
      await switchBackAndForth(page, path);
    });
  }

  test("switches every time on a news article, before and after hydration", async ({ page }) => {
    await page.goto("/tin-tuc");
    const article = await page.locator("main article h3 a").first().getAttribute("href");
    expect(article).toMatch(/^\/tin-tuc\/.+\/.+/);
    await switchBackAndForth(page, article ?? "");
  });
});

test("without JavaScript, the switch on an English page that hydrates at once goes to Vietnamese and stays there", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/user/login");
  // As the switch left it when the visitor chose English (the whole site's cookie).
  await context.addCookies([{ name: "locale", value: "en", url: new URL("/", page.url()).href }]);
  await page.getByTestId("language-switch").first().click();
  await expect(page).toHaveURL((url) => url.pathname === "/user/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  expect((await context.cookies()).find((cookie) => cookie.name === "locale")?.value).toBe("vi");
  // The choice is remembered: the Vietnamese address stays Vietnamese.
  await page.goto("/gioi-thieu");
  await expect(page).toHaveURL((url) => url.pathname === "/gioi-thieu");
  await context.close();
});

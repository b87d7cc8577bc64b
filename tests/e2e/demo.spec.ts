import type { Page } from "@playwright/test";
import type { DemoAccounts, Installation } from "./installation.ts";
import { axeViolations, expect, signIn, test, ui, type Lang } from "./support.ts";

/**
 * What a newcomer sees after `npm run demo` (issue 25): the four accounts it prints sign in, and each finds its area
 * filled: the administrator a finished contest and the funds' orders, the judge their marked entries, the contestant
 * their result, the investor their holdings. One language per role, with a browser in that language.
 */
test.use({ ownInstallation: "demo" });

const prefix: Record<Lang, string> = { vi: "", en: "/en" };

async function signInAs(page: Page, installation: Installation, role: keyof DemoAccounts, lang: Lang) {
  await signIn(page, `${prefix[lang]}${role === "administrator" ? "/admin/login" : "/user/login"}`, installation.accounts![role]);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
}

test.describe("in Vietnamese", () => {
  test.use({ locale: "vi-VN" });

  test("the demo's administrator finds the contest finished and the funds' orders", async ({ page, installation }) => {
    await signInAs(page, installation, "administrator", "vi");
    await page.goto("/dashboard/admin/controller");
    await expect(page.getByText(ui.vi.controlRoom.nothingNext)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/dashboard/admin/dttt/hop-dong-mua");
    await expect(page.getByTestId("order-row").first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the demo's contestant reads their result", async ({ page, installation }) => {
    await signInAs(page, installation, "contestant", "vi");
    await page.goto("/user/exam-information");
    await expect(page.getByRole("heading", { name: ui.vi.results.mine.title })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("in English", () => {
  test.use({ locale: "en-GB" });

  test("the demo's judge finds the entries they marked", async ({ page, installation }) => {
    await signInAs(page, installation, "judge", "en");
    await page.goto("/en/dashboard/judge/mark-exam");
    await expect(page.getByTestId("assignments-table").locator("tbody tr").first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the demo's investor sees their holdings in the growth fund", async ({ page, installation }) => {
    await signInAs(page, installation, "investor", "en");
    await page.goto("/en/dashboard/dashboard/san-pham/tstt/tongquan");
    await expect(page.getByRole("heading", { name: ui.en.fundsData.mine.title })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: ui.en.fundsData.mine.value })).toBeVisible();
    await expect(page.getByText(ui.en.fundsData.mine.empty)).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

import { expect, test, ui, waitForHydration } from "./support.ts";

test("the top progress bar shows while a slow page loads, and only then", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const bar = page.getByRole("progressbar", { name: ui.vi.progress.loading });
  await expect(bar).toHaveCount(0);

  // Hold the next page's data request until the test releases it, so "slow" is deterministic.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let dataRequested = false;
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    async (route) => {
      dataRequested = true;
      await held;
      await route.continue();
    },
  );

  await page.getByRole("navigation", { name: ui.vi.nav.label }).first().getByRole("link", { name: ui.vi.nav.introduce }).click();
  await expect.poll(() => dataRequested).toBe(true);
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("data-phase", "running");
  await expect(page).toHaveURL("/");

  release();
  await expect(page).toHaveURL("/gioi-thieu");
  await expect(page.getByRole("heading", { level: 1, name: ui.vi.contentPage.introduceTitle })).toBeVisible();
  await expect(bar).toHaveCount(0);
  await page.unrouteAll({ behavior: "wait" });
});

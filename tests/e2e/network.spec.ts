import { expect, test } from "@playwright/test";
import { homePath, ui, waitForHydration } from "./support.ts";

for (const lang of ["vi", "en"] as const) {
  test(`the offline banner appears offline and says so when back online (${lang})`, async ({ page, context }) => {
    await page.goto(homePath[lang]);
    await waitForHydration(page);
    const banner = page.getByTestId("network-status");
    await expect(banner).toHaveAttribute("role", "status");
    await expect(banner).toHaveAttribute("aria-live", "polite");
    await expect(banner).toBeEmpty();
    await expect(banner).toBeHidden();

    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await expect(banner).toHaveText(ui[lang].network.offline);
    await expect(banner).toHaveAttribute("data-status", "offline");

    await context.setOffline(false);
    await expect(banner).toHaveText(ui[lang].network.online);
    await expect(banner).toHaveAttribute("data-status", "back");
    await expect(banner).toBeVisible();

    // The "back online" note goes away by itself after a few seconds.
    await expect(banner).toBeEmpty({ timeout: 8_000 });
    await expect(banner).toBeHidden();
  });
}

test("a page opened while offline-capable shows the banner immediately if the browser is already offline", async ({ page, context }) => {
  await page.goto("/lien-he");
  await waitForHydration(page);
  await context.setOffline(true);
  // A client-side navigation cannot reach the server; the banner must still be there on the new page.
  await page.getByRole("navigation", { name: ui.vi.nav.label }).first().getByRole("link", { name: ui.vi.nav.home }).click();
  await expect(page.getByTestId("network-status")).toHaveText(ui.vi.network.offline);
  await context.setOffline(false);
});

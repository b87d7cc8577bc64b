import { expect, homePath, test, ui, waitForHydration, type Lang } from "./support.ts";

test("the offline banner appears offline and says so when back online (en)", async ({ page, context }) => {
  const lang = "en" as Lang;
  // A controllable clock, so the "back online" note's timer can be run instead of waited for.
  await page.clock.install();
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

  // The "back online" note stays a moment, then goes away by itself (after 4 s).
  await page.clock.runFor(2_000);
  await expect(banner).toHaveText(ui[lang].network.online);
  await page.clock.runFor(2_500);
  await expect(banner).toBeEmpty();
  await expect(banner).toBeHidden();
});

test("a message submitted while offline is kept, and the offline banner stays", async ({ page, context }) => {
  const t = ui.vi.contact;
  await page.goto("/lien-he");
  await waitForHydration(page);
  await page.getByLabel(t.fullName).fill("Người Ngoại Tuyến");
  await page.getByLabel(t.email).fill("offline@example.com");
  await page.getByLabel(t.content).fill("Viết trong lúc mất mạng.");
  await context.setOffline(true);
  const banner = page.getByTestId("network-status");
  await expect(banner).toHaveText(ui.vi.network.offline);

  const failed = page.waitForEvent("requestfailed", (request) => request.method() === "POST");
  await page.getByRole("button", { name: t.submit }).click();
  await failed;
  // Let the app handle the failed request (the submit button leaves its loading state) before looking.
  await expect(page.locator("button[data-loading]")).toHaveCount(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // The request cannot reach the server: the visitor must still see why, and must not lose what they typed.
  await expect(page.getByTestId("contact-success")).toHaveCount(0);
  await expect(banner).toHaveText(ui.vi.network.offline);
  await expect(page.getByLabel(t.content)).toHaveValue("Viết trong lúc mất mạng.");
  await expect(page.getByLabel(t.fullName)).toHaveValue("Người Ngoại Tuyến");
});

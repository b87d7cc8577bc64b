import { expect, test } from "@playwright/test";

/**
 * Sign-in with the external provider: provider login -> /auth/signin#code=… -> spinner -> signed in. In English, so the
 * language is carried through the provider's round trip; bilingual-parity.spec.ts sees the sign-in page in both.
 */
for (const [locale, prefix, buttonName] of [["en", "/en", "Sign in with Test ID"]] as const) {
  test(`a new person signs in with the provider and lands in their area (${locale})`, async ({ page }) => {
    await page.goto(`${prefix}/user/login`);
    await page.getByRole("button", { name: buttonName }).click();

    // The provider's own development login form.
    await page.waitForURL(/127\.0\.0\.1:\d+\/interaction\//);
    await page.locator('input[name="login"]').fill("nguoi-moi");
    await page.locator('input[name="password"]').fill("any-password");
    await page.locator('button[type="submit"]').click();

    await page.waitForURL(new RegExp(`^http://localhost:\\d+${prefix}/dashboard/user$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("user-menu")).toContainText("Người Mới Đến");
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "session")?.httpOnly).toBe(true);
  });
}

test("a forged answer in the address hash is refused with a way back to sign-in", async ({ page }) => {
  await page.goto("/en/auth/signin#code=forged&state=forged");
  await expect(page.getByTestId("oidc-error")).toContainText("failed or expired");
  await expect(page.getByRole("link", { name: "Back to sign-in" })).toBeVisible();
});

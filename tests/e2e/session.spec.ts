import { ADMIN, expect, shared, signIn, test, ui, type Lang } from "./support.ts";

const prefix: Record<Lang, string> = { vi: "", en: "/en" };

test("logging out ends the session on the server and in the browser, then goes home (vi)", async ({ page }) => {
  const lang = "vi" as Lang;
  await signIn(page, `${prefix[lang]}/admin/login`, ADMIN);
  await expect(page).toHaveURL(new RegExp(`${prefix[lang]}/dashboard/admin$`));
  const token = (await page.context().cookies()).find((c) => c.name === "session")?.value;
  expect(token).toBeTruthy();

  await page.getByTestId("user-menu").click();
  await page.getByTestId("logout").click();
  await expect(page).toHaveURL(new RegExp(`localhost:\\d+${prefix[lang] || "/"}$`));
  expect((await page.context().cookies()).find((c) => c.name === "session")).toBeUndefined();

  // The old token is dead on the server too, not only forgotten by the browser.
  const profile = await page.request.get("/api/v1/auth/profile", { headers: { authorization: `Bearer ${token}` } });
  expect(profile.status()).toBe(401);

  await page.goto(`${prefix[lang]}/dashboard/admin`);
  await expect(page).toHaveURL(new RegExp(`${prefix[lang]}/admin/login\\?redirect=`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ui[lang].account.adminLoginTitle);
});

test.describe("the return address after signing in", () => {
  for (const redirect of ["/%09/evil.example", "/dashboard/admin/users?q=ưu tiên"]) {
    test(`${redirect} is not followed: the administrator is signed in and lands on the dashboard`, async ({ page }) => {
      await signIn(page, `/admin/login?redirect=${encodeURIComponent(redirect)}`, ADMIN);
      await expect(page).toHaveURL(/localhost:\d+\/dashboard\/admin$/);
      expect((await page.context().cookies()).find((c) => c.name === "session")?.value).toBeTruthy();
    });
  }

  test("one of our pages is followed", async ({ page }) => {
    await signIn(page, `/admin/login?redirect=${encodeURIComponent("/dashboard/admin/users?q=%C6%B0u")}`, ADMIN);
    await expect(page).toHaveURL(/\/dashboard\/admin\/users\?q=%C6%B0u$/);
  });
});

test("a sign-out posted from another site is refused and the session lives on", async ({ page }) => {
  await signIn(page, "/admin/login", ADMIN);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  const token = (await page.context().cookies()).find((c) => c.name === "session")?.value;
  const refused = await page.request.post("/logout", { headers: { origin: "https://evil.example", "accept-language": "en" }, maxRedirects: 0 });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toBe(shared.en.errors.crossOrigin);
  const profile = await page.request.get("/api/v1/auth/profile", { headers: { authorization: `Bearer ${token}` } });
  expect(profile.status()).toBe(200);
});

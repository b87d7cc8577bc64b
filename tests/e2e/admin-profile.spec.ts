import { ADMIN, apiSession, axeViolations, expect, phoneNumber, signIn, test, ui, uid, waitForHydration, type Lang } from "./support.ts";

/**
 * Administrators have a profile page in their area: the spec's `/user` address takes them there, the admin menu and
 * the account menu link to it, and it changes their name (the contestants' and investors' components), phone and
 * password.
 */
const prefix: Record<Lang, string> = { vi: "", en: "/en" };
const PASSWORD = "quan-tri-e2e-mat-khau-2026";

/** In Vietnamese: the journeys alternate languages across specs, bilingual-parity.spec.ts shows this page in both (ADR 0020). */
function profileJourney(lang: Lang) {
  const t = ui[lang];

  test(`an administrator's profile page: reached from /user and the menu, the name changed and stored (${lang})`, async ({ page, request }) => {
    // An administrator of this test's own, created by user management, so no other test sees a renamed one.
    const email = `admin-profile-${uid()}@example.com`;
    const created = await request.post("/api/v1/users", {
      headers: await apiSession(request, ADMIN),
      data: { full_name: "Lê Thị Quản Trị", email, role: "administrator", password: PASSWORD, phone_number: phoneNumber() },
    });
    expect(created.status()).toBe(201);
    await signIn(page, `${prefix[lang]}/admin/login`, { email, password: PASSWORD });
    await expect(page).toHaveURL(/\/dashboard\/admin$/);

    await page.goto(`${prefix[lang]}/user`);
    await expect(page).toHaveURL(`${prefix[lang]}/dashboard/admin/profile`);
    await page.goto(`${prefix[lang]}/user/1`);
    await expect(page).toHaveURL(`${prefix[lang]}/dashboard/admin/profile`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: t.dashboard.items.profile })).toBeVisible();
    await expect(page.getByRole("link", { name: t.dashboard.items.profile }).first()).toHaveAttribute("href", `${prefix[lang]}/dashboard/admin/profile`);
    await expect(page.getByLabel(t.account.email)).toHaveValue(email);
    // An administrator keeps a name only: no birth date, nationality or person type to fill in.
    await expect(page.locator('input[name="birth_date"]')).toHaveCount(0);
    await expect(page.locator('[name="nation"]')).toHaveCount(0);
    await expect(page.getByTestId("profile-change-password")).toHaveAttribute("href", `${prefix[lang]}/dashboard/admin/change-password`);
    expect(await axeViolations(page)).toEqual([]);

    await page.locator('input[name="full_name"]').fill("Lê Thị Quản Trị Mới");
    await page.getByRole("button", { name: t.profile.save }).click();
    await expect(page.getByTestId("profile-success")).toBeVisible();
    const profile = await request.get("/api/v1/auth/profile", { headers: await apiSession(request, { email, password: PASSWORD }) });
    expect((await profile.json()).data.full_name).toBe("Lê Thị Quản Trị Mới");
  });
}
profileJourney("vi");

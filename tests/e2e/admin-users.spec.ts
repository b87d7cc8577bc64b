import type { Browser, Page } from "@playwright/test";
import { ADMIN, expect, fill, shared, signIn, test, ui, uid, waitForAnimations, waitForHydration, type Lang } from "./support.ts";

const prefix: Record<Lang, string> = { vi: "", en: "/en" };
const paths = (lang: Lang) => ({
  adminLogin: `${prefix[lang]}/admin/login`,
  userLogin: `${prefix[lang]}/user/login`,
  admin: `${prefix[lang]}/dashboard/admin`,
  users: `${prefix[lang]}/dashboard/admin/users`,
  userInfo: `${prefix[lang]}/dashboard/user/user-info`,
  /** Where contestants land after signing in. */
  contestantHome: `${prefix[lang]}/dashboard/user`,
});

async function signInAsAdmin(page: Page, lang: Lang) {
  await signIn(page, paths(lang).adminLogin, ADMIN);
  await expect(page).toHaveURL(new RegExp(`${paths(lang).admin}$`));
  await waitForHydration(page);
}

/** Creates an account through the admin form and waits for the list's confirmation. */
async function createThroughForm(page: Page, lang: Lang, person: { full_name: string; email: string; role: string; password: string }) {
  const t = ui[lang].adminUsers;
  await page.goto(paths(lang).users);
  await waitForHydration(page);
  await page.getByTestId("users-create").click();
  await expect(page).toHaveURL(new RegExp(`${paths(lang).users}/create$`));
  await expect(page.getByRole("heading", { level: 1, name: t.createTitle })).toBeVisible();
  await waitForHydration(page);
  await page.locator('input[name="full_name"]').fill(person.full_name);
  await page.locator('input[name="email"]').fill(person.email);
  await page.locator('select[name="role"]').selectOption(person.role);
  await page.locator('input[name="password"]').fill(person.password);
  await page.getByTestId("user-submit").click();
  await expect(page).toHaveURL(new RegExp(`${paths(lang).users}$`));
  await expect(page.getByTestId("users-notice")).toContainText(t.notices.created);
}

async function search(page: Page, text: string) {
  await page.getByTestId("users-search").fill(text);
  await page.getByTestId("users-search-submit").click();
  await expect(page).toHaveURL(new RegExp(`full_name=${encodeURIComponent(text).replace(/%20/g, "(\\+|%20)")}`));
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test.describe("administrators' user management", () => {
  test("an administrator creates a judge, finds them by name, edits and deletes them (en)", async ({ page }) => {
    const lang = "en" as Lang;
    const t = ui[lang].adminUsers;
    test.slow(); // A long journey of about twenty page loads.
    const id = uid();
    const name = `Giám Khảo Thử ${id}`;
    const email = `judge-${id}@example.test`;
    await signInAsAdmin(page, lang);

    // The side menu has the Users group.
    await page.getByRole("navigation", { name: ui[lang].dashboard.sideMenu }).getByText(t.menu.group, { exact: true }).first().click();
    // The group opens with a height transition; a click while it grows can land beside the link.
    await waitForAnimations(page);
    await page.getByRole("link", { name: t.menu.create, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${paths(lang).users}/create$`));

    // The browser checks the form with the API's schema before sending it.
    await waitForHydration(page);
    await page.getByTestId("user-submit").click();
    await expect(page.getByText(shared[lang].validation.required.full_name)).toBeVisible();
    await expect(page.getByText(shared[lang].users.validation.role)).toBeVisible();

    await createThroughForm(page, lang, { full_name: name, email, role: "judge", password: `judge-secret-${id}` });

    // Found by a part of the name, whatever the case, diacritics as typed; the address can be shared.
    await search(page, `giám khảo thử ${id}`.toUpperCase());
    const row = page.getByTestId("user-row").filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(name);
    await expect(row).toContainText(t.types.judge);
    await expect(row).toContainText(t.activated);
    await page.reload();
    await expect(page.getByTestId("user-row").filter({ hasText: email })).toHaveCount(1);
    await waitForHydration(page);

    // The type filter narrows the list.
    await page.locator('select[name="type"]').selectOption("candidate");
    await page.getByTestId("users-search-submit").click();
    await expect(page).toHaveURL(/type=candidate/);
    await expect(page.getByTestId("users-empty")).toHaveText(t.empty);

    // Edit.
    await page.locator('select[name="type"]').selectOption("judge");
    await page.getByTestId("users-search-submit").click();
    await expect(page).toHaveURL(/type=judge/);
    await page.getByRole("link", { name: `${ui[lang].rowActions.edit} ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.editTitle })).toBeVisible();
    await waitForHydration(page);
    const renamed = `${name} Đã Sửa`;
    await expect(page.locator('input[name="full_name"]')).toHaveValue(name);
    await page.locator('input[name="full_name"]').fill(renamed);
    await page.locator('input[name="phone_number"]').fill("12");
    await page.getByTestId("user-submit").click();
    await expect(page.getByText(shared[lang].validation.invalid.phone)).toBeVisible();
    await page.locator('input[name="phone_number"]').fill("");
    await page.getByTestId("user-submit").click();
    await expect(page).toHaveURL(new RegExp(`${paths(lang).users}$`));
    await expect(page.getByTestId("users-notice")).toContainText(t.notices.updated);
    await search(page, renamed);
    const edited = page.getByTestId("user-row").filter({ hasText: email });
    await expect(edited).toContainText(renamed);

    // Delete, after confirming.
    await edited.getByRole("button", { name: `${ui[lang].rowActions.delete} ${renamed}` }).click();
    const dialog = page.getByRole("dialog", { name: t.deleteModal.title });
    await expect(dialog).toContainText(email);
    await dialog.getByTestId("delete-confirm").click();
    await expect(page.getByTestId("users-notice")).toContainText(shared[lang].users.deleted);
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("user-row").filter({ hasText: email })).toHaveCount(0);
    await expect(page.getByTestId("users-empty")).toHaveText(t.empty);
  });

  test("an administrator resets a password and sees the generated one once (vi)", async ({ page, browser }) => {
    const lang = "vi" as Lang;
    const t = ui[lang].adminUsers;
    test.slow(); // Creates an account and signs in twice (argon2 on each sign-in).
    const id = uid();
    const person = { full_name: `Thí Sinh Quên ${id}`, email: `forgetful-${id}@example.test`, role: "candidate", password: `candidate-secret-${id}` };
    await signInAsAdmin(page, lang);
    await createThroughForm(page, lang, person);
    await search(page, person.full_name);
    await page.getByRole("button", { name: fill(t.actions.resetPasswordLabel, { name: person.full_name }) }).click();
    const dialog = page.getByRole("dialog", { name: fill(t.resetModal.title, { name: person.full_name }) });
    await dialog.getByTestId("reset-confirm").click();
    const generated = page.getByTestId("generated-password");
    await expect(generated).toHaveText(/^[\w-]{16}$/);
    const password = (await generated.textContent()) ?? "";

    const other = await freshPage(browser);
    await signIn(other.page, paths(lang).userLogin, { email: person.email, password });
    await expect(other.page).toHaveURL(new RegExp(`${paths(lang).contestantHome}$`));
    await other.context.close();
  });

  test("guards: anonymous visitors go to the admin login (en)", async ({ page }) => {
    const lang = "en" as Lang;
    await page.goto(paths(lang).admin);
    await expect(page).toHaveURL(new RegExp(`${paths(lang).adminLogin}(\\?|$)`));
    await page.goto(paths(lang).users);
    await expect(page).toHaveURL(new RegExp(`${paths(lang).adminLogin}(\\?|$)`));
  });

  test("guards: a candidate in the admin area is signed out and sent to the admin login (vi)", async ({ page, browser }) => {
    const lang = "vi" as Lang;
    test.slow(); // Creates an account and signs in twice (argon2 on each sign-in).
    const id = uid();
    const candidate = { full_name: `Thí Sinh ${id}`, email: `candidate-${id}@example.test`, role: "candidate", password: `candidate-secret-${id}` };
    await signInAsAdmin(page, lang);
    await createThroughForm(page, lang, candidate);

    const other = await freshPage(browser);
    await signIn(other.page, paths(lang).userLogin, candidate);
    await expect(other.page).toHaveURL(new RegExp(`${paths(lang).contestantHome}$`));
    await other.page.goto(paths(lang).admin);
    await expect(other.page).toHaveURL(new RegExp(`${paths(lang).adminLogin}$`));
    // Signed out for real: the user area now asks for a login too.
    await other.page.goto(paths(lang).userInfo);
    await expect(other.page).toHaveURL(new RegExp(`${paths(lang).userLogin}(\\?|$)`));
    await other.context.close();
  });

  test("guards: an administrator in the user area is signed out and sent to the user login (en)", async ({ page }) => {
    const lang = "en" as Lang;
    await signInAsAdmin(page, lang);
    await page.goto(paths(lang).userInfo);
    await expect(page).toHaveURL(new RegExp(`${paths(lang).userLogin}$`));
    await page.goto(paths(lang).admin);
    await expect(page).toHaveURL(new RegExp(`${paths(lang).adminLogin}(\\?|$)`));
  });
});

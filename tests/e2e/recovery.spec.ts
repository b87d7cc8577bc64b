import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { axeViolations, delivered, expect, insertPerson, shared, signIn, test, ui, uid, waitForHydration, type Lang } from "./support.ts";

/**
 * Password recovery journeys against the real server. The person is put straight into the server's SQLite file
 * (WAL mode lets a second connection write while the server runs), so these tests need no other sign-up flow;
 * the e-mails and SMS are read from the outbox tables the job worker fills.
 */
interface Person {
  email: string;
  phone: string;
  /** The phone as a Vietnamese person types it. */
  localPhone: string;
  password: string;
}

async function createPerson(): Promise<Person> {
  const digits = String(randomInt(0, 10_000_000)).padStart(7, "0");
  const person = {
    email: `e2e-recovery-${uid()}@example.com`,
    phone: `+8497${digits}`,
    localPhone: `097 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    password: `Old-password-${uid()}`,
  };
  await insertPerson({ email: person.email, password: person.password, full_name: "Trần Văn Phục Hồi", phone_number: person.phone });
  return person;
}

const loginPath: Record<Lang, string> = { vi: "/user/login", en: "/en/user/login" };
const forgetPath: Record<Lang, string> = { vi: "/user/forget", en: "/en/user/forget" };
const userHome: Record<Lang, string> = { vi: "/dashboard/user", en: "/en/dashboard/user" };

/** The text of a shared message up to its first variable, for messages that carry a number of seconds. */
const fixedPart = (message: string) => message.split("{{")[0]!.trim();

async function signInAt(page: Page, lang: Lang, email: string, password: string) {
  await expect(page).toHaveURL(loginPath[lang]);
  await signIn(page, loginPath[lang], { email, password });
  await expect(page).toHaveURL(userHome[lang]);
}

test.describe("password recovery", () => {
  test("by e-mail: link from the outbox -> new password -> sign in with it (vi)", async ({ page }) => {
    const lang = "vi" as Lang;
    const t = ui[lang].recovery;
    const messages = shared[lang];
    const person = await createPerson();
    const newPassword = `New-password-${uid()}`;

    await page.goto(loginPath[lang]);
    await waitForHydration(page);
    await page.getByRole("link", { name: t.forgotLink }).click();
    await expect(page).toHaveURL(forgetPath[lang]);
    await expect(page.getByRole("heading", { level: 1, name: t.forgotTitle })).toBeVisible();
    await waitForHydration(page);

    // The shared schema answers before anything is sent.
    await page.locator('[name="email"]').fill("not-an-email");
    await page.getByRole("button", { name: t.sendLink }).click();
    await expect(page.getByText(messages.validation.invalid.email)).toBeVisible();

    await page.locator('[name="email"]').fill(person.email);
    await page.getByRole("button", { name: t.sendLink }).click();
    await expect(page.getByTestId("recovery-success")).toContainText(messages.messages.resetLinkSent);

    const mail = await delivered("outbox_emails", person.email);
    const link = /https?:\/\/\S+\/user\/reset\?token=[\w%-]+/.exec(mail.text)?.[0];
    expect(link, "the e-mail carries the reset link").toBeTruthy();
    expect(new URL(link!).pathname).toBe(lang === "en" ? "/en/user/reset" : "/user/reset");

    await page.goto(link!);
    await expect(page.getByRole("heading", { level: 1, name: t.resetTitle })).toBeVisible();
    await waitForHydration(page);
    await page.locator('[name="password"]').fill(newPassword);
    await page.locator('[name="password_confirmation"]').fill(`${newPassword}x`);
    await page.getByRole("button", { name: t.savePassword }).click();
    await expect(page.getByText(messages.validation.password.mismatch)).toBeVisible();
    await page.locator('[name="password_confirmation"]').fill(newPassword);
    await page.getByRole("button", { name: t.savePassword }).click();
    await expect(page.getByTestId("recovery-success")).toContainText(messages.messages.passwordReset);

    await page.getByTestId("recovery-success").locator("..").getByRole("link", { name: t.goToLogin }).click();
    await signInAt(page, lang, person.email, newPassword);

    // The link worked once.
    await page.goto(link!);
    await expect(page.getByTestId("recovery-error")).toContainText(messages.errors.code.invalid);
    await expect(page.getByRole("link", { name: t.requestNewLink })).toBeVisible();
  });

  test("by phone: code from the outbox (resend waits) -> new password -> sign in with it (en)", async ({ page }) => {
    const lang = "en" as Lang;
    const t = ui[lang].recovery;
    const messages = shared[lang];
    const person = await createPerson();
    const newPassword = `New-password-${uid()}`;

    await page.goto(forgetPath[lang]);
    await waitForHydration(page);
    await page.getByTestId("recovery-by-phone").click();
    await expect(page).toHaveURL(`${forgetPath[lang]}?by=phone`);
    await page.locator('[name="phone_number"]').fill(person.localPhone);
    await page.getByRole("button", { name: t.sendCode }).click();
    await expect(page.getByTestId("recovery-code-sent")).toContainText(messages.messages.resetCodeSent);
    const sms = await delivered("outbox_sms", person.phone);
    const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
    expect(code, "the SMS carries a six-digit code").toBeTruthy();

    // Asking again at once shows the cool-down.
    await page.getByRole("button", { name: t.resendCode }).click();
    await expect(page.getByTestId("recovery-error")).toContainText(fixedPart(messages.errors.RATE_LIMITED));

    const codeInput = page.locator('[name="code"]');
    await codeInput.fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: t.checkCode }).click();
    await expect(page.getByText(messages.errors.code.invalid)).toBeVisible();
    await expect(codeInput).toHaveValue(code === "000000" ? "111111" : "000000");

    await codeInput.fill(code!);
    await page.getByRole("button", { name: t.checkCode }).click();
    await expect(page.getByRole("heading", { name: t.newPasswordTitle })).toBeVisible();
    await page.locator('[name="password"]').fill(newPassword);
    await page.locator('[name="password_confirmation"]').fill(newPassword);
    await page.getByRole("button", { name: t.savePassword }).click();
    await expect(page.getByTestId("recovery-success")).toContainText(messages.messages.passwordReset);

    await page.getByTestId("recovery-success").locator("..").getByRole("link", { name: t.goToLogin }).click();
    await signInAt(page, lang, person.email, newPassword);
  });

  test("change password from the user menu; a wrong current password is refused (vi)", async ({ page }) => {
    const lang = "vi" as Lang;
    const t = ui[lang].recovery;
    const messages = shared[lang];
    const person = await createPerson();
    const newPassword = `Changed-password-${uid()}`;

    await page.goto(loginPath[lang]);
    await signInAt(page, lang, person.email, person.password);
    await waitForHydration(page);
    await page.getByRole("link", { name: ui[lang].dashboard.items.changePassword }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.changeTitle })).toBeVisible();

    await page.locator('[name="current_password"]').fill("not-the-password");
    await page.locator('[name="password"]').fill(newPassword);
    await page.locator('[name="password_confirmation"]').fill(newPassword);
    await page.getByRole("button", { name: t.changeSubmit }).click();
    await expect(page.getByText(messages.errors.wrongCurrentPassword)).toBeVisible();

    await page.locator('[name="current_password"]').fill(person.password);
    await page.locator('[name="password"]').fill(newPassword);
    await page.locator('[name="password_confirmation"]').fill(newPassword);
    await page.getByRole("button", { name: t.changeSubmit }).click();
    await expect(page.getByTestId("recovery-success")).toContainText(messages.messages.passwordChanged);
    // Still signed in here.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: t.changeTitle })).toBeVisible();
  });
});

test.describe("recovery pages are accessible", () => {
  test("forgot password by e-mail, showing its errors (vi)", async ({ page }) => {
    await page.goto(forgetPath.vi);
    await waitForHydration(page);
    await page.getByRole("button", { name: ui.vi.recovery.sendLink }).click();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("forgot password by phone (en)", async ({ page }) => {
    await page.goto(`${forgetPath.en}?by=phone`);
    await expect(page.locator('[name="phone_number"]')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a reset link that cannot be used (en)", async ({ page }) => {
    await page.goto("/en/user/reset?token=not-a-real-token");
    await expect(page.getByTestId("recovery-error")).toContainText(shared.en.errors.code.invalid);
    expect(await axeViolations(page)).toEqual([]);
  });
});

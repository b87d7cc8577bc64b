import type { APIRequestContext, Page } from "@playwright/test";
import { axeViolations, delivered, expect, shared, test, ui, uid, waitForHydration, type Lang } from "./support.ts";

const prefix: Record<Lang, string> = { vi: "", en: "/en" };
const registerPath = (lang: Lang) => `${prefix[lang]}/user/register`;

/** The newest e-mail sent to an address, read from the e2e server's own SQLite file (the outbox transport). */
/** Waits for the job worker to send the activation e-mail, then reads its code and link. */
async function activationMail(to: string) {
  const body = (await delivered("outbox_emails", to)).text;
  return { code: /: (\d{6})\n/.exec(body)?.[1] ?? "", link: /(https?:\/\/\S+)/.exec(body)?.[1] ?? "" };
}

/** A new person each time (e-mail, phone and ID number are unique). */
function person(lang: Lang) {
  const id = uid();
  return {
    full_name: lang === "vi" ? `Nguyễn Thị Lan ${id}` : `Jane Doe ${id}`,
    cmt: `E2E${id.toUpperCase()}`.slice(0, 20),
    birth_date: "05/03/1995",
    phone_number: `09${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
    email: `reg-${id}@example.com`,
    nation: "VN",
    password: "bien-xanh-hoi-nghi-2026",
  };
}
type Person = ReturnType<typeof person>;

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
/** A message text as a pattern, with `{{var}}` placeholders matching anything. */
const pattern = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\\{\\\{\w+\\\}\\\}/g, ".+"));

async function fillForm(page: Page, p: Person, options: { confirmation?: string; acceptTerms?: boolean } = {}) {
  for (const name of ["full_name", "cmt", "birth_date", "phone_number", "email", "password"] as const) await field(page, name).fill(p[name]);
  await field(page, "nation").selectOption(p.nation);
  await field(page, "password_confirmation").fill(options.confirmation ?? p.password);
  if (options.acceptTerms ?? true) await field(page, "accept_terms").check();
}

function signupThroughApi(request: APIRequestContext, p: Person) {
  return request.post("/api/v1/auth/signup", {
    data: { ...p, password_confirmation: p.password, accept_terms: true, person_type: "person" },
  });
}

test.describe("registration", () => {
  test("register from the login page, activate with the code that was sent, land on the profile (vi)", async ({ page }) => {
    const lang = "vi" as Lang;
    const t = ui[lang];
    const s = shared[lang];
    await page.goto(`${prefix[lang]}/user/login`);
    await waitForHydration(page);
    await page.getByRole("link", { name: t.registration.createAccount }).click();
    await expect(page).toHaveURL(registerPath(lang));
    await expect(page.getByRole("heading", { level: 1, name: t.registration.title })).toBeVisible();
    await expect(page.getByText(t.registration.requiredLegend)).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: t.registration.signIn })).toHaveAttribute("href", `${prefix[lang]}/user/login`);
    await expect(page.getByRole("link", { name: lang === "vi" ? "thể lệ cuộc thi" : "contest rules" })).toHaveAttribute(
      "href",
      lang === "vi" ? "/cuoc-thi/dieu-le" : "/en/contest/dieu-le",
    );

    const p = person(lang);
    await page.getByRole("radio", { name: t.registration.organisation }).check();
    await fillForm(page, p);
    await page.getByRole("button", { name: t.registration.submit }).click();

    await expect(page).toHaveURL(`${prefix[lang]}/user/activate`);
    await expect(page.getByRole("heading", { level: 1, name: t.activation.title })).toBeVisible();
    await expect(page.getByText(p.email, { exact: false }).first()).toBeVisible();
    await waitForHydration(page);
    const { code } = await activationMail(p.email);

    // Registration sent the first code: a new one can be asked for after 60 seconds, and the page counts them down
    // (it used to let the person ask at once and answer "too many requests").
    await expect(page.getByTestId("resend-code")).toBeDisabled();
    await expect(page.getByTestId("resend-wait")).toHaveText(pattern(t.activation.resendIn_other));
    await expect(page.getByTestId("resend-result")).toHaveCount(0);

    // A wrong code is refused on the field; the right one activates the account.
    await field(page, "code").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: t.activation.submit, exact: true }).click();
    await expect(field(page, "code")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "code")).toHaveAccessibleDescription(pattern(s.errors.code.invalid));

    await field(page, "code").fill(code);
    await page.getByRole("button", { name: t.activation.submit, exact: true }).click();
    await expect(page.getByTestId("activation-success")).toContainText(s.messages.accountActivated);
    await expect(page.getByRole("link", { name: t.activation.continue })).toBeFocused();
    await page.getByRole("link", { name: t.activation.continue }).click();

    await expect(page).toHaveURL(`${prefix[lang]}/dashboard/user`);
    await expect(page.getByRole("heading", { level: 1, name: t.contestantHome.title })).toBeVisible();
    await expect(page.getByText(p.full_name).first()).toBeVisible();
    await expect(page.getByText(t.account.notActivated)).toHaveCount(0);
  });

  test("problems are shown per field in the page's language, and typed values are kept (en)", async ({ page, request }) => {
    const lang = "en" as Lang;
    const t = ui[lang];
    const s = shared[lang];
    await page.goto(registerPath(lang));
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await waitForHydration(page);

    // Nothing typed: every required field says so, and focus goes to the first one.
    await page.getByRole("button", { name: t.registration.submit }).click();
    const required: [string, string][] = [
      ["full_name", s.validation.required.full_name],
      ["cmt", s.validation.required.cmt],
      ["birth_date", s.validation.required.birth_date],
      ["phone_number", s.validation.required.phone],
      ["email", s.validation.required.email],
      ["nation", s.validation.required.nation],
      ["password", s.validation.required.password],
      ["password_confirmation", s.validation.required.password_confirmation],
    ];
    for (const [name, message] of required) {
      await expect(field(page, name)).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, name)).toHaveAccessibleDescription(pattern(message));
    }
    await expect(field(page, "accept_terms")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "accept_terms")).toHaveAccessibleDescription(pattern(s.validation.terms.required));
    await expect(field(page, "full_name")).toBeFocused();
    await expect(page).toHaveURL(registerPath(lang));

    // Rules that compare fields or need today's date are checked in the browser too.
    const p = person(lang);
    await fillForm(page, { ...p, birth_date: "31/12/2099", phone_number: "12345" }, { confirmation: "something-else-entirely" });
    await page.getByRole("button", { name: t.registration.submit }).click();
    await expect(field(page, "birth_date")).toHaveAccessibleDescription(pattern(s.validation.birth_date.underAge));
    await expect(field(page, "phone_number")).toHaveAccessibleDescription(pattern(s.validation.invalid.phone));
    await expect(field(page, "password_confirmation")).toHaveAccessibleDescription(pattern(s.validation.password.mismatch));
    await expect(page.getByText(s.validation.terms.required)).toHaveCount(0);

    // The server's own refusal (an e-mail that is already registered) lands on its field; nothing typed is lost.
    const taken = person(lang);
    expect((await signupThroughApi(request, taken)).status()).toBe(201);
    await fillForm(page, { ...p, email: taken.email }, { acceptTerms: false });
    await page.getByRole("button", { name: t.registration.submit }).click();
    await expect(field(page, "email")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "email")).toHaveAccessibleDescription(pattern(s.errors.duplicate.email));
    await expect(page).toHaveURL(registerPath(lang));
    await expect(field(page, "email")).toBeFocused();
    for (const name of ["full_name", "cmt", "birth_date", "phone_number", "nation"] as const) await expect(field(page, name)).toHaveValue(p[name]);
    await expect(field(page, "email")).toHaveValue(taken.email);
    await expect(field(page, "accept_terms")).toBeChecked();
  });

  test("the form with its errors and the activation page have no WCAG 2.2 AA violations (vi)", async ({ page }) => {
    const lang = "vi" as Lang;
    const t = ui[lang];
    await page.goto(registerPath(lang));
    await waitForHydration(page);
    await page.getByRole("button", { name: t.registration.submit }).click();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(9);
    expect(await axeViolations(page)).toEqual([]);

    const p = person(lang);
    await fillForm(page, p);
    await page.getByRole("button", { name: t.registration.submit }).click();
    await expect(page).toHaveURL(`${prefix[lang]}/user/activate`);
    await waitForHydration(page);
    await page.getByRole("button", { name: t.activation.submit, exact: true }).click();
    await expect(field(page, "code")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("resend-wait")).toBeVisible();
    // The dashboard frame's user menu is checked by the frame's own tests; this checks the activation page's content.
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the e-mailed link confirms the address and activates the account (en)", async ({ page, request }) => {
    const lang = "en" as Lang;
    const t = ui[lang];
    const s = shared[lang];
    const p = person(lang);
    const response = await request.post(`/api/v1/auth/signup?lang=${lang}`, {
      data: { ...p, password_confirmation: p.password, accept_terms: true, person_type: "person" },
    });
    expect(response.status()).toBe(201);
    const { link } = await activationMail(p.email);
    const url = new URL(link);
    expect(url.pathname).toBe(`${prefix[lang]}/user/verify`);

    await page.goto(url.pathname + url.search);
    await expect(page.getByRole("heading", { level: 1, name: t.verification.title })).toBeVisible();
    await expect(page.getByTestId("verification-success")).toHaveText(s.messages.accountActivated);
    await expect(page.getByRole("main").getByRole("link", { name: t.verification.signIn })).toHaveAttribute("href", `${prefix[lang]}/user/login`);

    await page.goto(url.pathname + url.search);
    await expect(page.getByTestId("verification-success")).toHaveText(s.messages.alreadyActivated);

    await page.goto(`${prefix[lang]}/user/verify?token=not-a-real-token`);
    await expect(page.getByTestId("verification-error")).toContainText(s.errors.code.invalid);
  });
});

test.describe("registration without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server's answer keeps what was typed, except the passwords", async ({ page }) => {
    const t = ui.vi;
    await page.goto(registerPath("vi"));
    const p = person("vi");
    await fillForm(page, { ...p, birth_date: "01/01/2020" });
    await page.getByRole("button", { name: t.registration.submit }).click();
    await expect(field(page, "birth_date")).toHaveAccessibleDescription(pattern(shared.vi.validation.birth_date.underAge));
    for (const name of ["full_name", "cmt", "phone_number", "email", "nation"] as const) await expect(field(page, name)).toHaveValue(p[name]);
    await expect(field(page, "birth_date")).toHaveValue("01/01/2020");
    await expect(field(page, "password")).toHaveValue("");
    await expect(field(page, "accept_terms")).toBeChecked();
  });
});

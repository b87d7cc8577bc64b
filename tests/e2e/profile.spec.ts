import type { Page } from "@playwright/test";
import { axeViolations, delivered, expect, insertPerson, shared, signIn, test, ui, uid, waitForHydration, type Lang } from "./support.ts";

const PASSWORD = "ho-so-e2e-mat-khau-2024";
/** A real 1x1 PNG, so the preview can be checked as a decoded image. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

const loginPath: Record<Lang, string> = { vi: "/user/login", en: "/en/user/login" };
const profilePath: Record<Lang, string> = { vi: "/dashboard/user/user-info", en: "/en/dashboard/user/user-info" };

/** A unique Vietnamese mobile number (+849 followed by 8 digits). */
function phone(): { local: string; e164: string } {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  return { local: `09${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`, e164: `+849${digits}` };
}

async function createUser(role: "candidate" | "investor", values: { phone_number?: string } = {}) {
  const email = `profile-${uid()}@example.com`;
  await insertPerson({ email, password: PASSWORD, role, phone_number: values.phone_number ?? phone().e164, birth_date: "1990-05-01", nation: "VN" });
  return email;
}

async function signInAs(page: Page, lang: Lang, email: string, { javaScript = true } = {}) {
  await signIn(page, loginPath[lang], { email, password: PASSWORD }, { javaScript });
  // Contestants land on their area's home, investors on their fund page; both then open the profile.
  await expect(page).toHaveURL(/\/dashboard\/user|\/user\/dau-tu-tang-truong/);
  if (!page.url().endsWith(profilePath[lang])) await page.goto(profilePath[lang]);
  await expect(page.getByRole("heading", { level: 1, name: ui[lang].dashboard.items.profile })).toBeVisible();
  if (javaScript) await waitForHydration(page);
}

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const save = (page: Page, lang: Lang) => page.getByRole("button", { name: ui[lang].profile.save }).click();

test.describe("profile", () => {
  test("a contestant edits the profile, sees the success message and finds the values after a reload (en)", async ({ page }) => {
    const lang = "en" as Lang;
    const t = ui[lang];
    const messages = shared[lang];
    test.slow(); // argon2 for the account and the sign-in.
    await signInAs(page, lang, await createUser("candidate"));
    await field(page, "full_name").fill(`Trần Thị Bích ${lang}`);
    await field(page, "birth_date").fill("03/04/1985");
    await field(page, "nation").selectOption("JP");
    await page.getByLabel(t.profile.organisation).check();
    await save(page, lang);

    await expect(page.getByTestId("profile-success")).toHaveText(messages.messages.profileUpdated);
    // The form shows what was saved, normalised by the server.
    await expect(field(page, "birth_date")).toHaveValue("03/04/1985");

    await page.reload();
    await expect(field(page, "full_name")).toHaveValue(`Trần Thị Bích ${lang}`);
    await expect(field(page, "birth_date")).toHaveValue("03/04/1985");
    await expect(field(page, "nation")).toHaveValue("JP");
    await expect(field(page, "nation").locator("option:checked")).toHaveText(lang === "vi" ? "Nhật Bản" : "Japan");
    await expect(page.getByLabel(t.profile.organisation)).toBeChecked();
    // Contestants have no KYC section.
    await expect(field(page, "tknh")).toHaveCount(0);
  });

  test("a new phone number takes effect only with the code sent to it, and the holder is told by e-mail (vi)", async ({ page }) => {
    const lang = "vi" as Lang;
    const t = ui[lang];
    const messages = shared[lang];
    test.slow();
    const taken = phone();
    await createUser("candidate", { phone_number: taken.e164 });
    const own = phone();
    const email = await createUser("candidate", { phone_number: own.e164 });
    await signInAs(page, lang, email);
    const box = page.getByTestId("phone-change");
    const newNumber = box.locator('input[name="phone_number"]');
    const send = box.getByRole("button", { name: t.profile.phone.send });
    await expect(page.getByTestId("phone-current")).toHaveValue(own.e164);

    // Caught in the browser with the API's own rule.
    await newNumber.fill("12345");
    await send.click();
    await expect(newNumber).toHaveAttribute("aria-invalid", "true");
    await expect(box.getByText(messages.validation.invalid.phone, { exact: true })).toBeVisible();

    // Refused by the server (another account has it): the message says no more.
    await newNumber.fill(taken.local);
    await send.click();
    await expect(box.getByText(messages.errors.duplicate.phone_number, { exact: true })).toBeVisible();

    // A free number: a code goes to it by SMS; nothing changes until it is typed back.
    const fresh = phone();
    await newNumber.fill(fresh.local);
    await send.click();
    await expect(page.getByTestId("phone-success")).toHaveText(messages.messages.phoneCodeSent);
    const sms = await delivered("outbox_sms", fresh.e164);
    const code = /\b(\d{6})\b/.exec(sms.text)![1]!;
    await expect(page.getByTestId("phone-current")).toHaveValue(own.e164);
    await box.locator('input[name="code"]').fill(code);
    await box.getByRole("button", { name: t.profile.phone.confirm }).click();
    await expect(page.getByTestId("phone-success")).toHaveText(messages.messages.phoneChanged);
    await expect(page.getByTestId("phone-current")).toHaveValue(fresh.e164);
    const mail = await delivered("outbox_emails", email);
    expect(mail.text).toContain(fresh.e164.slice(-3));
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await expect(page.getByTestId("phone-current")).toHaveValue(fresh.e164);
  });

  test("an investor completes KYC with both ID images and may then transact (en)", async ({ page }) => {
    const lang = "en" as Lang;
    const t = ui[lang];
    const messages = shared[lang];
    test.slow();
    await signInAs(page, lang, await createUser("investor"));
    const missing = page.getByTestId("kyc-missing");
    await expect(missing).toContainText(t.profile.kyc.incompleteTitle);
    for (const key of ["address", "tknh", "img", "img1"] as const) await expect(missing).toContainText(t.profile.fields[key]);

    const cmt = `${Date.now()}`.slice(-12);
    await field(page, "address").fill("12 Trần Phú, Nha Trang");
    await field(page, "cmt").fill(cmt);
    await field(page, "ngaycmt").fill("15/08/2021");
    await field(page, "noicapcmt").fill("Cục Cảnh sát QLHC về TTXH");
    await field(page, "tenchutknh").fill("NGUYEN VAN AN");
    await field(page, "tknh").fill("0123 4567 89");
    await field(page, "nganhangtknh").fill("Vietcombank");
    await field(page, "chinhanhtknh").fill("Nha Trang");
    await save(page, lang);
    await expect(page.getByTestId("profile-success")).toHaveText(messages.messages.profileUpdated);
    await expect(field(page, "tknh")).toHaveValue("0123456789");
    await expect(missing).toContainText(t.profile.fields.img);
    await expect(missing).not.toContainText(t.profile.fields.address);

    // A text file named like an image is refused by content.
    const front = page.getByTestId("id-image-front");
    await front.locator('input[type="file"]').setInputFiles({ name: "front.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
    await front.getByRole("button", { name: t.profile.idImages.upload }).click();
    await expect(front.getByText(messages.errors.invalidFile)).toBeVisible();
    await expect(front.locator("img")).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    for (const side of ["front", "back"] as const) {
      const card = page.getByTestId(`id-image-${side}`);
      await card.locator('input[type="file"]').setInputFiles({ name: `${side}.png`, mimeType: "image/png", buffer: PNG });
      await card.getByRole("button", { name: t.profile.idImages.upload }).click();
      await expect(card.getByRole("status")).toHaveText(messages.messages.idImageUploaded);
      await expect(card.locator("img")).toBeVisible();
    }
    await expect(page.getByTestId("kyc-complete")).toHaveText(t.profile.kyc.complete);
    await expect(missing).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // After a reload the saved values are there, dates as dd/mm/yyyy, and the previews come from the private endpoint.
    await page.reload();
    await expect(field(page, "ngaycmt")).toHaveValue("15/08/2021");
    await expect(field(page, "cmt")).toHaveValue(cmt);
    await expect(page.getByTestId("kyc-complete")).toBeVisible();
    for (const side of ["front", "back"] as const) {
      const image = page.getByTestId(`id-image-${side}`).locator("img");
      await expect(image).toHaveAttribute("src", new RegExp(`^/api/v1/auth/profile/id-images/${side}\\?v=`));
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    }
    // Without the session cookie the same image is refused.
    const src = (await page.getByTestId("id-image-front").locator("img").getAttribute("src")) ?? "";
    const anonymous = await page.request.fetch(src, { headers: { cookie: "" } });
    expect(anonymous.status()).toBe(401);
  });
});

test.describe("profile without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the profile form and an ID image upload work as plain form posts", async ({ page }) => {
    test.slow();
    const lang = "vi";
    await signInAs(page, lang, await createUser("investor"), { javaScript: false });
    await field(page, "address").fill("1 Lê Lợi, Huế");
    await field(page, "birth_date").fill("31/02/1990");
    await save(page, lang);
    // The server's message, in the page's language, and the typed values come back.
    await expect(page.getByText(shared.vi.validation.invalid.birth_date, { exact: true })).toBeVisible();
    await expect(field(page, "address")).toHaveValue("1 Lê Lợi, Huế");

    const card = page.getByTestId("id-image-front");
    await card.locator('input[type="file"]').setInputFiles({ name: "front.png", mimeType: "image/png", buffer: PNG });
    await card.getByRole("button", { name: ui.vi.profile.idImages.upload }).click();
    await expect(page.getByText(shared.vi.messages.idImageUploaded)).toBeVisible();
    await expect(page.getByTestId("id-image-front").locator("img")).toHaveAttribute("src", /^\/api\/v1\/auth\/profile\/id-images\/front\?v=/);
  });
});

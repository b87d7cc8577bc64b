import type { Locator, Page } from "@playwright/test";
import { ADMIN, expect, insertPerson, phoneNumber, signIn, test, ui, uid, waitForHydration, type Lang } from "./support.ts";

/**
 * Controls speak the page's language and sit beside their labels, whatever the browser's own locale: each page is
 * opened in a browser set to the other language.
 */
const prefix: Record<Lang, string> = { vi: "", en: "/en" };
const otherBrowserLocale: Record<Lang, string> = { vi: "en-US", en: "vi-VN" };

/** The label of a radio, checkbox or switch is on the control's line, to its right. */
async function expectLabelBeside(control: Locator, label: Locator) {
  const [box, text] = [await control.boundingBox(), await label.boundingBox()];
  expect(box && text, "control and label are drawn").toBeTruthy();
  const middle = text!.y + text!.height / 2;
  expect(middle, "the label's middle is within the control's height").toBeGreaterThanOrEqual(box!.y - 2);
  expect(middle).toBeLessThanOrEqual(box!.y + box!.height + 2);
  expect(text!.x, "the label starts right of the control").toBeGreaterThan(box!.x + box!.width - 1);
}

async function expectInlineLabels(page: Page, inputs: Locator) {
  // Mantine gives each control a new id once mounted (its useId): an id read before hydration may be gone after it.
  await waitForHydration(page);
  const count = await inputs.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const input = inputs.nth(index);
    const id = await input.getAttribute("id");
    await expectLabelBeside(input, page.locator(`label[for="${id}"]`));
  }
}

/** The page's language opened in a browser set to the other one; each rule is checked in one of the two directions. */
function inOtherBrowser(lang: Lang, tests: (t: (typeof ui)[Lang]) => void) {
  test.describe(`form controls (${lang} page, ${otherBrowserLocale[lang]} browser)`, () => {
    test.use({ locale: otherBrowserLocale[lang] });
    tests(ui[lang]);
  });
}

inOtherBrowser("vi", (t) => {
  const lang: Lang = "vi";
  test("registration: radios and the terms checkbox have their labels beside them", async ({ page }) => {
    await page.goto(`${prefix[lang]}/user/register`);
    await expect(page.getByRole("heading", { level: 1, name: t.registration.title })).toBeVisible();
    await expectInlineLabels(page, page.locator('form input[type="radio"], form input[name="accept_terms"]'));
  });

  test("KYC: the person-type radios sit beside their labels and the ID file input speaks the page's language", async ({ page }) => {
    const email = `controls-${uid()}@example.com`;
    const password = "dieu-khien-bieu-mau-2024";
    await insertPerson({ email, password, role: "investor", phone_number: phoneNumber(), birth_date: "1990-05-01" });
    await signIn(page, `${prefix[lang]}/user/login`, { email, password });
    await page.waitForURL((url) => !url.pathname.endsWith("/login"));
    await page.goto(`${prefix[lang]}/dashboard/user/user-info`);
    await waitForHydration(page);
    await expectInlineLabels(page, page.locator('input[type="radio"][name="person_type"]'));
    const idImages = page.locator("#profile-id-images").locator("..");
    await expect(idImages.getByText(t.fileField.choose).first()).toBeVisible();
    await expect(idImages.getByText(t.fileField.none).first()).toBeVisible();
    await idImages
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: "mat-truoc.png", mimeType: "image/png", buffer: Buffer.from("png") });
    await expect(idImages.getByText("mat-truoc.png")).toBeVisible();
  });
});

inOtherBrowser("en", (t) => {
  const lang = "en" as Lang;
  test("registration: nationality is a country chosen from names in the page's language, Vietnam first, none chosen yet", async ({ page }) => {
    await page.goto(`${prefix[lang]}/user/register`);
    const nation = page.locator('select[name="nation"]');
    await expect(nation).toHaveValue("");
    await expect(nation.locator("option:checked")).toHaveText(t.countrySelect.choose);
    await expect(nation.locator("option").nth(1)).toHaveText(lang === "vi" ? "Việt Nam" : "Vietnam");
    await expect(nation.locator("option")).toHaveCount(250);
    await nation.selectOption({ label: lang === "vi" ? "Nhật Bản" : "Japan" });
    await expect(nation).toHaveValue("JP");
  });

  test("an administrator's date filter shows and takes d/m/Y, and the range reaches the address as ISO days", async ({ page }) => {
    await signIn(page, "/admin/login", ADMIN);
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
    await page.goto(`${prefix[lang]}/dashboard/admin/statistics?from=2026-02-03&to=2026-03-04`);
    await waitForHydration(page);
    const from = page.getByTestId("statistics-from");
    await expect(from).toHaveValue("03/02/2026");
    await expect(from).toHaveAttribute("placeholder", t.dateField.date);
    await expect(page.getByTestId("statistics-to")).toHaveValue("04/03/2026");
    await from.fill("15/01/2026");
    await page.getByTestId("statistics-apply").click();
    await expect(page).toHaveURL(/from=2026-01-15&to=2026-03-04/);
    await expect(from).toHaveValue("15/01/2026");
  });
});

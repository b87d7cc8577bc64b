import { delivered, expect, test, ui, uid, waitForHydration, type Lang } from "./support.ts";

const prefix: Record<Lang, string> = { vi: "", en: "/en" };

/** In English (bilingual-parity.spec.ts shows these pages in Vietnamese too). */
function newcomerJourney(lang: Lang) {
  const t = ui[lang];
  const home = t.contestantHome;

  test(`register -> contestant home -> activate -> next step: submit the entry (${lang})`, async ({ page }) => {
    test.slow();
    const id = uid();
    const email = `journey-${id}@example.com`;
    await page.goto(`${prefix[lang]}/user/register`);
    await waitForHydration(page);
    const values = {
      full_name: `Phạm Hải ${id}`,
      cmt: `J${id.toUpperCase()}`.slice(0, 20),
      birth_date: "12/08/1994",
      phone_number: `09${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
      email,
      password: "hanh-trinh-thi-sinh-2026",
      password_confirmation: "hanh-trinh-thi-sinh-2026",
    };
    for (const [name, value] of Object.entries(values)) await page.locator(`[name="${name}"]`).fill(value);
    await page.locator('select[name="nation"]').selectOption("VN");
    await page.locator('[name="accept_terms"]').check();
    await page.getByRole("button", { name: t.registration.submit }).click();

    // The activation page: the code was just sent, so "send a new code" waits, with a countdown instead of an error.
    await expect(page).toHaveURL(`${prefix[lang]}/user/activate`);
    await waitForHydration(page);
    await expect(page.getByTestId("resend-code")).toBeDisabled();
    const wait = Number(/\d+/.exec((await page.getByTestId("resend-wait").textContent()) ?? "")?.[0]);
    expect(wait).toBeGreaterThan(40);
    expect(wait).toBeLessThanOrEqual(60);
    await expect.poll(async () => Number(/\d+/.exec((await page.getByTestId("resend-wait").textContent()) ?? "")?.[0]), { timeout: 5000 }).toBeLessThan(wait);

    // The home of the area: the contest group shows "Submit the exam"; the status and the next step say "activate".
    const sideMenu = page.getByRole("navigation", { name: t.dashboard.sideMenu });
    await expect(sideMenu.getByRole("link", { name: t.entries.menu.submit })).toBeVisible();
    await sideMenu.getByRole("link", { name: home.menu }).click();
    await expect(page).toHaveURL(`${prefix[lang]}/dashboard/user`);
    await expect(page.getByRole("heading", { level: 1, name: home.title })).toBeVisible();
    await expect(page.getByTestId("status-activated")).toHaveText(home.status.activated.no);
    await expect(page.getByTestId("status-profileComplete")).toHaveText(home.status.profileComplete.yes);
    await expect(page.getByTestId("status-submitted")).toHaveText(home.status.submitted.no);
    const banner = page.getByTestId("activation-banner");
    await expect(banner.getByRole("link", { name: t.account.activateNow })).toHaveAttribute("href", `${prefix[lang]}/user/activate`);
    await expect(banner.getByRole("button", { name: t.activation.resend })).toBeVisible();
    await page.getByTestId("next-step").click();

    await expect(page).toHaveURL(`${prefix[lang]}/user/activate`);
    const code = /: (\d{6})\n/.exec((await delivered("outbox_emails", email)).text)?.[1] ?? "";
    await page.locator('[name="code"]').fill(code);
    await page.getByRole("button", { name: t.activation.submit, exact: true }).click();
    await page.getByRole("link", { name: t.activation.continue }).click();

    await expect(page).toHaveURL(`${prefix[lang]}/dashboard/user`);
    await expect(page.getByTestId("status-activated")).toHaveText(home.status.activated.yes);
    await expect(page.getByTestId("activation-banner")).toHaveCount(0);
    await expect(page.getByTestId("next-step")).toHaveText(home.next.submit.button);
    await page.getByTestId("next-step").click();
    await expect(page).toHaveURL(`${prefix[lang]}/user/submit-exam`);
    await expect(page.getByRole("heading", { level: 1, name: t.entries.submit.title })).toBeVisible();
  });
}
newcomerJourney("en");

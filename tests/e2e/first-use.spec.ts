import type { Page } from "@playwright/test";
import { ADMIN, e2eDatabase, expect, insertPerson, signIn, test, ui, uid, waitForHydration, type Lang } from "./support.ts";

const prefix: Record<Lang, string> = { vi: "", en: "/en" };
const home: Record<Lang, string> = { vi: "/", en: "/en" };
const PASSWORD = "lan-dau-ghe-tham-2026";
const phone = { width: 390, height: 780 };

async function contestant() {
  const email = `first-use-${uid()}@example.com`;
  await insertPerson({
    email,
    password: PASSWORD,
    full_name: "Lê Thị Biển",
    birth_date: "1992-04-02",
    nation: "VN",
    phone_number: `+849${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
  });
  return { email, password: PASSWORD };
}

/** The header's account links: in the header on wide screens, in the menu drawer on phones. */
async function accountLinks(page: Page, lang: Lang, narrow: boolean) {
  if (!narrow) return page.getByTestId("account-links-header");
  await page.getByRole("button", { name: ui[lang].nav.openMenu }).click();
  return page.getByTestId("account-links-drawer");
}

/** The header's links on a desktop in one language and in a phone's menu drawer in the other; the rest in each. */
function firstUse(lang: Lang, narrow: boolean) {
  const t = ui[lang];

  test.describe(`header account links (${lang}, ${narrow ? "phone" : "desktop"})`, () => {
    test.use(narrow ? { viewport: phone } : {});

    test("a visitor finds Sign in and Register", async ({ page }) => {
      await page.goto(home[lang]);
      await waitForHydration(page);
      const links = await accountLinks(page, lang, narrow);
      await expect(links.getByRole("link", { name: t.nav.signIn })).toHaveAttribute("href", `${prefix[lang]}/user/login`);
      await links.getByRole("link", { name: t.nav.register }).click();
      await expect(page).toHaveURL(`${prefix[lang]}/user/register`);
      await expect(page.getByRole("heading", { level: 1, name: t.registration.title })).toBeVisible();
    });

    test("a signed-in contestant finds their area and signs out", async ({ page }) => {
      await signIn(page, `${prefix[lang]}/user/login`, await contestant());
      await expect(page).toHaveURL(`${prefix[lang]}/dashboard/user`);
      await page.goto(home[lang]);
      await waitForHydration(page);
      let links = await accountLinks(page, lang, narrow);
      await expect(links.getByRole("link", { name: t.nav.signIn })).toHaveCount(0);
      await expect(links.getByRole("link", { name: t.nav.myAccount })).toHaveAttribute("href", `${prefix[lang]}/dashboard/user`);
      await links.getByRole("button", { name: t.account.logout }).click();
      await expect(page).toHaveURL(home[lang]);
      links = await accountLinks(page, lang, narrow);
      await expect(links.getByRole("link", { name: t.nav.signIn })).toBeVisible();
      // Signed out on the server too: the area sends the visitor to sign in.
      await page.goto(`${prefix[lang]}/dashboard/user`);
      await expect(page).toHaveURL(new RegExp(`${prefix[lang]}/user/login`));
    });
  });

  test(`a signed-in administrator's account link goes to the dashboard (${lang})`, async ({ page }) => {
    await signIn(page, `${prefix[lang]}/admin/login`, ADMIN);
    await expect(page).toHaveURL(`${prefix[lang]}/dashboard/admin`);
    await page.goto(home[lang]);
    await expect(page.getByTestId("account-links-header").getByRole("link", { name: t.nav.myAccount })).toHaveAttribute(
      "href",
      `${prefix[lang]}/dashboard/admin`,
    );
  });

  test(`a contestant who signs in at the administrator page is told why they are in their own area (${lang})`, async ({ page }) => {
    await signIn(page, `${prefix[lang]}/admin/login`, await contestant());
    await expect(page).toHaveURL(`${prefix[lang]}/dashboard/user`);
    await expect(page.getByTestId("area-notice")).toHaveText(t.account.notices.notAnAdministrator);
    // Said once: the next page no longer shows it.
    await page.goto(`${prefix[lang]}/dashboard/user/user-info`);
    await expect(page.getByTestId("area-notice")).toHaveCount(0);
  });

  test(`the password field's show/hide button speaks the page's language (${lang})`, async ({ page }) => {
    await page.goto(`${prefix[lang]}/user/login`);
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: t.account.showPassword });
    await expect(toggle).toHaveCount(1);
    await expect(page.locator('[aria-label="Toggle password visibility"]')).toHaveCount(0);
    await toggle.click();
    await expect(page.locator('input[name="password"]')).toHaveAttribute("type", "text");
    await expect(page.getByRole("button", { name: t.account.hidePassword })).toHaveAttribute("aria-pressed", "true");
  });

  test(`the news page lists the hot article once (${lang})`, async ({ page }) => {
    await page.goto(`${prefix[lang]}/${lang === "vi" ? "tin-tuc" : "news"}`);
    const hrefs = await page.locator("main article h3 a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(1);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    // Every article with a cover shows it, its box reserved; other specs publish articles without one meanwhile.
    const db = e2eDatabase({ readOnly: true });
    const withCover = new Set((db.prepare("select id from news where cover_image is not null").all() as { id: number }[]).map(({ id }) => id));
    db.close();
    const listedWithCover = hrefs.filter((href) => withCover.has(Number(/\/(\d+)-[^/]*$/.exec(href ?? "")?.[1])));
    expect(listedWithCover.length).toBeGreaterThan(0);
    const covers = page.locator("main article img.cover-image");
    await expect(covers).toHaveCount(listedWithCover.length);
    await expect(covers.first()).toHaveAttribute("width", "960");
    await expect(covers.first()).toHaveAttribute("height", "540");
  });
}
firstUse("vi", false);
firstUse("en", true);

test("the home hero shows the illustration, responsive and fetched first; later images wait until needed", async ({ page, request }) => {
  await page.goto("/");
  const hero = page.getByTestId("hero-image");
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  await expect(hero).toHaveAttribute("alt", ui.vi.home.heroImageAlt);
  await expect(hero).toHaveAttribute("width", "1200");
  await expect(page.locator('picture:has([data-testid="hero-image"]) source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    /hero-480\.avif 480w, .*hero-1200\.avif 1200w/,
  );
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.locator('[data-testid="home-news"] img').first()).toHaveAttribute("loading", "lazy");
  for (const file of ["/images/hero-800.avif", "/images/hero-800.webp", "/images/hero-800.jpg"]) expect((await request.get(file)).status(), file).toBe(200);
});

test("/favicon.ico and the home-screen icon exist", async ({ request }) => {
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toBe("image/x-icon");
  expect((await ico.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  expect((await request.get("/apple-touch-icon.png")).headers()["content-type"]).toBe("image/png");
});

test("the register form's fields line up in each row", async ({ page }) => {
  await page.goto("/user/register");
  const tops = await page
    .getByTestId("register-fields")
    .locator("input, select")
    .evaluateAll((inputs) => inputs.map((input) => Math.round(input.getBoundingClientRect().top)));
  expect(tops).toHaveLength(8);
  for (let row = 0; row < tops.length; row += 2) expect(tops[row + 1], `row ${row / 2 + 1}`).toBe(tops[row]);
});

test.describe("floating buttons on a phone", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("leave the footer's last line readable at the bottom of the page", async ({ page }) => {
    const db = e2eDatabase();
    try {
      db.prepare("update settings set value_vi = ? where setting_key = ?").run("0905123456", "zalo_id");
      db.prepare("update settings set value_vi = ? where setting_key = ?").run("conference.city", "messenger_id");
    } finally {
      db.close();
    }
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByTestId("back-to-top")).toBeVisible();
    const lastLine = await page.getByTestId("site-footer").locator("p").last().boundingBox();
    expect(lastLine).not.toBeNull();
    for (const id of ["zalo-link", "messenger-link", "back-to-top"]) {
      const button = await page.getByTestId(id).boundingBox();
      expect(button).not.toBeNull();
      const overlaps =
        button!.y < lastLine!.y + lastLine!.height &&
        button!.y + button!.height > lastLine!.y &&
        button!.x < lastLine!.x + lastLine!.width &&
        button!.x + button!.width > lastLine!.x;
      expect(overlaps, `${id} covers the footer's last line`).toBe(false);
    }
  });
});

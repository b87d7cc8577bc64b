import type { Page, Request } from "@playwright/test";
import { ADMIN, contactPath, expect, homePath, shared, signIn, test, ui, uid, type Lang } from "./support.ts";

/**
 * Public pages hydrate on the visitor's first interaction (docs/performance.md, "Deferred hydration"). To prove that
 * an action landed before hydration, the page's chunks are held back until the test lets them through.
 */

const isChunk = (url: string) => /\/assets\/[^/]+\.js(\?|$)/.test(new URL(url).pathname);
const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

/** Holds every request for a JavaScript chunk until `release()`. */
async function holdChunks(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(
    (url) => isChunk(url.href),
    async (route) => {
      requested.push(route.request().url());
      await gate;
      await route.continue();
    },
  );
  return { release, requested };
}

function recordScripts(page: Page): Request[] {
  const scripts: Request[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" || isChunk(request.url())) scripts.push(request);
  });
  return scripts;
}

test.describe("deferred hydration", () => {
  // The chunks must go through the network, where the test holds them (a service worker would answer them itself).
  test.use({ serviceWorkers: "block" });

  test("the home page (en) loads no JavaScript file before an interaction, and hydrates on the first one", async ({ page }) => {
    const lang = "en" as Lang;
    const scripts = recordScripts(page);
    await page.goto(homePath[lang]);
    await page.waitForLoadState("networkidle");
    expect(scripts.map((request) => request.url())).toEqual([]);
    expect(await hydrated(page)).toBe(false);
    // React Router's scripts are there, inert, with the loader: not even its classic ones ran.
    await expect(page.locator('script[type="deferred-module"]')).toHaveCount(1);
    expect(await page.locator('script[type="deferred-script"]').count()).toBeGreaterThan(2);
    expect(await page.evaluate(() => "__reactRouterContext" in window || sessionStorage.length > 0 || history.state !== null)).toBe(false);
    expect(await page.locator("link[data-deferred-modulepreload]").count()).toBeGreaterThan(5);
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);

    // The mouse coming over the page is an interaction (desktop): the chunks load and React hydrates.
    await page.getByRole("heading", { level: 1 }).hover();
    await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
    expect(scripts.length).toBeGreaterThan(5);

    // Now links are the client-side router's: no new document.
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.getByRole("banner").getByRole("link", { name: ui[lang].nav.news, exact: true }).first().click();
    await expect(page).toHaveURL(lang === "vi" ? "/tin-tuc" : "/en/news");
    expect(documents).toEqual([]);
  });

  test("the home page's countdown ticks before hydration, and hydration finds the server's text", async ({ page }) => {
    const hydrationErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /hydrat|react.dev\/errors\/4(18|25)/i.test(message.text())) hydrationErrors.push(message.text());
    });
    await page.goto("/");
    const seconds = page.getByTestId("countdown").locator('[data-unit="seconds"]');
    const rendered = await seconds.textContent();
    await expect(seconds).not.toHaveText(rendered ?? "");
    expect(await hydrated(page)).toBe(false);
    await page.getByRole("heading", { level: 1 }).hover();
    await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
    const ticking = await seconds.textContent();
    await expect(seconds).not.toHaveText(ticking ?? "");
    expect(hydrationErrors).toEqual([]);
  });

  test("a page left by the client-side router and opened again is scrolled where the reader left it, before hydration", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto("/en/news");
    await page.getByRole("heading", { level: 1 }).hover();
    await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await page.getByRole("banner").getByRole("link", { name: ui.en.nav.contest, exact: true }).first().click();
    await expect(page).toHaveURL("/en/contest");
    // Another document, then two steps back: the news page is a new document (an unload handler keeps the first one
    // out of the back-forward cache), on an entry whose scrolling is React Router's ("manual"), so the browser does
    // not scroll it; React Router's scroll restoration, run by the loader, does.
    await page.evaluate(() => window.addEventListener("unload", () => {}));
    await page.goto("/en/contact");
    // Queued, so that the evaluation has answered before the traversal replaces the document: run at once, the new
    // document could come first and Playwright find the evaluation's context destroyed.
    await page.evaluate(() => void setTimeout(() => history.go(-2)));
    await expect(page).toHaveURL("/en/news");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    expect(await hydrated(page)).toBe(false);
  });

  test("back from a page reloaded and not yet hydrated to one the client-side router showed shows that page", async ({ page }) => {
    await page.goto("/en/news");
    const news = await page.getByRole("heading", { level: 1 }).textContent();
    await page.getByRole("heading", { level: 1 }).hover();
    await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
    await page.getByRole("banner").getByRole("link", { name: ui.en.nav.contest, exact: true }).first().click();
    await expect(page).toHaveURL("/en/contest");
    // The router shows the address before it renders the page: wait for the contest's heading, not the news'.
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(news ?? "");
    const contest = await page.getByRole("heading", { level: 1 }).textContent();
    // The reload makes a new document for the contest page; the news entry was pushed by the router in the old one.
    await page.reload();
    expect(await hydrated(page)).toBe(false);
    await page.goBack();
    await expect(page).toHaveURL("/en/news");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(news ?? "");
    expect(news).not.toBe(contest);
  });

  test.describe("at a phone's size", () => {
    test.use({ viewport: { width: 360, height: 640 } });

    test("the menu button pressed before hydration opens the menu once React is there", async ({ page }) => {
      const chunks = await holdChunks(page);
      await page.goto("/");
      await page.getByRole("button", { name: ui.vi.nav.openMenu }).click();
      // The press started the download, the click waits for it.
      await expect.poll(() => chunks.requested.length).toBeGreaterThan(0);
      expect(await hydrated(page)).toBe(false);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      chunks.release();
      await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole("dialog").getByRole("navigation")).toBeVisible();
    });
  });

  test("the contact form (vi) filled in and sent before hydration is sent once React is there", async ({ page }) => {
    const lang = "vi" as Lang;
    const chunks = await holdChunks(page);
    const posts: Request[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request);
    });
    await page.goto(contactPath[lang]);
    const t = ui[lang].contact;
    await page.getByLabel(t.fullName).fill(`Nguyễn Văn A ${uid()}`);
    await page.getByLabel(t.email).fill(`e2e-${uid()}@example.com`);
    await page.getByLabel(t.content).fill(lang === "vi" ? "Tôi muốn hỏi về thể lệ cuộc thi." : "I would like to ask about the rules.");
    await page.getByRole("button", { name: t.submit }).click();
    expect(await hydrated(page)).toBe(false);
    expect(posts).toEqual([]);

    chunks.release();
    await expect(page.getByTestId("contact-success")).toContainText(shared[lang].messages.contactSent, { timeout: 15_000 });
    // Sent once, by the client-side router: React had the typed values.
    expect(posts).toHaveLength(1);
    expect(posts[0]?.resourceType()).toBe("fetch");
  });

  test("what is typed before hydration is kept, and sent from React's state", async ({ page }) => {
    const chunks = await holdChunks(page);
    await page.goto(homePath.en);
    const form = page.getByTestId("subscribe-form");
    const email = `e2e-early-${uid()}@example.com`;
    await form.getByLabel(ui.en.publicSite.subscribe.label).pressSequentially(email);
    expect(await hydrated(page)).toBe(false);
    chunks.release();
    await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
    await expect(form.getByLabel(ui.en.publicSite.subscribe.label)).toHaveValue(email);
    await form.getByRole("button", { name: ui.en.publicSite.subscribe.submit }).click();
    await expect(page.getByTestId("subscribe-success")).toHaveText(shared.en.subscribers.checkInbox);
  });

  test("a choice made before hydration in a field React controls is kept (sign-up's account type)", async ({ page }) => {
    const chunks = await holdChunks(page);
    await page.goto("/user/register");
    const investor = page.getByRole("radio", { name: ui.vi.registration.accountTypes.investor });
    await investor.check();
    expect(await hydrated(page)).toBe(false);
    chunks.release();
    await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
    await expect(investor).toBeChecked();
    await expect(page.getByRole("radio", { name: ui.vi.registration.accountTypes.candidate })).not.toBeChecked();
  });

  test("a signed-in area hydrates at once", async ({ page }) => {
    await signIn(page, "/admin/login", ADMIN);
    await expect(page).toHaveURL(/\/dashboard\/admin/);
    await page.reload();
    await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
    await expect(page.locator('script[type="deferred-module"]')).toHaveCount(0);
  });
});

test("a reader who never interacts still gets the service worker, so what they read opens offline", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ serviceWorkers: "allow", baseURL: baseURL ?? "", locale: "vi-VN" });
  const page = await context.newPage();
  await page.goto("/tin-tuc");
  // Registered at load, and told to keep the page it was registered from.
  await expect.poll(() => page.evaluate(async () => !!(await caches.match(location.href))), { timeout: 15_000 }).toBe(true);
  expect(await hydrated(page)).toBe(false);
  await context.close();
});

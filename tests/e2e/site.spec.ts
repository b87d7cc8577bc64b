import { ADMIN, axeViolations, delivered, e2eDatabase, expect, shared, signIn, test, ui, uid, waitForHydration, type Lang } from "./support.ts";

const prefix: Record<Lang, string> = { vi: "", en: "/en" };

/** The footer's company and fund pages, at their Vietnamese slugs (which serve both languages). */
const companyPages = [
  { path: "/gioi-thieu/ve-chung-toi", heading: { vi: "Về chúng tôi", en: "About us" }, text: { vi: "giá trị tài sản ròng", en: "net asset value" } },
  { path: "/gioi-thieu/nhan-su-tsi", heading: { vi: "Nhân sự TSI", en: "TSI people" }, text: { vi: "Hội đồng đầu tư", en: "investment committee" } },
  { path: "/gioi-thieu/tam-nhin--su-menh", heading: { vi: "Tầm nhìn & Sứ mệnh", en: "Vision & mission" }, text: { vi: "Sứ mệnh", en: "Mission" } },
  {
    path: "/gioi-thieu/cau-hoi-thuong-gap",
    heading: { vi: "Câu hỏi thường gặp", en: "Frequently asked questions" },
    text: { vi: "Ai có thể đầu tư", en: "Who can invest" },
  },
  {
    path: "/dich-vu/dau-tu-tang-truong--tstt",
    heading: { vi: "Đầu tư tăng trưởng – Quỹ TSTT", en: "Growth investment – TSTT fund" },
    text: { vi: "NAV của ngày giao dịch", en: "NAV of its dealing day" },
  },
  {
    path: "/dich-vu/dau-tu-ben-vung--tsbv",
    heading: { vi: "Đầu tư bền vững – Quỹ TSBV", en: "Sustainable investment – TSBV fund" },
    text: { vi: "ESG", en: "ESG" },
  },
];

/** Path and query of a link in an e-mail (the server's PUBLIC_URL is this run's base URL). */
const linkIn = (text: string, pattern: RegExp) => {
  const found = pattern.exec(text)?.[0];
  expect(found, `a link matching ${pattern} in:\n${text}`).toBeTruthy();
  return new URL(found!).pathname + new URL(found!).search;
};

test.describe("public site", () => {
  test("the company and fund pages render their content, are reachable from the footer and pass axe (en)", async ({ page }) => {
    const lang = "en" as Lang;
    // Several whole pages, each hydrated (on an interaction: public pages defer it) before axe runs: on a busy
    // machine that took more than the default 30 s.
    test.slow();
    for (const item of companyPages) {
      await page.goto(prefix[lang] + item.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.heading[lang]);
      await expect(page.locator("article")).toContainText(item.text[lang]);
      const footerLink = page.getByTestId("site-footer").getByRole("link", { name: ui[lang].publicSite.footer.about });
      await expect(footerLink).toBeVisible();
      const serious = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious, `${item.path}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
    }
  });

  test("the footer subscribe box sends a confirmation e-mail; its links confirm and unsubscribe (vi)", async ({ page }) => {
    const lang = "vi" as Lang;
    const email = `sub-${lang}-${uid()}@example.test`;
    await page.goto(prefix[lang] || "/");
    await waitForHydration(page);
    const form = page.getByTestId("subscribe-form");
    await form.getByLabel(ui[lang].publicSite.subscribe.label).fill("not-an-email");
    await form.getByRole("button", { name: ui[lang].publicSite.subscribe.submit }).click();
    await expect(form.getByText(shared[lang].validation.invalid.email)).toBeVisible();
    await form.getByLabel(ui[lang].publicSite.subscribe.label).fill(email);
    await form.getByRole("button", { name: ui[lang].publicSite.subscribe.submit }).click();
    await expect(page.getByTestId("subscribe-success")).toHaveText(shared[lang].subscribers.checkInbox);
    await expect(page).toHaveURL(new RegExp(`${prefix[lang]}/?$`)); // stayed on the page

    const mail = await delivered("outbox_emails", email);
    const confirm = linkIn(mail.text, lang === "en" ? /http\S+\/en\/newsletter\/confirm\?token=\S+/ : /http\S+\/nhan-tin\/xac-nhan\?token=\S+/);
    const unsubscribe = linkIn(mail.text, lang === "en" ? /http\S+\/en\/newsletter\/unsubscribe\?token=\S+/ : /http\S+\/nhan-tin\/huy\?token=\S+/);
    await page.goto(confirm);
    await expect(page.getByTestId("confirm-success")).toHaveText(shared[lang].subscribers.confirmed);

    await page.goto(unsubscribe);
    const serious = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
    await page.getByRole("button", { name: ui[lang].publicSite.newsletter.unsubscribeButton }).click();
    await expect(page.getByTestId("unsubscribe-success")).toHaveText(shared[lang].subscribers.unsubscribed);
    const db = e2eDatabase({ readOnly: true });
    try {
      expect(db.prepare("select status from subscribers where email = ?").get(email)).toEqual({ status: "unsubscribed" });
    } finally {
      db.close();
    }
  });

  test("an administrator edits the hotline and the address and sees them in the footer (en)", async ({ page }) => {
    const lang = "en" as Lang;
    const hotline = `1900 ${String(Date.now()).slice(-4)}`;
    await signIn(page, `${prefix[lang]}/admin/login`, ADMIN);
    await expect(page).toHaveURL(new RegExp(`${prefix[lang]}/dashboard/admin$`));
    await expect(page.getByText(ui[lang].publicSite.menu.group, { exact: true }).first()).toBeVisible(); // the menu group
    await page.goto(`${prefix[lang]}/dashboard/admin/settings`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ui[lang].publicSite.settings.title);
    await expect(page.getByTestId("contest-settings-link")).toHaveText(ui[lang].publicSite.settings.contestLink);
    await expect(page.getByTestId("contest-settings-link")).toHaveAttribute("href", `${prefix[lang]}/dashboard/admin/contest`);

    await page.getByTestId("setting-hotline").fill("call me");
    await page.getByRole("button", { name: ui[lang].publicSite.settings.save }).click();
    await expect(page.getByText(shared[lang].settings.validation.phone)).toBeVisible();

    await page.getByTestId("setting-hotline").fill(hotline);
    await page.getByTestId("setting-company_address-vi").fill("12 Đường Biển, Đà Nẵng");
    await page.getByTestId("setting-company_address-en").fill("12 Sea Road, Da Nang");
    await page.getByRole("button", { name: ui[lang].publicSite.settings.save }).click();
    await expect(page.getByTestId("settings-saved")).toHaveText(shared[lang].settings.saved);
    const serious = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);

    await page.goto(prefix[lang] || "/");
    await expect(page.getByTestId("footer-hotline")).toContainText(hotline);
    await expect(page.getByTestId("footer-hotline")).toHaveAttribute("href", `tel:${hotline.replace(/ /g, "")}`);
    await expect(page.getByTestId("footer-address")).toHaveText(lang === "en" ? "12 Sea Road, Da Nang" : "12 Đường Biển, Đà Nẵng");
  });
});

test("an administrator reads contact messages, marks them read and replies by e-mail", async ({ page }) => {
  const name = `Khách ${uid()}`;
  await page.goto("/lien-he");
  await waitForHydration(page);
  await page.getByLabel(ui.vi.contact.fullName).fill(name);
  await page.getByLabel(ui.vi.contact.email).fill("khach@example.test");
  await page.getByLabel(ui.vi.contact.content).fill("Cho tôi hỏi về quỹ TSTT.");
  await page.getByRole("button", { name: ui.vi.contact.submit }).click();
  await expect(page.getByTestId("contact-success")).toBeVisible();

  await signIn(page, "/en/admin/login", ADMIN);
  await expect(page).toHaveURL(/\/en\/dashboard\/admin$/);
  await page.goto(`/en/dashboard/admin/contacts?q=${encodeURIComponent(name)}`);
  await waitForHydration(page);
  const card = page.getByTestId("contact-message").filter({ hasText: name });
  await expect(card).toHaveAttribute("data-read", "false");
  const reply = card.getByRole("link", { name: ui.en.publicSite.contacts.reply });
  await expect(reply).toHaveAttribute("href", /^mailto:khach@example\.test\?subject=Ph%E1%BA%A3n%20h%E1%BB%93i/);
  await card.getByRole("button", { name: ui.en.publicSite.contacts.markRead }).click();
  await expect(card).toHaveAttribute("data-read", "true");
  const serious = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious).toEqual([]);
});

test("a page read once opens offline, with a note in its language (en)", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ serviceWorkers: "allow", baseURL: baseURL ?? "", locale: "vi-VN" });
  const page = await context.newPage();
  await page.goto("/en/gioi-thieu/tam-nhin--su-menh");
  await waitForHydration(page);
  // The worker takes control and keeps what this page loaded.
  await expect.poll(() => page.evaluate(async () => !!(await caches.match(location.href))), { timeout: 15_000 }).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vision & mission");
  await waitForHydration(page);
  await expect(page.getByTestId("offline-copy")).toHaveText(ui.en.publicSite.offline.savedCopy);
  await context.setOffline(false);

  // A page never read gives the worker's bilingual offline page, not a browser error.
  await context.setOffline(true);
  await page.goto("/tin-tuc/999999").catch(() => undefined);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bạn đang ngoại tuyến");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("You are offline");
  await context.close();
});

test("search engines get a bilingual sitemap and robots rules; /sw.js is served for scope /", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml).toContain("/gioi-thieu/ve-chung-toi</loc>");
  expect(xml).toContain("/en/introduce/ve-chung-toi</loc>");
  expect(xml).toMatch(/hreflang="en" href="[^"]+\/en\/introduce\/ve-chung-toi"/);
  expect(xml).toContain("/lien-he</loc>");
  // Contest pages and seeded articles, at their canonical (readable) addresses.
  expect(xml).toContain("/cuoc-thi/dieu-le</loc>");
  expect(xml).toContain("/en/contest/dieu-le</loc>");
  expect(xml).toMatch(/\/tin-tuc\/\d+\/\d+-phat-dong-cuoc-thi[\w-]*<\/loc>/);
  expect(xml).not.toContain("/dashboard");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /dashboard/admin");
  expect(robots).toContain("Disallow: /dashboard/user");
  expect(robots).toContain("Disallow: /api/");
  // The English pages' real addresses, not only the Vietnamese slugs under /en.
  expect(robots).toContain("Disallow: /en/newsletter/confirm");
  expect(robots).toContain("Disallow: /en/newsletter/unsubscribe");
  expect(robots).toContain("Disallow: /en/dashboard/admin");
  expect(robots).toMatch(/Sitemap: http\S+\/sitemap\.xml/);
  const sw = await request.get("/sw.js");
  expect(sw.headers()["content-type"]).toContain("javascript");
  expect(sw.headers()["cache-control"]).toBe("no-cache");
  expect(await sw.text()).toContain("pages-");
});

test("the subscribe box works without JavaScript and never says whether an address is known", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? "" });
  const page = await context.newPage();
  const email = `nojs-${uid()}@example.test`;
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.goto("/en/introduce/ve-chung-toi");
    const form = page.getByTestId("subscribe-form");
    await form.getByLabel(ui.en.publicSite.subscribe.label).fill(email);
    await form.getByRole("button", { name: ui.en.publicSite.subscribe.submit }).click();
    await expect(page).toHaveURL(/\/en\/newsletter$/);
    // The same answer the first and the second time.
    await expect(page.getByTestId("subscribe-success")).toHaveText(shared.en.subscribers.checkInbox);
  }
  await delivered("outbox_emails", email);
  await context.close();
});

test("the floating Zalo button opens the web chat, and the app on Android and iOS", async ({ browser, baseURL }) => {
  const db = e2eDatabase();
  try {
    db.prepare("update settings set value_vi = ? where setting_key = ?").run("0905123456", "zalo_id");
  } finally {
    db.close();
  }
  const agents = {
    desktop: { userAgent: undefined, href: "https://zalo.me/0905123456" },
    android: {
      userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
      href: "intent://zalo.me/0905123456#Intent;",
    },
    ios: {
      userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      href: "zalo://",
    },
  };
  for (const { userAgent, href } of Object.values(agents)) {
    const context = await browser.newContext({ baseURL: baseURL ?? "", ...(userAgent ? { userAgent } : {}) });
    const page = await context.newPage();
    const response = await page.goto("/gioi-thieu/du-an");
    // The server always renders the web link; the page switches after hydration.
    expect(await response?.text()).toContain('href="https://zalo.me/0905123456"');
    await waitForHydration(page);
    await expect(page.getByTestId("zalo-link")).toHaveAttribute("href", new RegExp(`^${href.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`));
    await expect(page.getByTestId("zalo-link")).toHaveAccessibleName(ui.vi.publicSite.footer.zalo);
    await context.close();
  }
});

test("visible links are fetched ahead when the browser is idle, but not on a data-saver connection", async ({ page }) => {
  const prefetched: string[] = [];
  page.on("request", (request) => {
    // Not React Router's own route data (.data) and route discovery (/__manifest).
    const { pathname } = new URL(request.url());
    if (request.resourceType() === "fetch" && !pathname.endsWith(".data") && !pathname.startsWith("/__")) prefetched.push(pathname);
  });
  // A 4g connection: the suite's browser reports slow-2g, which turns prefetching off (playwright.config.ts).
  await page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: false, effectiveType: "4g" }, configurable: true }));
  await page.goto("/");
  await waitForHydration(page);
  await expect.poll(() => prefetched, { timeout: 10_000 }).toContain("/gioi-thieu");
  expect(prefetched.some((path) => path.startsWith("/dashboard") || path.startsWith("/user"))).toBe(false);

  prefetched.length = 0;
  await page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } }));
  await page.goto("/en");
  await waitForHydration(page);
  // The prefetcher runs in the first idle period after hydration: a fetch of our own from a later idle callback is
  // seen after anything it would have fetched.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => void fetch("/healthz").then(() => resolve()))));
  await expect.poll(() => prefetched).toContain("/healthz");
  expect(prefetched).toEqual(["/healthz"]);
});

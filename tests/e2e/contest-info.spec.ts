import { ADMIN, axeViolations, expect, homePath, shared, signIn, test, ui, waitForHydration, type Lang } from "./support.ts";

const contestPath = (lang: Lang, slug: string) => (lang === "vi" ? `/cuoc-thi/${slug}` : `/en/contest/${slug}`);

/** In English (bilingual-parity.spec.ts shows these pages in Vietnamese too). */
function visitorJourney(lang: Lang) {
  const t = ui[lang];

  test(`${lang}: the home page counts down to the results, shows the prizes and the first questions of the FAQ`, async ({ page }) => {
    await page.goto(homePath[lang]);
    const countdown = page.getByTestId("countdown");
    await expect(countdown.getByRole("heading", { name: t.contest.countdown.title })).toBeVisible();
    await waitForHydration(page);
    const seconds = countdown.locator('[data-unit="seconds"]');
    const before = await seconds.textContent();
    await expect.poll(() => seconds.textContent(), { message: "the countdown keeps counting in the browser", timeout: 3000 }).not.toBe(before);
    const days = Number(await countdown.locator('[data-unit="days"]').textContent());
    expect(days).toBeGreaterThan(60);

    const highlights = page.getByTestId("prize-highlights");
    await expect(highlights).toContainText(t.contest.ranks.special);
    await expect(highlights).toContainText(lang === "vi" ? "7.000.000.000" : "VND 7,000,000,000");
    await expect(page.getByTestId("home-faq").getByRole("button")).toHaveCount(5);
    await page.getByTestId("home-faq").getByRole("button").first().click();
    await expect(page.getByTestId("home-faq").getByRole("region").first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`${lang}: past the announcement, before publication, the countdown links to the results page`, async ({ page }) => {
    await page.goto(homePath[lang]);
    await waitForHydration(page);
    // Hydration may yield between parts of the page; the footer (its year comes from the clock) is among the last.
    await expect
      .poll(() => page.evaluate(() => Object.keys(document.querySelector("footer a") ?? {}).some((key) => key.startsWith("__reactProps$"))))
      .toBe(true);
    // The browser's clock moves past the announcement; the server rendered the page before it.
    await page.clock.setFixedTime(new Date("2030-01-01T00:00:00Z"));
    const done = page.getByTestId("countdown-done");
    // The results spec may have published the edition's results in the same database: the box says which.
    const published = (await done.getAttribute("data-published")) === "true";
    await expect(done).toContainText(published ? t.contest.countdown.doneTitle : t.contest.countdown.pendingTitle);
    await done.getByRole("link", { name: t.contest.countdown.doneLink }).click();
    await expect(page).toHaveURL(lang === "vi" ? /\/ket-qua$/ : /\/en\/results$/);
  });

  test(`${lang}: the scoring regulations show the edition's disagreement threshold for a third judge`, async ({ page }) => {
    await page.goto(contestPath(lang, "quy-che"));
    await expect(page.getByRole("heading", { level: 2, name: lang === "vi" ? "Giám khảo thứ ba" : "Third judge" })).toBeVisible();
    await expect(page.getByTestId("disagreement-threshold")).toContainText(lang === "vi" ? "hơn 15 điểm" : "more than 15 points");
  });

  test(`${lang}: a visitor finds the rules, the prize table, the timeline and the draw weeks from the navigation`, async ({ page }) => {
    await page.goto(homePath[lang]);
    await page.getByRole("navigation", { name: t.nav.label }).getByRole("link", { name: t.nav.contest }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.contentPage.contestTitle })).toBeVisible();
    await page.getByRole("link", { name: lang === "vi" ? "Thể lệ cuộc thi" : "Contest rules" }).click();
    await expect(page).toHaveURL(new RegExp(`${contestPath(lang, "dieu-le")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang === "vi" ? "Thể lệ cuộc thi" : "Contest rules");
    await expect(page.locator(".rich-text")).toContainText("20 MB");
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(contestPath(lang, "co-cau-giai-thuong"));
    const table = page.getByTestId("prize-table");
    await expect(table.locator("tbody tr")).toHaveCount(6);
    await expect(table.locator("tbody tr").filter({ hasText: t.contest.ranks.consolation })).toContainText("43");
    // 7 + 4.6 + 2.3 + 1 + 3 × 0.45 + 43 × 0.07 = 19.26 billion VND.
    await expect(table.locator("tfoot")).toContainText(lang === "vi" ? "19.260.000.000" : "19,260,000,000");
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(contestPath(lang, "lich-trinh"));
    await expect(page.getByTestId("timeline")).toContainText(t.contest.milestones.final_results_at);

    await page.goto(contestPath(lang, "vong-quay-may-man"));
    await expect(page.getByTestId("draw-weeks").locator("tbody tr")).toHaveCount(13);
    await expect(page.locator(".rich-text")).toContainText(lang === "vi" ? "15:00" : "15:00");
    // The page leads to joining and to the weekly results with their verifier.
    await page.getByTestId("draw-links").getByRole("link", { name: t.luckyDraw.results.title }).click();
    await expect(page).toHaveURL(lang === "vi" ? /\/ket-qua-quay-so$/ : /\/en\/lucky-draw-results$/);
    await page.goBack();
    await expect(page.getByTestId("draw-links").getByRole("link", { name: t.luckyDraw.join.cta })).toHaveAttribute(
      "href",
      lang === "vi" ? "/dashboard/user/lucky-draw" : "/en/dashboard/user/lucky-draw",
    );
  });
}
visitorJourney("en");

/** In Vietnamese. */
function weeklyPrizeCount(lang: Lang) {
  test(`a bad weekly prize count reads the catalogue's message, never the validator's own text (${lang})`, async ({ page }) => {
    await signIn(page, lang === "vi" ? "/admin/login" : "/en/admin/login", ADMIN);
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
    await page.goto(`${lang === "vi" ? "" : "/en"}/dashboard/admin/contest`);
    await waitForHydration(page);
    await page.getByTestId("edition-lucky_draw.weekly_prizes").fill("25, mười, 50");
    await page.getByTestId("edition-submit").click();
    await expect(page.getByText(shared[lang].validation.number)).toBeVisible();
    await expect(page.getByText(/Invalid input|expected number|received NaN/)).toHaveCount(0);
    await expect(page.getByTestId("edition-lucky_draw.weekly_prizes")).toBeFocused();
  });
}
weeklyPrizeCount("vi");

test("an administrator changes a prize and the public prize table follows; a timeline out of order is refused with its message", async ({ page }) => {
  await signIn(page, "/admin/login", ADMIN);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await expect(page.getByTestId("dashboard-demo-note")).toBeVisible();
  await page.goto("/dashboard/admin/contest");
  await waitForHydration(page);
  const t = ui.vi;

  const opens = await page.getByTestId("edition-submission_opens_at").inputValue();
  await page.getByTestId("edition-submission_closes_at").fill(opens);
  await page.getByTestId("edition-submit").click();
  await expect(page.getByText("Mốc này phải sau mốc liền trước trong lịch trình.")).toBeVisible();
  await expect(page.getByTestId("edition-submission_closes_at")).toBeFocused();

  await page.reload();
  await waitForHydration(page);
  // The judges' disagreement threshold is one of the settings (saved with the rest, shown on the scoring regulations).
  await expect(page.getByTestId("edition-disagreement_threshold")).toHaveValue("15");
  await page.getByTestId("edition-prizes.4.amount_vnd").fill("500000000");
  await page.getByTestId("edition-submit").click();
  await expect(page.getByTestId("edition-saved")).toHaveText("Đã lưu thiết lập cuộc thi.");
  await expect(page.getByTestId("edition-demo-note")).toHaveCount(0);

  await page.goto("/cuoc-thi/co-cau-giai-thuong");
  await expect(page.getByTestId("prize-table").locator("tbody tr").filter({ hasText: t.contest.ranks.idea })).toContainText("500.000.000");
});

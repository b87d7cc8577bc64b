import fs from "node:fs";
import { unreadableBadges } from "./badges.ts";
import { CRITERION_POINTS, publishEdition, type PublishedEdition } from "./results-setup.ts";
import { ADMIN, apiSession, axeViolations, expect, signIn, test as base, ui, waitForHydration } from "./support.ts";

/**
 * What a published edition shows: visitors see the winners and the finalists' names, contestants their standing,
 * anyone can verify the record in the browser, and every results page fits a phone. The edition is published through
 * the API (results-setup.ts publishEdition); results.spec.ts takes one through the pages. These tests only read it,
 * so the tests on one installation share it: the first to run makes it.
 */
base.use({ ownInstallation: true });

const editions = new Map<string, Promise<PublishedEdition>>();
const test = base.extend<{ edition: PublishedEdition }>({
  edition: [
    async ({ installation, request, playwright }, use) => {
      if (!editions.has(installation.url)) {
        editions.set(
          installation.url,
          (async () => {
            const contexts: Awaited<ReturnType<typeof playwright.request.newContext>>[] = [];
            const newRequest = async () => contexts[contexts.push(await playwright.request.newContext({ baseURL: installation.url })) - 1]!;
            try {
              return await publishEdition({ request, headers: await apiSession(request, ADMIN) }, newRequest);
            } finally {
              for (const context of contexts) await context.dispose();
            }
          })(),
        );
      }
      await use(await editions.get(installation.url)!);
    },
    // Every test here reads the published edition, the phone test without naming an entry.
    { auto: true, timeout: 180_000 },
  ],
});

const resultsPath = { final: { vi: "/ket-qua", en: "/en/results" }, semi: { vi: "/ket-qua/ban-ket", en: "/en/results/semi-final" } } as const;
const prefix = { vi: "", en: "/en" } as const;

test("both languages: visitors see the winners by prize with amounts, and the home page says the results are out", async ({ page, edition: { entries } }) => {
  for (const lang of ["vi", "en"] as const) {
    await page.goto(resultsPath.final[lang]);
    const winners = page.getByTestId("winners");
    await expect(winners.locator('[data-rank="special"]')).toHaveAttribute("data-code", entries[1]!.code);
    await expect(winners.locator('[data-rank="special"]').getByTestId("winner-amount")).toHaveText(lang === "vi" ? /7\.000\.000\.000\s₫/ : "VND 7,000,000,000");
    await expect(winners.locator('[data-rank="first"]')).toHaveAttribute("data-code", entries[0]!.code);
    await expect(winners.locator('[data-rank="consolation"]')).toHaveAttribute("data-code", entries[2]!.code);
    expect(await axeViolations(page)).toEqual([]);
    // The final is out: the semi-final's finalists show their titles, and the consenting contestant's name beside theirs.
    await page.goto(resultsPath.semi[lang]);
    await expect(page.getByTestId("semi-finalists").getByTestId("ranking-row").filter({ hasText: entries[1]!.code }).getByTestId("ranking-name")).toHaveText(
      "Người Thử Nghiệm",
    );
    await expect(page.getByTestId("finalist-names")).toHaveCount(0);
    await page.goto(prefix[lang] || "/");
    await expect(page.getByTestId("countdown-done")).toContainText(ui[lang].contest.countdown.doneTitle);
  }
});

test("contestants see their status, total, choice result and criteria averages", async ({ page, edition: { entries } }) => {
  const t = ui.en.results;
  await signIn(page, "/en/user/login", { email: entries[1]!.email, password: entries[1]!.password });
  await expect(page).toHaveURL(/dashboard\/user$/);
  await page.goto("/en/user/exam-information");
  const result = page.getByTestId("own-result");
  await expect(result).toHaveAttribute("data-status", "prize");
  await expect(result.getByTestId("own-prize")).toHaveText(`${ui.en.contest.ranks.special} – VND 7,000,000,000`);
  await expect(result.getByTestId("own-score-final").getByTestId("own-creativity")).toHaveText(`${CRITERION_POINTS[1]} / 30`);
  await expect(page.getByTestId("entry-publish-name")).toHaveText(t.consent.yes);
  expect(await axeViolations(page)).toEqual([]);

  const other = await page.context().browser()!.newContext();
  const last = await other.newPage();
  await signIn(last, "/user/login", { email: entries[3]!.email, password: entries[3]!.password });
  await expect(last).toHaveURL(/dashboard\/user$/);
  await last.goto("/user/exam-information");
  await expect(last.getByTestId("own-status")).toHaveText(ui.vi.results.mine.status.semi_finalist);
  await expect(last.getByTestId("own-not-selected")).toContainText(ui.vi.results.mine.notSelected.split("{{rank}}")[1]!);
  await expect(last.getByTestId("own-score-semi_final").getByTestId("own-total")).toContainText("/ 100");
  await expect(last.getByTestId("own-result").getByTestId("own-prize")).toHaveCount(0);
  await other.close();
});

test("a visitor downloads the record and verifies it in the browser; one changed mark fails", async ({ page, edition: { entries } }, testInfo) => {
  const t = ui.en.results;
  await page.goto(resultsPath.final.en);
  await waitForHydration(page);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("record-download").click()]);
  const file = testInfo.outputPath("final-results.json");
  await download.saveAs(file);
  const verifier = page.getByTestId("results-verifier");
  await verifier.locator('input[type="file"]').setInputFiles(file);
  await page.getByTestId("verify-run").click();
  await expect(verifier.getByTestId("verify-result")).toHaveText(t.verify.matches);

  const json = JSON.parse(fs.readFileSync(file, "utf8"));
  const record = json.data?.record ?? json;
  const entry = record.entries.find((item: { code: string }) => item.code === entries[0]!.code);
  entry.semi_final[0].creativity -= 1;
  await verifier.locator('input[type="file"]').setInputFiles({ name: "changed.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(json)) });
  await page.getByTestId("verify-run").click();
  await expect(verifier.getByTestId("verify-result")).toHaveAttribute("data-outcome", "differs");
  await expect(verifier.getByTestId("verify-difference")).toContainText("computed.semi_final.ranking");
  expect(await axeViolations(page)).toEqual([]);
});

test("on a phone, the published results pages are framed, their tables stacked with every column, their badges readable (both languages)", async ({
  browser,
}) => {
  const phone = { viewport: { width: 390, height: 844 } };
  const page = await (await browser.newContext(phone)).newPage();
  for (const path of [resultsPath.final.vi, resultsPath.final.en, resultsPath.semi.vi, resultsPath.semi.en, "/ket-qua-quay-so", "/en/lucky-draw-results"]) {
    await page.goto(path);
    // The site's frame: the title keeps off the window's edge, and nothing is wider than the window.
    expect((await page.getByRole("heading", { level: 1 }).boundingBox())!.x, path).toBeGreaterThanOrEqual(12);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    // Each row is a card of lines "column: value": every column is there, named, and on the screen.
    for (const table of await page.locator("table[data-stacked]").all()) {
      const columns = await table.locator("thead th").allTextContents();
      for (const row of await table.locator("tbody tr").all()) {
        const cells = row.locator(":scope > th, :scope > td");
        for (let index = 0; index < columns.length; index += 1) {
          const cell = cells.nth(index);
          if (!(await cell.textContent())) continue;
          await expect(cell).toHaveAttribute("data-label", columns[index]!);
          const box = (await cell.boundingBox())!;
          expect(box.x, `${path} ${columns[index]}`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${path} ${columns[index]}`).toBeLessThanOrEqual(390);
        }
      }
    }
    expect(await unreadableBadges(page), path).toEqual([]);
    expect(await axeViolations(page), path).toEqual([]);
  }
  // The jury's candidates carry their badge, which the check above found readable.
  await page.goto(resultsPath.final.en);
  await expect(page.getByTestId("finalists").getByText(ui.en.results.outcome.juryCandidate).first()).toBeVisible();

  // The administrators' ranking and the control room, once everything is published.
  const admin = await (await browser.newContext(phone)).newPage();
  await signIn(admin, "/admin/login", ADMIN);
  await expect(admin).toHaveURL(/dashboard\/admin/);
  for (const path of ["/dashboard/admin/results", "/en/dashboard/admin/results", "/dashboard/admin/controller", "/en/dashboard/admin/controller"]) {
    await admin.goto(path);
    expect(await unreadableBadges(admin), path).toEqual([]);
  }
});

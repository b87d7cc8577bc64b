import type { Locator } from "@playwright/test";
import { ADMIN, apiSession, expect, test } from "./support.ts";

/**
 * One way to write each kind of number per language (src/contracts/number-format.ts): "12,50%" and "10.250,50" on
 * Vietnamese pages, "12.50%" and "10,250.50" on English ones; never "12,50 %" beside "0.00%", nor "10250,50" beside
 * "10.250,50". Each fund gets two NAV records and index closes of a month of its own (2016), so its pages have
 * figures. Older records change a fund's "since start" figures for every other spec: the test runs on an
 * installation of its own.
 */
test.use({ ownInstallation: true });

const cases = {
  vi: { loai: 0, month: "2016-05", fundPage: "/dich-vu/dau-tu-tang-truong--tstt", performance: "/hieu-qua-dau-tu/tstt?range=all" },
  en: { loai: 1, month: "2016-06", fundPage: "/en/service/dau-tu-ben-vung--tsbv", performance: "/en/fund-performance/tsbv?range=all" },
} as const;
const navs = ["10000.00", "10250.50"];
const closes = ["1200.00", "1959.48"];

/** A percentage, and a decimal with two places, as each language writes them (thousands grouped). */
const shapes = {
  vi: { percent: /^-?\d{1,3}(\.\d{3})*,\d{2}%$/, decimal: /^-?\d{1,3}(\.\d{3})*,\d{2}$/ },
  en: { percent: /^-?\d{1,3}(,\d{3})*\.\d{2}%$/, decimal: /^-?\d{1,3}(,\d{3})*\.\d{2}$/ },
};

/** Every percentage written in `area`: a number with its separators, any space, and the sign. */
async function percentagesIn(area: Locator): Promise<string[]> {
  return [...(await area.innerText()).matchAll(/-?\d[\d.,]*\s*%/g)].map((match) => match[0]);
}

/** The cells of a table that hold a decimal number (not a date, not "—"). */
async function decimalCellsIn(table: Locator): Promise<string[]> {
  const cells = await table.locator("td").allInnerTexts();
  return cells.map((cell) => cell.trim()).filter((cell) => /^-?[\d.,]+$/.test(cell) && !/^\d{2}\/\d{2}\/\d{4}$/.test(cell) && /[.,]/.test(cell));
}

for (const lang of ["vi", "en"] as const) {
  const c = cases[lang];
  const days = [`${c.month}-02`, `${c.month}-03`];

  test(`a fund's page and its performance page write every percentage and decimal one way (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const admin = await apiSession(request, ADMIN);
    for (const [at, day] of days.entries()) {
      expect((await request.post("/api/v1/hieuqua", { headers: admin, data: { loai: c.loai, date_create: day, giatri1: navs[at] } })).status()).toBe(201);
      expect((await request.post("/api/v1/chiso", { headers: admin, data: { date_create: day, giatri1: closes[at] } })).status()).toBe(201);
    }

    await page.goto(c.fundPage);
    const facts = page.getByTestId("fund-facts");
    await expect(facts.getByTestId("fund-return").first()).toBeVisible();
    const onFundPage = await percentagesIn(facts);
    expect(onFundPage.length).toBeGreaterThan(0);
    for (const figure of onFundPage) expect(figure, `fund page: ${figure}`).toMatch(shapes[lang].percent);

    await page.goto(c.performance);
    const figures = page.getByTestId("figures-table");
    await expect(figures).toBeVisible();
    const onPerformance = await percentagesIn(figures);
    expect(onPerformance.length).toBeGreaterThan(0);
    for (const figure of onPerformance) expect(figure, `performance figures: ${figure}`).toMatch(shapes[lang].percent);
    // The chart's table: NAV per unit and the rebased values, grouped like every other number of the page.
    const decimals = await decimalCellsIn(page.getByTestId("chart-table"));
    expect(decimals.length).toBeGreaterThan(0);
    for (const cell of decimals) expect(cell, `chart table: ${cell}`).toMatch(shapes[lang].decimal);
  });
}

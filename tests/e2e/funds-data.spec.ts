import { ADMIN, apiSession, axeViolations, expect, insertPerson, signIn, test, ui, uid, waitForHydration } from "./support.ts";

/**
 * Funds II: an administrator enters index closes and a portfolio list (the pages) and NAV records and origin rows (the
 * API), a visitor reads the chart rebased to 100 (drawn by the server: before any interaction and without JavaScript), an investor reads the asset origin
 * with its total and the portfolio without its hidden item.
 * In Vietnamese (the bilingual parity spec visits these pages in English). The chart's "all" range and the origin's
 * total take every record of the fund, whatever test wrote it: the spec runs on an installation of its own.
 */
test.use({ ownInstallation: true });

const cases = {
  vi: { fund: "tstt", group: "dttt", loai: 0, month: "2026-01", prefix: "", chartPath: "/hieu-qua-dau-tu/tstt" },
} as const;

// NAV per unit 10000 -> 11000 and VN-Index 1200 -> 1290 over four days: rebased fund 100, 105, 99.75, 110; index
// 100, 102.5, 104.5, 107.5; return 10.00% against 7.50%, difference 2.50 points, maximum drawdown 5.00%.
const navs = ["10000.00", "10500.00", "9975.00", "11000.00"];
const closes = ["1200.00", "1230.00", "1254.00", "1290.00"];
const rebasedFund = ["100.00", "105.00", "99.75", "110.00"];
const rebasedIndex = ["100.00", "102.50", "104.50", "107.50"];

{
  const lang = "vi";
  const c = cases[lang];
  const t = ui[lang].fundsData;
  const days = ["05", "06", "07", "08"].map((day) => `${c.month}-${day}`);
  /** A decimal as the pages write it: grouped thousands, the language's decimal mark ("10.000,00" / "10,000.00"). */
  const shown = (value: string) => {
    const [whole = "", fraction] = value.split(".");
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, lang === "vi" ? "." : ",");
    return fraction === undefined ? grouped : `${grouped}${lang === "vi" ? "," : "."}${fraction}`;
  };
  const pct = (value: string) => `${shown(value)}%`;
  const dayShown = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

  test(`administrator enters index and NAV records, a visitor reads the rebased chart, an investor the asset origin (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    // 0. The public page, before the records exist, is in the page cache for anonymous visitors: the writes below
    // must purge it, or the visitor in step 2 would read the old page. A weak guard only (the cache's 30 s TTL or any
    // other test's write would also refresh it): public-cache.api.test.ts counts the purges of each write.
    const anonymous = await browser.newContext();
    await expect.poll(async () => (await anonymous.request.get(`${c.chartPath}?range=all`)).headers()["x-cache"]).toBe("hit");
    await anonymous.close();

    // 1. Two index closes through the administrators' form, the other two and the NAV records through the API.
    await signIn(page, `${c.prefix}/admin/login`, ADMIN);
    // Password hashing is deliberately slow; on a busy machine it takes longer than the default 5 s.
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/dashboard/admin$`), { timeout: 30_000 });
    await page.goto(`${c.prefix}/dashboard/admin/chi-so/create`);
    await waitForHydration(page);
    for (const at of [0, 1]) {
      await page.locator('[data-field="date_create"]').fill(days[at]!);
      await page.locator('[data-field="giatri1"]').fill(closes[at]!);
      await page.getByRole("button", { name: t.indices.create }).click();
      await expect(page.getByRole("status")).toHaveText(lang === "vi" ? "Đã lưu." : "Saved.");
      await expect(
        page
          .getByTestId("indices-table")
          .getByRole("row")
          .filter({ hasText: dayShown(days[at]!) }),
      ).toContainText(shown(closes[at]!));
    }
    // The same day twice is refused in the page's language.
    await page.locator('[data-field="date_create"]').fill(days[0]!);
    await page.locator('[data-field="giatri1"]').fill("1");
    await page.getByRole("button", { name: t.indices.create }).click();
    await expect(page.getByText(lang === "vi" ? "Đã có bản ghi chỉ số cho ngày này." : "There is already an index record for this day.")).toBeVisible();

    // A portfolio list: two items through the administrators' page, one of them hidden again.
    await page.goto(`${c.prefix}/dashboard/admin/${c.group}/danh-muc-dau-tu`);
    await waitForHydration(page);
    const shownItem = `FPT ${uid()}`;
    const hiddenItem = `VIC ${uid()}`;
    for (const [title, weight] of [
      [shownItem, "12.5"],
      [hiddenItem, "30.25"],
    ] as const) {
      await page.locator('input[name="title_vi"]').fill(title);
      await page.locator('[data-field="weight"]').fill(weight);
      await page.getByRole("button", { name: t.portfolio.add }).click();
      await expect(page.getByTestId("portfolio-admin-table").getByRole("row").filter({ hasText: title })).toContainText(t.portfolio.shown);
    }
    await page.getByRole("button", { name: `${t.portfolio.hide} ${hiddenItem}` }).click();
    await expect(page.getByTestId("portfolio-admin-table").getByRole("row").filter({ hasText: hiddenItem })).toContainText(t.portfolio.hidden);

    const admin = await apiSession(request, ADMIN);
    for (const at of [2, 3])
      expect((await request.post("/api/v1/chiso", { headers: admin, data: { date_create: days[at], giatri1: closes[at] } })).status()).toBe(201);
    for (const [at, giatri1] of navs.entries())
      expect((await request.post("/api/v1/hieuqua", { headers: admin, data: { loai: c.loai, date_create: days[at], giatri1 } })).status()).toBe(201);
    for (const row of [
      { taisan: `Cà phê ${uid()}`, khoiluong: "12.5", giadvdt: "45000.50", sort: 1 },
      { taisan: `Hồ tiêu ${uid()}`, khoiluong: "3", giadvdt: "100000", sort: 2 },
    ]) {
      expect((await request.post("/api/v1/xuatxu", { headers: admin, data: { ...row, date: days[3], type: c.loai } })).status()).toBe(201);
    }

    // 2. A visitor, before any interaction (the page hydrates on the first one, docs/performance.md): the chart is
    // drawn by the server (fund and index lines, the legend, the first and last day under the plot) and no
    // JavaScript file is loaded. The range links are plain links; the data table holds the rebased values.
    const visitor = await (await browser.newContext()).newPage();
    const scripts: string[] = [];
    visitor.on("request", (sent) => {
      if (sent.resourceType() === "script") scripts.push(sent.url());
    });
    // (A click would hover first, and a mouse over the page starts hydration: the link is followed by its address.)
    await visitor.goto(c.chartPath);
    const ranges = visitor.getByRole("navigation", { name: t.chart.ranges });
    await expect(ranges.getByRole("link", { name: t.ranges["1Y"], exact: true })).toHaveAttribute("aria-current", "page");
    await visitor.goto((await ranges.getByRole("link", { name: t.ranges.all, exact: true }).getAttribute("href"))!);
    await expect(visitor).toHaveURL(`${c.chartPath}?range=all`);
    await visitor.waitForLoadState("networkidle");
    const chart = visitor.getByTestId("line-chart");
    await expect(chart.locator("svg path.line-chart-line")).toHaveCount(2);
    await expect(chart.locator(".line-chart-legend li")).toHaveText([t.chart.fund, t.chart.index]);
    await expect(chart.locator(".line-chart-x span").first()).toHaveText(dayShown(days[0]!));
    await expect(chart.locator(".line-chart-x span").last()).toHaveText(dayShown(days[3]!));
    expect(await chart.getAttribute("aria-hidden")).toBe("true");
    expect(scripts).toEqual([]);
    const rows = visitor.getByTestId("chart-table").locator("tbody tr");
    await expect(rows).toHaveCount(4);
    for (const at of [0, 1, 2, 3]) {
      await expect(rows.nth(at)).toHaveText([dayShown(days[at]!), shown(navs[at]!), shown(rebasedFund[at]!), shown(rebasedIndex[at]!)].join(""));
    }
    const all = visitor.getByTestId("figures-table").getByRole("row").filter({ hasText: t.ranges.all });
    await expect(all).toHaveText([t.ranges.all, pct("10.00"), pct("7.50"), pct("2.50"), "—", pct("5.00")].join(""));
    expect(await axeViolations(visitor)).toEqual([]);
    // Hydrated, the links are the router's: another range and back, the server's picture the same.
    await waitForHydration(visitor);
    await ranges.getByRole("link", { name: t.ranges["1M"], exact: true }).click();
    await expect(visitor).toHaveURL(`${c.chartPath}?range=1M`);
    await expect(ranges.getByRole("link", { name: t.ranges["1M"], exact: true })).toHaveAttribute("aria-current", "page");
    await ranges.getByRole("link", { name: t.ranges.all, exact: true }).click();
    await expect(visitor).toHaveURL(`${c.chartPath}?range=all`);
    await expect(chart.locator("svg path.line-chart-line")).toHaveCount(2);
    await expect(rows).toHaveCount(4);
    await visitor.close();

    // Without JavaScript the same numbers and the picture are in the page.
    const noScript = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await noScript.goto(`${c.chartPath}?range=all`);
    await expect(noScript.getByTestId("chart-table").locator("tbody tr").nth(3)).toContainText(shown("110.00"));
    await expect(noScript.getByTestId("line-chart").locator("svg path.line-chart-line")).toHaveCount(2);
    await noScript.close();

    // 3. An investor reads the fund's asset origin: 562,506 + 300,000 VND.
    const investor = { email: `investor-${uid()}@example.com`, password: "nha-dau-tu-e2e-mat-khau-2024" };
    await insertPerson({ ...investor, role: "investor" });
    const reader = await (await browser.newContext()).newPage();
    await signIn(reader, `${c.prefix}/user/login`, investor);
    await expect(reader).not.toHaveURL(/\/user\/login/, { timeout: 30_000 });
    await reader.goto(`${c.prefix}/dashboard/dashboard/san-pham/${c.fund}/xuatxu`);
    await expect(reader.getByTestId("origin-total")).toHaveText(lang === "vi" ? "862.506 ₫" : "VND 862,506");
    // The overview shows the fund's figures and the investor's own holdings (none dealt yet).
    await reader.goto(`${c.prefix}/dashboard/dashboard/san-pham/${c.fund}/tongquan`);
    await expect(reader.getByTestId("figures-table").getByRole("row").filter({ hasText: t.ranges.all })).toContainText(pct("10.00"));
    await expect(reader.getByText(t.mine.empty)).toBeVisible();
    await reader.goto(`${c.prefix}/dashboard/dashboard/san-pham/${c.fund}/danhmucdautu`);
    await expect(reader.getByTestId("portfolio-table").locator("tbody tr")).toHaveCount(1);
    await expect(reader.getByTestId("portfolio-table")).toContainText(shownItem);
    await expect(reader.getByTestId("portfolio-total")).toHaveText(lang === "vi" ? "12,50%" : "12.50%");
    await reader.close();
  });
}

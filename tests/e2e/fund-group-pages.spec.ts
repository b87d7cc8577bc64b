import { ADMIN, apiSession, axeViolations, e2eDatabase, expect, signIn, test, ui, waitForHydration } from "./support.ts";

/**
 * Each fund group's chart and index pages (issue 16): the administrator reads the fund's chart data and NAV records
 * under its group, opens a record's edit form from the list, and adds an index record that the group's list then shows.
 * In Vietnamese (the bilingual parity spec visits these pages in English), on its own group and month.
 */
const cases = {
  vi: { group: "dttt", loai: 0, month: "2019-04", days: ["2019-04-01", "2019-04-02"], prefix: "" },
} as const;

{
  const lang = "vi";
  const c = cases[lang];
  const t = ui[lang];
  const dayShown = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

  test(`the fund group's chart and index records (${lang})`, async ({ page, request }) => {
    test.slow();
    try {
      const admin = await apiSession(request, ADMIN);
      for (const [at, giatri1] of ["10000.00", "10500.00"].entries()) {
        expect((await request.post("/api/v1/hieuqua", { headers: admin, data: { loai: c.loai, date_create: c.days[at], giatri1 } })).status()).toBe(201);
      }
      await signIn(page, `${c.prefix}/admin/login`, ADMIN);
      // Password hashing is deliberately slow; on a busy machine it takes longer than the default 5 s.
      await expect(page).toHaveURL(new RegExp(`${c.prefix}/dashboard/admin$`), { timeout: 30_000 });

      // The chart: the data table behind the picture (NAV rebased to 100) and the fund's NAV records with their edit links.
      await page.goto(`${c.prefix}/dashboard/admin/${c.group}/chart?range=all`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(t.fundsData.groupChart.title);
      const rows = page
        .getByTestId("chart-table")
        .locator("tbody tr")
        .filter({ hasText: new RegExp(c.days.map(dayShown).join("|")) });
      await expect(rows).toHaveCount(2);
      await expect(rows.filter({ hasText: dayShown(c.days[1]) })).toContainText(lang === "vi" ? "10.500,00" : "10,500.00");
      // Checked with the picture drawn: it is hidden from assistive technology and holds nothing focusable.
      await expect(page.getByTestId("line-chart").locator("svg path.line-chart-line")).toHaveCount(2);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("link", { name: t.funds.nav.editOf.replace("{{date}}", dayShown(c.days[1])) }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/admin/${c.group}/chart/edit/\\d+$`));
      await expect(page.getByTestId("nav-edit-form").locator('[data-field="giatri1"]')).toHaveValue(lang === "vi" ? "10500,00" : "10500.00");
      expect(await axeViolations(page)).toEqual([]);

      // An index record added from the group's create page shows in the group's list.
      await page.goto(`${c.prefix}/dashboard/admin/${c.group}/chi-so/them-moi`);
      await waitForHydration(page);
      await page.locator('[data-field="date_create"]').fill(c.days[0]);
      await page.locator('[data-field="giatri1"]').fill("1234.56");
      await page.getByRole("button", { name: t.fundsData.indices.create }).click();
      await expect(page.getByRole("status")).toHaveText(lang === "vi" ? "Đã lưu." : "Saved.");
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${c.prefix}/dashboard/admin/${c.group}/chi-so`);
      await expect(
        page
          .getByTestId("indices-table")
          .getByRole("row")
          .filter({ hasText: dayShown(c.days[0]) }),
      ).toContainText(lang === "vi" ? "1.234,56" : "1,234.56");
      await expect(page.getByRole("link", { name: t.fundsData.indices.create })).toHaveAttribute(
        "href",
        `${c.prefix}/dashboard/admin/${c.group}/chi-so/them-moi`,
      );
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      const db = e2eDatabase();
      db.prepare("delete from chiso where date_create like ?").run(`${c.month}-%`);
      db.prepare("delete from hieuqua where loai = ? and date_create like ?").run(c.loai, `${c.month}-%`);
      db.close();
    }
  });
}

import type { APIRequestContext } from "@playwright/test";
import { ADMIN, apiSession, axeViolations, expect, fill, insertPerson, signIn, test, ui, uid, type Lang } from "./support.ts";

/**
 * A fund's public service page leads with the fund's latest NAV per unit and its date, its return over a few ranges
 * beside the VN-Index's, the way to its performance page and the way to invest. The test adds NAV records of its own
 * (a month of 2017 per fund), which changes every figure of the fund: it runs on an installation of its own. The
 * page is compared with what the public API says at the time.
 */
test.use({ ownInstallation: true });

const cases = {
  en: {
    fund: "tsbv",
    loai: 1,
    path: "/en/service/dau-tu-ben-vung--tsbv",
    performance: "/en/fund-performance/tsbv",
    month: "2017-04",
    navs: ["20000.00", "19800.25"],
  },
} as const;

/** An exact NAV (text with two decimals) as the page writes it: "10.250,50 ₫" / "VND 10,250.50". */
function navShown(nav: string, lang: Lang) {
  const [whole = "0", cents = "00"] = nav.split(".");
  const grouped = Number(whole).toLocaleString(lang === "vi" ? "vi-VN" : "en-GB");
  return lang === "vi" ? `${grouped},${cents}\u00a0₫` : `VND\u00a0${grouped}.${cents}`;
}
const percentShown = (value: string | null, lang: Lang) => (value === null ? "—" : lang === "vi" ? `${value.replace(".", ",")}%` : `${value}%`);
const dayShown = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

type Figures = { range: string; fundReturn: string; indexReturn: string | null }[];
async function published(request: APIRequestContext, loai: number) {
  const navs = (await (await request.get(`/api/v1/hieuqua?loai=${loai}&is_admin=0&limit=1`)).json()) as { data: { date_create: string; giatri1: string }[] };
  const chart = (await (await request.get(`/api/v1/performance?loai=${loai}&range=1M`)).json()) as { data: { figures: Figures } };
  return { latest: navs.data[0]!, figures: chart.data.figures.filter((row) => ["3M", "YTD", "1Y", "all"].includes(row.range)) };
}

{
  const lang = "en";
  const c = cases[lang];
  const t = ui[lang].fundsData;

  test(`a fund's page shows its latest NAV, its figures and the ways to its performance and to invest (${lang})`, async ({ page, request, browser }) => {
    test.slow();
    const admin = await apiSession(request, ADMIN);
    for (const [at, giatri1] of c.navs.entries()) {
      expect((await request.post("/api/v1/hieuqua", { headers: admin, data: { loai: c.loai, date_create: `${c.month}-0${at + 1}`, giatri1 } })).status()).toBe(
        201,
      );
    }

    await expect(async () => {
      const { latest, figures } = await published(request, c.loai);
      await page.goto(c.path);
      const facts = page.getByTestId("fund-facts");
      await expect(facts.getByRole("heading", { level: 2 })).toHaveText(fill(t.facts.title, { fund: t.funds[c.fund] }), { timeout: 1000 });
      await expect(facts.getByTestId("fund-nav")).toHaveText(navShown(latest.giatri1, lang), { timeout: 1000 });
      await expect(facts.getByTestId("fund-nav-date")).toHaveText(fill(t.facts.asOf, { date: dayShown(latest.date_create) }), { timeout: 1000 });
      expect(figures.length).toBeGreaterThan(0);
      await expect(facts.getByTestId("fund-return")).toHaveText(
        figures.map((row) => percentShown(row.fundReturn, lang)),
        { timeout: 1000 },
      );
      await expect(facts.getByTestId("fund-index-return")).toHaveText(
        figures.map((row) => fill(t.facts.index, { value: percentShown(row.indexReturn, lang) })),
        { timeout: 1000 },
      );
    }).toPass({ timeout: 30_000 });
    const facts = page.getByTestId("fund-facts");
    await expect(facts.locator("dt").last()).toHaveText(t.facts.sinceStart);
    await expect(facts.getByTestId("fund-performance-link")).toHaveAttribute("href", c.performance);
    expect(await axeViolations(page)).toEqual([]);

    // A visitor is offered an investor's account: the registration page opens with it chosen.
    await facts.getByTestId("fund-register").click();
    await expect(page).toHaveURL(`/en/user/register?type=investor`);
    await expect(page.getByRole("radio", { name: ui[lang].registration.accountTypes.investor })).toBeChecked();

    // A signed-in investor is taken to their own page to buy.
    const investor = { email: `fund-page-${uid()}@example.com`, password: "nha-dau-tu-mat-khau-2024" };
    await insertPerson({ ...investor, role: "investor" });
    const signedIn = await (await browser.newContext()).newPage();
    await signIn(signedIn, `/en/user/login`, investor);
    await expect(signedIn).toHaveURL(/\/user\/dau-tu-tang-truong$/, { timeout: 20_000 });
    await signedIn.goto(c.path);
    await expect(signedIn.getByTestId("fund-register")).toHaveCount(0);
    await signedIn.getByTestId("fund-buy").click();
    await expect(signedIn).toHaveURL(`/en/user/dau-tu-tang-truong`);
  });
}

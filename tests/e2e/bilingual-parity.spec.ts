import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { pathTo, sitePages, type PageName } from "../../src/web/routing/site-map.ts";
import { createInvestor } from "./fund-fixtures.ts";
import { ADMIN, apiSession, axeViolations, e2eDatabase, expect, insertPerson, phoneNumber, sendEntry, test, uid, type Lang } from "./support.ts";
import { untranslated } from "./untranslated.ts";

/**
 * Every page type of the product, in both languages: each passes axe (WCAG 2.2 AA) and shows nothing of the other
 * language (untranslated.ts). The journeys run in one language each; this spec is where the other language of every
 * page is seen. Pages are grouped per signed-in person so each test signs in once; every test makes its own data.
 */

/** A page of the route table (its address in each language from pathTo), or an address outside it. */
type Visit = ({ page: PageName; params?: Record<string, string | undefined> } | { path: Record<Lang, string> }) & { query?: string; status?: number };
const langs: Lang[] = ["vi", "en"];

/** The page types each test visits; a parameter "$name" is filled in from the test's own data. */
const groups = {
  public: [
    { page: "home" },
    { page: "introduce" },
    { page: "introduce", params: { id: "$pageSlug" } },
    { page: "service" },
    { page: "service", params: { id: "dau-tu-tang-truong--tstt" } },
    { page: "contest" },
    { page: "contest", params: { id: "dieu-le" } },
    { page: "fundPerformance", params: { fund: "tstt" } },
    { page: "news" },
    { page: "news", params: { cid: "$categoryId" } },
    { page: "article", params: { cid: "$categoryId", id: "$article" } },
    { page: "results" },
    { page: "resultsSemiFinal" },
    { page: "luckyDrawResults" },
  ],
  account: [
    { page: "contact" },
    { page: "userLogin" },
    { page: "adminLogin" },
    { page: "register" },
    { page: "forgotPassword" },
    { page: "resetPassword", query: "?token=not-a-token" },
    { page: "verifyEmail", query: "?token=not-a-token" },
    { page: "subscribe" },
    { page: "subscribeConfirm", query: "?token=not-a-token" },
    { page: "unsubscribe", query: "?token=not-a-token" },
    { page: "oidcReturn" },
    { page: "introduce", params: { id: "no-such-page" }, status: 404 },
    { path: { vi: "/khong-ton-tai", en: "/en/not-here" }, status: 404 },
  ],
  contestant: [
    { page: "userHome" },
    { page: "userInfo" },
    { page: "examInformation" },
    { page: "submitSuccess" },
    { page: "userLucky" },
    { page: "userChangePassword" },
  ],
  newcomer: [{ page: "submitExam" }],
  unactivated: [{ page: "activate" }],
  judge: [
    { page: "judgeHome" },
    { page: "judgeQueue" },
    { page: "judgeMark", params: { code: "$code" } },
    { page: "judgeGroups" },
    { page: "judgeConflicts" },
    { page: "judgeJury" },
  ],
  investor: [
    { page: "investorFunds" },
    ...["tongquan", "chart", "danhmucdautu", "xuatxu", "baocao", "hdmua", "hdban"].map((section) => ({
      page: "product" as const,
      params: { fund: "tstt", section },
    })),
    { page: "userInfo" },
  ],
  adminContest: [
    { page: "adminHome" },
    { page: "adminContest" },
    { page: "adminEntries" },
    { page: "adminEntry", params: { id: "$entryId" } },
    { page: "adminExaminees" },
    { page: "adminController" },
    { page: "adminJudgeSummary" },
    { page: "adminResults" },
    { page: "adminPrizes" },
    { page: "adminJury" },
    { page: "adminDrawLucky" },
    { page: "adminStatistics" },
    { page: "adminEventsLog" },
  ],
  adminFunds: [
    { page: "adminFundOverviewTstt" },
    { page: "adminFundNavTstt" },
    { page: "adminFundBuysTstt" },
    { page: "adminFundSellsTstt" },
    { page: "adminFundBuyCreateTstt" },
    { page: "adminFundRules" },
    { page: "adminFundStatements" },
    { page: "adminReportsInvestment" },
    { page: "adminReportInvestmentCreate" },
    { page: "adminReportsPortfolioNav" },
    { page: "adminReportPortfolioNavCreate" },
    { page: "adminFundOrigin", params: { group: "dttt" } },
    { page: "adminPortfolio", params: { group: "dttt" } },
    { page: "adminFundChart", params: { group: "dttt" } },
    { page: "adminFundChartCreate", params: { group: "dttt" } },
    { page: "adminFundIndices", params: { group: "dttt" } },
    { page: "adminFundIndexCreate", params: { group: "dttt" } },
    { page: "adminIndexCreate" },
    { page: "adminNavByWeek" },
    { page: "adminNavByMonth" },
    { page: "adminNavByPeriod" },
  ],
  adminContent: [
    { page: "adminUsers" },
    { page: "adminAffiliates" },
    { page: "adminUserCreate" },
    { page: "adminUserEdit", params: { id: "$userId" } },
    { page: "adminNews" },
    { page: "adminNewsCreate" },
    { page: "adminNewsEdit", params: { id: "$newsId" } },
    { page: "adminNewsCategories" },
    { page: "adminPages" },
    { page: "adminPageCreate" },
    { page: "adminPageEdit", params: { id: "$pageId" } },
    { page: "adminSettings" },
    { page: "adminContacts" },
    { page: "adminChangePassword" },
    { page: "adminProfile" },
    { page: "adminAnnouncements" },
  ],
} satisfies Record<string, Visit[]>;

/** Pages not visited, each the same page type as one that is (the same file, the other fund or the edit form), or no page at all. */
const sameTypeAs: Partial<Record<PageName, PageName | "redirect">> = {
  adminFundNavTsbv: "adminFundNavTstt",
  adminFundBuysTsbv: "adminFundBuysTstt",
  adminFundSellsTsbv: "adminFundSellsTstt",
  adminFundBuyCreateTsbv: "adminFundBuyCreateTstt",
  adminFundBuyEditTstt: "adminFundBuyCreateTstt",
  adminFundBuyEditTsbv: "adminFundBuyCreateTstt",
  adminFundOverviewTsbv: "adminFundOverviewTstt",
  adminReportInvestmentEdit: "adminReportInvestmentCreate",
  adminReportPortfolioNavEdit: "adminReportPortfolioNavCreate",
  adminFundChartEdit: "adminFundChartCreate",
  adminFundIndexEdit: "adminFundIndexCreate",
  adminIndexEdit: "adminIndexCreate",
  // Addresses that only send a person on (session.spec.ts and spec-addresses.spec.ts follow them).
  logout: "redirect",
  ownArea: "redirect",
  dashboardRoot: "redirect",
};

// A budget per page visited rather than per test: each visit loads, hydrates and runs axe (seconds on a busy machine).
const longestGroup = Math.max(...Object.values(groups).map((visits) => visits.length));
test.describe.configure({ timeout: 30_000 + longestGroup * langs.length * 5_000 });

test("every page of the route table is visited here, or is the same page type as one that is", () => {
  const visited = new Set<string>(Object.values(groups).flatMap((visits: Visit[]) => visits.map((visit) => ("page" in visit ? visit.page : ""))));
  const missing = Object.keys(sitePages).filter((name) => !visited.has(name) && !(name in sameTypeAs));
  expect(missing).toEqual([]);
});

/** Opens each page in each language and records what axe and the untranslated-text check find (all pages, then fail). */
async function visitAll(page: Page, visits: Visit[], data: Record<string, string> = {}) {
  for (const visit of visits) {
    const params =
      "page" in visit
        ? Object.fromEntries(Object.entries(visit.params ?? {}).map(([name, value]) => [name, value?.startsWith("$") ? data[value.slice(1)] : value]))
        : {};
    for (const lang of langs) {
      const path = ("page" in visit ? pathTo(lang, visit.page, params) : visit.path[lang]) + (visit.query ?? "");
      const response = await page.goto(path);
      expect.soft(response?.status(), `${path}: status`).toBe(visit.status ?? 200);
      // Still the page asked for (not a sign-in page or another person's area), in its language.
      expect.soft(decodeURI(new URL(page.url()).pathname), `${path}: no redirect`).toBe(path.split("?")[0]);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      expect.soft(await axeViolations(page), `${path}: axe`).toEqual([]);
      expect.soft(await untranslated(page, lang), `${path}: untranslated`).toEqual([]);
    }
  }
}

/** A page of a new context signed in as the person: the API's session token is the site's session cookie. */
async function signedIn(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string | undefined,
  credentials: { email: string; password: string },
): Promise<Page> {
  const { authorization } = await apiSession(request, credentials);
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: "session", value: authorization.replace(/^Bearer /, ""), url: baseURL ?? "", httpOnly: true, sameSite: "Lax" }]);
  return context.newPage();
}

const asAdmin = async (request: APIRequestContext) => ({ request, headers: await apiSession(request, ADMIN) });

/** A published article and content page of this test, in both languages. */
async function publicContent(request: APIRequestContext) {
  const { headers } = await asAdmin(request);
  const [category] = (await (await request.get("/api/v1/newscat")).json()).data as { id: number }[];
  const title = `Parity ${uid()}`;
  const article = await request.post("/api/v1/news", {
    headers,
    data: {
      category_id: category!.id,
      title_vi: `Bài ${title}`,
      title_en: `Article ${title}`,
      summary_vi: "Tóm tắt bài viết.",
      summary_en: "The article's summary.",
      body_vi: "<p>Nội dung.</p>",
      body_en: "<p>The text.</p>",
      publish: true,
    },
  });
  expect(article.status()).toBe(201);
  const { id, slug } = (await article.json()).data as { id: number; slug: string };
  const pageSlug = `parity-${uid()}`;
  const created = await request.post("/api/v1/admin/pages", {
    headers,
    data: {
      section: "introduce",
      slug: pageSlug,
      title_vi: `Trang ${title}`,
      title_en: `Page ${title}`,
      body_vi: "<p>Nội dung trang.</p>",
      body_en: "<p>The page's text.</p>",
      published: true,
    },
  });
  expect(created.status()).toBe(201);
  return { categoryId: String(category!.id), article: `${id}-${slug}`, newsId: String(id), pageSlug, pageId: String((await created.json()).data.id) };
}

/** A judge of this test (created by the administrator, so activated) and their password. */
async function newJudge(request: APIRequestContext) {
  const { headers } = await asAdmin(request);
  const judge = { email: `parity-judge-${uid()}@judges.example.net`, password: "giam-khao-song-ngu-2024" };
  const created = await request.post("/api/v1/users", { headers, data: { full_name: `Giám Khảo ${uid()}`, role: "judge", ...judge } });
  expect(created.status()).toBe(201);
  return { ...judge, id: (await created.json()).data.id as number };
}

/** sendEntry's contestants share one password (support.ts). */
const CONTESTANT_PASSWORD = "bai-du-thi-e2e-mat-khau-2024";

test("public pages: home, company, contest and fund pages, news, results and the lucky draw", async ({ page, request }) => {
  await visitAll(page, groups.public, await publicContent(request));
});

test("account and newsletter pages, the contact form and the not-found page", async ({ page }) => {
  await visitAll(page, groups.account);
});

test("the contestant's area: home, profile, sent entry, lucky draw, password; the entry wizard; activation", async ({ browser, request, baseURL }) => {
  const { email } = await sendEntry(request, `Ý tưởng song ngữ – ${"x".repeat(50)} ${uid()}`);
  await visitAll(await signedIn(browser, request, baseURL, { email, password: CONTESTANT_PASSWORD }), groups.contestant);

  // The entry wizard, as a contestant who has sent nothing yet.
  const newcomer = { email: `parity-${uid()}@example.com`, password: CONTESTANT_PASSWORD };
  await insertPerson({ ...newcomer, phone_number: phoneNumber(), birth_date: "1992-02-02", nation: "VN" });
  await visitAll(await signedIn(browser, request, baseURL, newcomer), groups.newcomer);

  // Activation, as a person who signed up and has not entered the code yet.
  const id = uid();
  const unactivated = { email: `parity-new-${id}@example.com`, password: CONTESTANT_PASSWORD };
  const signup = await request.post("/api/v1/auth/signup", {
    data: {
      ...unactivated,
      password_confirmation: CONTESTANT_PASSWORD,
      full_name: `Người Mới ${id}`,
      cmt: `P${id.toUpperCase()}`.slice(0, 20),
      birth_date: "05/03/1995",
      phone_number: phoneNumber(),
      nation: "VN",
      accept_terms: true,
      person_type: "person",
    },
  });
  expect(signup.status()).toBe(201);
  await visitAll(await signedIn(browser, request, baseURL, unactivated), groups.unactivated);
});

test("the judge's area: home, queue, marking an entry, groups, conflicts, the jury vote", async ({ browser, request, baseURL }) => {
  const { headers } = await asAdmin(request);
  const judge = await newJudge(request);
  const { code } = await sendEntry(request, `Bài để chấm song ngữ – ${"y".repeat(50)} ${uid()}`);
  const assigned = await request.post("/api/v1/judging/assignments", {
    headers,
    data: { round: "semi_final", entry_code: code, judge_id: judge.id, reason: "Bilingual parity check" },
  });
  expect(assigned.status()).toBe(201);
  await visitAll(await signedIn(browser, request, baseURL, judge), groups.judge, { code });
});

test("the investor's area: funds, every section of a fund, the KYC profile", async ({ browser, request, baseURL }) => {
  const { headers } = await asAdmin(request);
  const investor = await createInvestor(request, headers, { fullName: `Nhà Đầu Tư ${uid()}` });
  await visitAll(await signedIn(browser, request, baseURL, { email: investor.email, password: investor.password }), groups.investor);
});

test("the administrators' contest, judging, results and lucky-draw pages", async ({ browser, request, baseURL }) => {
  const { code } = await sendEntry(request, `Bài để quản trị song ngữ – ${"z".repeat(50)} ${uid()}`);
  const db = e2eDatabase({ readOnly: true });
  const entry = db.prepare("select id from entries where code = ?").get(code) as { id: number };
  db.close();
  await visitAll(await signedIn(browser, request, baseURL, ADMIN), groups.adminContest, { entryId: String(entry.id) });
});

test("the administrators' fund pages: orders, NAV, rules, reports, charts and indices", async ({ browser, request, baseURL }) => {
  await visitAll(await signedIn(browser, request, baseURL, ADMIN), groups.adminFunds);
});

test("the administrators' people, news, pages, settings and contact messages", async ({ browser, request, baseURL }) => {
  const content = await publicContent(request);
  const judge = await newJudge(request);
  await visitAll(await signedIn(browser, request, baseURL, ADMIN), groups.adminContent, { ...content, userId: String(judge.id) });
});

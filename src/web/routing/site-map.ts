import { defaultLocale, type Locale } from "#contracts/locale.ts";

/** The frame a page renders in; each is one layout route (admin and user areas are guarded there). */
export const layouts = {
  site: "components/layouts/site-layout.tsx",
  admin: "components/layouts/admin-layout.tsx",
  user: "components/layouts/user-layout.tsx",
} as const;

/**
 * The one routing config. Each page has a path per language; both paths serve the page in both
 * languages (Vietnamese at the root, English under /en), and the path of the page's own language is canonical.
 */
export const sitePages = {
  home: { file: "routes/home.tsx", layout: "site", path: { vi: "/", en: "/" } },
  contact: { file: "routes/contact.tsx", layout: "site", path: { vi: "/lien-he", en: "/contact" } },
  introduce: { file: "routes/content-page.tsx", layout: "site", path: { vi: "/gioi-thieu/:id?", en: "/introduce/:id?" } },
  service: { file: "routes/content-page.tsx", layout: "site", path: { vi: "/dich-vu/:id?", en: "/service/:id?" } },
  contest: { file: "routes/content-page.tsx", layout: "site", path: { vi: "/cuoc-thi/:id?", en: "/contest/:id?" } },
  news: { file: "routes/news-list.tsx", layout: "site", path: { vi: "/tin-tuc/:cid?", en: "/news/:cid?" } },
  article: { file: "routes/news-article.tsx", layout: "site", path: { vi: "/tin-tuc/:cid/:id", en: "/news/:cid/:id" } },
  userLogin: { file: "routes/account/login.tsx", layout: "site", path: { vi: "/user/login", en: "/user/login" } },
  adminLogin: { file: "routes/account/login.tsx", layout: "site", path: { vi: "/admin/login", en: "/admin/login" } },
  logout: { file: "routes/account/logout.tsx", layout: "site", path: { vi: "/logout", en: "/logout" } },
  forgotPassword: { file: "routes/account/forgot-password.tsx", layout: "site", path: { vi: "/user/forget", en: "/user/forget" } },
  resetPassword: { file: "routes/account/reset-password.tsx", layout: "site", path: { vi: "/user/reset", en: "/user/reset" } },
  userChangePassword: {
    file: "routes/account/change-password.tsx",
    layout: "user",
    path: { vi: "/dashboard/user/change-password", en: "/dashboard/user/change-password" },
  },
  adminChangePassword: {
    file: "routes/account/change-password.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/change-password", en: "/dashboard/admin/change-password" },
  },
  adminProfile: { file: "routes/user/user-info.tsx", layout: "admin", path: { vi: "/dashboard/admin/profile", en: "/dashboard/admin/profile" } },
  // The spec's bare area addresses: each sends a person to their own area (or to sign-in).
  ownArea: { file: "routes/account/own-area.tsx", layout: "site", path: { vi: "/user/:id?", en: "/user/:id?" } },
  dashboardRoot: { file: "routes/account/own-area.tsx", layout: "site", path: { vi: "/dashboard", en: "/dashboard" } },
  register: { file: "routes/account/register.tsx", layout: "site", path: { vi: "/user/register", en: "/user/register" } },
  verifyEmail: { file: "routes/account/verify.tsx", layout: "site", path: { vi: "/user/verify", en: "/user/verify" } },
  activate: { file: "routes/account/activate.tsx", layout: "user", path: { vi: "/user/activate", en: "/user/activate" } },
  oidcReturn: { file: "routes/account/oidc-return.tsx", layout: "site", path: { vi: "/auth/signin", en: "/auth/signin" } },
  adminHome: { file: "routes/admin/dashboard.tsx", layout: "admin", path: { vi: "/dashboard/admin", en: "/dashboard/admin" } },
  adminContest: { file: "routes/admin/contest.tsx", layout: "admin", path: { vi: "/dashboard/admin/contest", en: "/dashboard/admin/contest" } },
  adminUsers: { file: "routes/admin/users/list.tsx", layout: "admin", path: { vi: "/dashboard/admin/users", en: "/dashboard/admin/users" } },
  adminAffiliates: { file: "routes/admin/users/aff.tsx", layout: "admin", path: { vi: "/dashboard/admin/users/aff", en: "/dashboard/admin/users/aff" } },
  adminUserCreate: { file: "routes/admin/users/form.tsx", layout: "admin", path: { vi: "/dashboard/admin/users/create", en: "/dashboard/admin/users/create" } },
  adminUserEdit: {
    file: "routes/admin/users/form.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/users/edit/:id?", en: "/dashboard/admin/users/edit/:id?" },
  },
  adminNews: { file: "routes/admin/news/list.tsx", layout: "admin", path: { vi: "/dashboard/admin/news", en: "/dashboard/admin/news" } },
  adminNewsCreate: { file: "routes/admin/news/form.tsx", layout: "admin", path: { vi: "/dashboard/admin/news/create", en: "/dashboard/admin/news/create" } },
  adminNewsEdit: {
    file: "routes/admin/news/form.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/news/edit/:id?", en: "/dashboard/admin/news/edit/:id?" },
  },
  adminNewsCategories: {
    file: "routes/admin/news/categories.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/news/categories", en: "/dashboard/admin/news/categories" },
  },
  adminPages: { file: "routes/admin/pages/list.tsx", layout: "admin", path: { vi: "/dashboard/admin/pages", en: "/dashboard/admin/pages" } },
  adminPageCreate: { file: "routes/admin/pages/form.tsx", layout: "admin", path: { vi: "/dashboard/admin/pages/create", en: "/dashboard/admin/pages/create" } },
  adminPageEdit: {
    file: "routes/admin/pages/form.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/pages/edit/:id?", en: "/dashboard/admin/pages/edit/:id?" },
  },
  userHome: { file: "routes/user/home.tsx", layout: "user", path: { vi: "/dashboard/user", en: "/dashboard/user" } },
  userInfo: { file: "routes/user/user-info.tsx", layout: "user", path: { vi: "/dashboard/user/user-info", en: "/dashboard/user/user-info" } },
  submitExam: { file: "routes/user/submit-exam.tsx", layout: "user", path: { vi: "/user/submit-exam", en: "/user/submit-exam" } },
  submitSuccess: { file: "routes/user/submit-success.tsx", layout: "user", path: { vi: "/user/submit-success", en: "/user/submit-success" } },
  examInformation: { file: "routes/user/exam-information.tsx", layout: "user", path: { vi: "/user/exam-information", en: "/user/exam-information" } },
  adminEntries: { file: "routes/admin/entries/list.tsx", layout: "admin", path: { vi: "/dashboard/admin/list-test", en: "/dashboard/admin/list-test" } },
  adminEntry: {
    file: "routes/admin/entries/detail.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/list-test/:id", en: "/dashboard/admin/list-test/:id" },
  },
  adminExaminees: {
    file: "routes/admin/entries/examinees.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/list-examinee", en: "/dashboard/admin/list-examinee" },
  },
  subscribe: { file: "routes/newsletter.tsx", layout: "site", path: { vi: "/nhan-tin", en: "/newsletter" } },
  subscribeConfirm: { file: "routes/newsletter.tsx", layout: "site", path: { vi: "/nhan-tin/xac-nhan", en: "/newsletter/confirm" } },
  unsubscribe: { file: "routes/newsletter.tsx", layout: "site", path: { vi: "/nhan-tin/huy", en: "/newsletter/unsubscribe" } },
  judgeHome: { file: "routes/judge/home.tsx", layout: "user", path: { vi: "/dashboard/judge", en: "/dashboard/judge" } },
  judgeQueue: { file: "routes/judge/queue.tsx", layout: "user", path: { vi: "/dashboard/judge/mark-exam", en: "/dashboard/judge/mark-exam" } },
  judgeMark: { file: "routes/judge/mark.tsx", layout: "user", path: { vi: "/dashboard/judge/mark-exam/:code", en: "/dashboard/judge/mark-exam/:code" } },
  judgeGroups: { file: "routes/judge/groups.tsx", layout: "user", path: { vi: "/dashboard/judge/exam-group", en: "/dashboard/judge/exam-group" } },
  judgeConflicts: { file: "routes/judge/conflicts.tsx", layout: "user", path: { vi: "/dashboard/judge/conflicts", en: "/dashboard/judge/conflicts" } },
  adminController: { file: "routes/admin/controller.tsx", layout: "admin", path: { vi: "/dashboard/admin/controller", en: "/dashboard/admin/controller" } },
  adminJudgeSummary: {
    file: "routes/admin/judging/summary.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/controller/judges", en: "/dashboard/admin/controller/judges" },
  },
  adminEventsLog: { file: "routes/admin/events-log.tsx", layout: "admin", path: { vi: "/dashboard/admin/events-log", en: "/dashboard/admin/events-log" } },
  adminStatistics: { file: "routes/admin/statistics.tsx", layout: "admin", path: { vi: "/dashboard/admin/statistics", en: "/dashboard/admin/statistics" } },
  adminSettings: { file: "routes/admin/settings.tsx", layout: "admin", path: { vi: "/dashboard/admin/settings", en: "/dashboard/admin/settings" } },
  adminAnnouncements: {
    file: "routes/admin/announcements.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/announcements", en: "/dashboard/admin/announcements" },
  },
  adminContacts: { file: "routes/admin/contacts.tsx", layout: "admin", path: { vi: "/dashboard/admin/contacts", en: "/dashboard/admin/contacts" } },
  luckyDrawResults: { file: "routes/lucky-draw-results.tsx", layout: "site", path: { vi: "/ket-qua-quay-so", en: "/lucky-draw-results" } },
  userLucky: { file: "routes/user/lucky-draw.tsx", layout: "user", path: { vi: "/dashboard/user/lucky-draw", en: "/dashboard/user/lucky-draw" } },
  adminDrawLucky: { file: "routes/admin/draw-lucky.tsx", layout: "admin", path: { vi: "/dashboard/admin/draw-lucky", en: "/dashboard/admin/draw-lucky" } },
  fundPerformance: { file: "routes/funds/performance.tsx", layout: "site", path: { vi: "/hieu-qua-dau-tu/:fund", en: "/fund-performance/:fund" } },
  product: {
    file: "routes/funds/product.tsx",
    layout: "user",
    path: { vi: "/dashboard/dashboard/san-pham/:fund/:section?", en: "/dashboard/dashboard/san-pham/:fund/:section?" },
  },
  adminIndexCreate: {
    file: "routes/admin/funds-data/indices.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/chi-so/create", en: "/dashboard/admin/chi-so/create" },
  },
  adminIndexEdit: {
    file: "routes/admin/funds-data/indices.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/chi-so/edit/:id?", en: "/dashboard/admin/chi-so/edit/:id?" },
  },
  adminPortfolio: {
    file: "routes/admin/funds-data/portfolio.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/:group/danh-muc-dau-tu", en: "/dashboard/admin/:group/danh-muc-dau-tu" },
  },
  adminNavByWeek: {
    file: "routes/admin/funds-data/nav-change.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/chi-so/bien-dong-nav-theo-tuan", en: "/dashboard/admin/chi-so/bien-dong-nav-theo-tuan" },
  },
  adminNavByMonth: {
    file: "routes/admin/funds-data/nav-change.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/chi-so/bien-dong-nav-theo-thang", en: "/dashboard/admin/chi-so/bien-dong-nav-theo-thang" },
  },
  adminNavByPeriod: {
    file: "routes/admin/funds-data/nav-change.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/chi-so/bien-dong-nav-theo-giai-doan", en: "/dashboard/admin/chi-so/bien-dong-nav-theo-giai-doan" },
  },
  // Funds I (issue 15): the investor's page and each fund group's NAV and order pages (spec §2, groups dttt/dtbv).
  investorFunds: { file: "routes/user/funds.tsx", layout: "user", path: { vi: "/user/dau-tu-tang-truong", en: "/user/dau-tu-tang-truong" } },
  adminFundNavTstt: {
    file: "routes/admin/funds/nav.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/dttt/bao-cao-nav", en: "/dashboard/admin/dttt/bao-cao-nav" },
  },
  adminFundBuysTstt: {
    file: "routes/admin/funds/orders.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/dttt/hop-dong-mua", en: "/dashboard/admin/dttt/hop-dong-mua" },
  },
  adminFundSellsTstt: {
    file: "routes/admin/funds/orders.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/dttt/hop-dong-ban", en: "/dashboard/admin/dttt/hop-dong-ban" },
  },
  adminFundBuyCreateTstt: {
    file: "routes/admin/funds/order-form.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/dttt/hop-dong-mua/them-moi", en: "/dashboard/admin/dttt/hop-dong-mua/them-moi" },
  },
  adminFundBuyEditTstt: {
    file: "routes/admin/funds/order-form.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/dttt/hop-dong-mua/edit/:id?", en: "/dashboard/admin/dttt/hop-dong-mua/edit/:id?" },
  },
  adminFundNavTsbv: {
    file: "routes/admin/funds/nav.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/dtbv/bao-cao-nav", en: "/dashboard/admin/dtbv/bao-cao-nav" },
  },
  adminFundBuysTsbv: {
    file: "routes/admin/funds/orders.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/dtbv/hop-dong-mua", en: "/dashboard/admin/dtbv/hop-dong-mua" },
  },
  adminFundSellsTsbv: {
    file: "routes/admin/funds/orders.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/dtbv/hop-dong-ban", en: "/dashboard/admin/dtbv/hop-dong-ban" },
  },
  adminFundBuyCreateTsbv: {
    file: "routes/admin/funds/order-form.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/dtbv/hop-dong-mua/them-moi", en: "/dashboard/admin/dtbv/hop-dong-mua/them-moi" },
  },
  adminFundBuyEditTsbv: {
    file: "routes/admin/funds/order-form.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/dtbv/hop-dong-mua/edit/:id?", en: "/dashboard/admin/dtbv/hop-dong-mua/edit/:id?" },
  },
  adminFundRules: {
    file: "routes/admin/funds/settings.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/quy/quy-dinh", en: "/dashboard/admin/quy/quy-dinh" },
  },
  adminFundStatements: {
    file: "routes/admin/funds/statements.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/quy/sao-ke-ngan-hang", en: "/dashboard/admin/quy/sao-ke-ngan-hang" },
  },
  // Funds II reports (issue 16): each category's list, create and edit pages (spec §2), and each group's overview and asset origin.
  adminReportsInvestment: {
    file: "routes/admin/funds-data/reports.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/bao-cao-dau-tu/danh-sach", en: "/dashboard/admin/bao-cao-dau-tu/danh-sach" },
  },
  adminReportInvestmentCreate: {
    file: "routes/admin/funds-data/report-form.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/bao-cao-dau-tu/create", en: "/dashboard/admin/bao-cao-dau-tu/create" },
  },
  adminReportInvestmentEdit: {
    file: "routes/admin/funds-data/report-form.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/bao-cao-dau-tu/edit/:id?", en: "/dashboard/admin/bao-cao-dau-tu/edit/:id?" },
  },
  adminReportsPortfolioNav: {
    file: "routes/admin/funds-data/reports.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/bao-cao-danh-muc-nav/danh-sach", en: "/dashboard/admin/bao-cao-danh-muc-nav/danh-sach" },
  },
  adminReportPortfolioNavCreate: {
    file: "routes/admin/funds-data/report-form.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/bao-cao-danh-muc-nav/create", en: "/dashboard/admin/bao-cao-danh-muc-nav/create" },
  },
  adminReportPortfolioNavEdit: {
    file: "routes/admin/funds-data/report-form.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/bao-cao-danh-muc-nav/edit/:id?", en: "/dashboard/admin/bao-cao-danh-muc-nav/edit/:id?" },
  },
  adminFundOverviewTstt: { file: "routes/admin/funds-data/overview.tsx", layout: "admin", path: { vi: "/dashboard/admin/dttt", en: "/dashboard/admin/dttt" } },
  adminFundOverviewTsbv: { file: "routes/admin/funds-data/overview.tsx", layout: "admin", path: { vi: "/dashboard/admin/dtbv", en: "/dashboard/admin/dtbv" } },
  adminFundOrigin: {
    file: "routes/admin/funds-data/origin.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/:group/xuat-xu", en: "/dashboard/admin/:group/xuat-xu" },
  },
  // Each group's chart (NAV per unit against VN-Index, its NAV records and their form) and index records (issue 16, spec §2).
  adminFundChart: {
    file: "routes/admin/funds-data/fund-chart.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/:group/chart", en: "/dashboard/admin/:group/chart" },
  },
  adminFundChartCreate: {
    file: "routes/admin/funds-data/fund-chart.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/:group/chart/create", en: "/dashboard/admin/:group/chart/create" },
  },
  adminFundChartEdit: {
    file: "routes/admin/funds-data/fund-chart.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/:group/chart/edit/:id?", en: "/dashboard/admin/:group/chart/edit/:id?" },
  },
  adminFundIndices: {
    file: "routes/admin/funds-data/indices.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/:group/chi-so", en: "/dashboard/admin/:group/chi-so" },
  },
  adminFundIndexCreate: {
    file: "routes/admin/funds-data/indices.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/:group/chi-so/them-moi", en: "/dashboard/admin/:group/chi-so/them-moi" },
  },
  adminFundIndexEdit: {
    file: "routes/admin/funds-data/indices.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/:group/chi-so/edit/:id", en: "/dashboard/admin/:group/chi-so/edit/:id" },
  },
  results: { file: "routes/results/final.tsx", layout: "site", path: { vi: "/ket-qua", en: "/results" } },
  resultsSemiFinal: { file: "routes/results/semi-final.tsx", layout: "site", path: { vi: "/ket-qua/ban-ket", en: "/results/semi-final" } },
  judgeJury: { file: "routes/judge/jury.tsx", layout: "user", path: { vi: "/dashboard/judge/jury-vote", en: "/dashboard/judge/jury-vote" } },
  adminResults: { file: "routes/admin/results/rounds.tsx", layout: "admin", path: { vi: "/dashboard/admin/results", en: "/dashboard/admin/results" } },
  adminPrizes: {
    file: "routes/admin/results/prizes.tsx",
    layout: "admin",
    path: { vi: "/dashboard/admin/results/prizes", en: "/dashboard/admin/results/prizes" },
  },
  adminJury: { file: "routes/admin/results/jury.tsx", layout: "admin", path: { vi: "/dashboard/admin/results/jury", en: "/dashboard/admin/results/jury" } },
} as const satisfies Record<string, { file: string; layout: keyof typeof layouts; path: Record<Locale, string> }>;

export type PageName = keyof typeof sitePages;

export const localePrefix: Record<Locale, string> = { vi: "", en: "/en" };

export function localeOfPath(pathname: string): Locale {
  return pathname === "/en" || pathname === "/en.data" || pathname.startsWith("/en/") ? "en" : defaultLocale;
}

/** The page address behind a client navigation's data request ("/dich-vu/x.data" -> "/dich-vu/x", "/_root.data" -> "/"). */
const pageAddress = (pathname: string) => pathname.replace(/\.data$/, "").replace(/(^|\/)_root$/, "$1") || "/";

/** The language of the page a loader or action serves. */
export function localeOfRequest(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/** The path without its locale prefix ("/en/contact" -> "/contact"). */
export function stripLocale(pathname: string): string {
  return localeOfPath(pathname) === "en" ? pathname.slice(3) || "/" : pathname;
}

/**
 * A pattern's segments, each a literal or a parameter (`optional` for `:name?`), split once per pattern: the one
 * parse both `fill` and `patternRegExp` read.
 */
type Segment = string | { name: string; optional: boolean };
const segmentsOf = memoized((pattern: string): Segment[] =>
  pattern.split("/").map((segment) => {
    const match = /^:(\w+)(\?)?$/.exec(segment);
    return match ? { name: match[1] ?? "", optional: Boolean(match[2]) } : segment;
  }),
);

/** Fills a route pattern: optional params that are missing drop their segment. */
function fill(pattern: string, params: Record<string, string | undefined>): string {
  const filled = segmentsOf(pattern)
    .map((segment) => {
      if (typeof segment === "string") return segment;
      const value = params[segment.name];
      if (value === undefined || value === "") {
        if (segment.optional) return null;
        throw new Error(`Missing route param "${segment.name}" for ${pattern}`);
      }
      return encodeURIComponent(value);
    })
    .filter((segment) => segment !== null)
    .join("/");
  return filled || "/";
}

/** The canonical URL path of a page in a language. Every internal link goes through here. */
export function pathTo(locale: Locale, page: PageName, params: Record<string, string | undefined> = {}): string {
  const path = fill(sitePages[page].path[locale], params);
  return localePrefix[locale] + (path === "/" && locale !== defaultLocale ? "" : path);
}

/** Which page and params a path (in either slug language, with or without prefix, or its data request) points to. */
export function matchPage(pathname: string): { page: PageName; params: Record<string, string> } | undefined {
  const bare = stripLocale(pageAddress(pathname)).replace(/\/+$/, "") || "/";
  for (const { page, pattern } of pagePatterns()) {
    const match = pattern.exec(bare);
    if (match) {
      const params = Object.entries(match.groups ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined);
      return { page, params: Object.fromEntries(params.map(([k, v]) => [k, decodeURIComponent(v)])) };
    }
  }
  return undefined;
}

/** Every page's paths as regular expressions, in the config's order, made on first use (several calls per render). */
let compiledPatterns: { page: PageName; pattern: RegExp }[] | undefined;
const pagePatterns = () =>
  (compiledPatterns ??= (Object.entries(sitePages) as [PageName, (typeof sitePages)[PageName]][]).flatMap(([page, { path }]) =>
    [...new Set(Object.values(path))].map((pattern) => ({ page, pattern: patternRegExp(pattern) })),
  ));

function patternRegExp(pattern: string): RegExp {
  const source = segmentsOf(pattern)
    .map((segment) => {
      if (typeof segment === "string") return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      // An optional parameter is a whole segment: "/news/:cid?" matches "/news" and "/news/1", never "/newsletter".
      return segment.optional ? `?(?<${segment.name}>(?<=/)[^/]+)?` : `(?<${segment.name}>[^/]+)`;
    })
    .join("/");
  return new RegExp(`^${source === "" ? "/" : source}$`);
}

/** `fn` with its answer kept per argument. */
function memoized<A, R>(fn: (arg: A) => R): (arg: A) => R {
  const answers = new Map<A, R>();
  return (arg) => {
    if (!answers.has(arg)) answers.set(arg, fn(arg));
    return answers.get(arg) as R;
  };
}

/** The same page in the other language, for the switcher and hreflang; unknown paths keep their path. */
export function alternatePath(pathname: string, locale: Locale): string {
  const found = matchPage(pathname);
  if (found) return pathTo(locale, found.page, found.params);
  const bare = stripLocale(pathname);
  return locale === defaultLocale ? bare : localePrefix[locale] + (bare === "/" ? "" : bare);
}

import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { requireArea } from "#web/lib/session.server.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import { reportCategories } from "#contracts/funds-reports.ts";
import { fundCode, fundGroup, fundPages, fundTypes } from "#web/routing/fund-pages.ts";
import { reportPages } from "#web/routing/report-pages.ts";
import type { Route } from "./+types/admin-layout.ts";
import { DashboardFrame, type MenuGroup, type MenuItem } from "./DashboardFrame.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const user = await requireArea(context, request, locale, { allows: (role) => role === "administrator", login: "adminLogin" });
  return { user };
}

/**
 * Groups of both specs; an item appears once its feature exists. After the overview come the funds spec's groups in
 * its order (§2: investment report, portfolio-NAV report, growth, sustainable, indices, news, users, affiliate users).
 */
function useAdminMenu(): MenuGroup[] {
  const { t } = useTranslation();
  return [
    {
      label: t("dashboard.groups.overview"),
      items: [
        { page: "adminHome", label: t("dashboard.items.dashboard") },
        { page: "adminController", label: t("controlRoom.title") },
        { page: "adminEventsLog", label: t("auditLog.title") },
        { page: "adminStatistics", label: t("statisticsPage.title") },
      ],
    },
    ...reportCategories.map(({ key, slug }) => ({
      label: t(`fundsReports.menu.${key}`),
      opensUnder: `/dashboard/admin/${slug}/`,
      items: [
        { page: reportPages[key].list, label: t("fundsReports.menu.list") },
        { page: reportPages[key].create, label: t("fundsReports.menu.create") },
      ] satisfies MenuItem[],
    })),
    ...fundTypes.map((loai) => ({
      label: t(`funds.menu.${fundCode[loai]}`),
      items: [
        { page: fundPages[loai].overview, label: t("fundsReports.menu.overview") },
        { page: fundPages[loai].nav, label: t("funds.menu.nav") },
        { page: fundPages[loai].buys, label: t("funds.menu.buys") },
        { page: fundPages[loai].sells, label: t("funds.menu.sells") },
        { page: fundPages[loai].buyCreate, label: t("funds.menu.buyCreate") },
        { page: "adminPortfolio", params: { group: fundGroup[loai] }, label: t("fundsData.menu.portfolio") },
        { page: "adminFundOrigin", params: { group: fundGroup[loai] }, label: t("fundsReports.menu.origin") },
        { page: "adminFundChart", params: { group: fundGroup[loai] }, label: t("fundsData.menu.chart") },
        { page: "adminFundIndices", params: { group: fundGroup[loai] }, label: t("fundsData.menu.indices") },
      ] satisfies MenuItem[],
    })),
    {
      label: t("fundRules.menu.group"),
      items: [
        { page: "adminFundRules", label: t("fundRules.menu.rules") },
        { page: "adminFundStatements", label: t("statements.menu") },
      ],
    },
    {
      label: t("fundsData.menu.indices"),
      opensUnder: "/dashboard/admin/chi-so/",
      items: [
        { page: "adminIndexCreate", label: t("fundsData.menu.indexRecords") },
        { page: "adminNavByWeek", label: t("fundsData.menu.byWeek") },
        { page: "adminNavByMonth", label: t("fundsData.menu.byMonth") },
        { page: "adminNavByPeriod", label: t("fundsData.menu.byPeriod") },
      ],
    },
    {
      label: t("newsAdmin.menu.group"),
      items: [
        { page: "adminNews", label: t("newsAdmin.menu.list") },
        { page: "adminNewsCreate", label: t("newsAdmin.menu.create") },
        { page: "adminNewsCategories", label: t("newsAdmin.menu.categories") },
        { page: "adminPages", label: t("newsAdmin.menu.pages") },
      ],
    },
    {
      label: t("adminUsers.menu.group"),
      items: [
        { page: "adminUsers", label: t("adminUsers.menu.list") },
        { page: "adminUserCreate", label: t("adminUsers.menu.create") },
      ],
    },
    { label: t("referrals.menu.group"), items: [{ page: "adminAffiliates", label: t("referrals.menu.admin") }] },
    { label: t("adminContest.menu.group"), items: [{ page: "adminContest", label: t("adminContest.menu.edition") }] },
    {
      label: t("entries.menu.group"),
      items: [
        { page: "adminEntries", label: t("entries.menu.entries") },
        { page: "adminExaminees", label: t("entries.menu.examinees") },
      ],
    },
    {
      label: t("results.menu.group"),
      items: [
        { page: "adminResults", label: t("results.menu.rounds") },
        { page: "adminPrizes", label: t("results.menu.prizes") },
        { page: "adminJury", label: t("results.menu.jury") },
      ],
    },
    { label: t("luckyDraw.menu.group"), items: [{ page: "adminDrawLucky", label: t("luckyDraw.menu.admin") }] },
    {
      label: t("publicSite.menu.group"),
      items: [
        { page: "adminSettings", label: t("publicSite.menu.settings") },
        { page: "adminContacts", label: t("publicSite.menu.contacts") },
        { page: "adminAnnouncements", label: t("announcements.menu") },
      ],
    },
    {
      label: t("dashboard.groups.account"),
      items: [
        { page: "adminProfile", label: t("dashboard.items.profile") },
        { page: "adminChangePassword", label: t("dashboard.items.changePassword") },
      ],
    },
  ];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <DashboardFrame user={loaderData.user} menu={useAdminMenu()} profilePage="adminProfile" info={t("dashboard.adminInfo")}>
      <Outlet />
    </DashboardFrame>
  );
}

import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { data, Outlet, useLocation } from "react-router";
import type { Role } from "#contracts/identity.ts";
import { ActivationBanner } from "#web/components/ActivationBanner.tsx";
import { takeFlash } from "#web/lib/flash.server.ts";
import { requireArea } from "#web/lib/session.server.ts";
import { localeOfRequest, matchPage } from "#web/routing/site-map.ts";
import type { Route } from "./+types/user-layout.ts";
import { DashboardFrame, type MenuGroup } from "./DashboardFrame.tsx";

/** Notices carried here across a redirect (see login.tsx). */
const notices = ["notAnAdministrator"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const user = await requireArea(context, request, locale, { allows: (role) => role !== "administrator", login: "userLogin" });
  const flash = takeFlash(request, notices);
  return data({ user, notice: flash.notice }, { headers: flash.headers });
}

function useUserMenu(role: Role): MenuGroup[] {
  const { t } = useTranslation();
  return [
    ...(role === "candidate"
      ? [
          {
            label: t("entries.menu.contest"),
            alwaysOpen: true,
            items: [
              { page: "userHome", label: t("contestantHome.menu") },
              { page: "submitExam", label: t("entries.menu.submit") },
              { page: "examInformation", label: t("entries.menu.information") },
            ] satisfies MenuGroup["items"],
          },
        ]
      : []),
    ...(role === "judge"
      ? [
          {
            label: t("judging.menu.group"),
            items: [
              { page: "judgeHome", label: t("judging.menu.home") },
              { page: "judgeQueue", label: t("judging.menu.queue") },
              { page: "judgeGroups", label: t("judging.menu.groups") },
              { page: "judgeConflicts", label: t("judging.menu.conflicts") },
              { page: "judgeJury", label: t("results.menu.juryJudge") },
            ] satisfies MenuGroup["items"],
          },
        ]
      : []),
    ...(role === "investor"
      ? [
          {
            label: t("funds.menu.investorGroup"),
            alwaysOpen: true,
            items: [{ page: "investorFunds", label: t("funds.menu.investor") }] satisfies MenuGroup["items"],
          },
        ]
      : []),
    ...(role === "candidate" || role === "investor"
      ? [{ label: t("luckyDraw.menu.group"), items: [{ page: "userLucky", label: t("luckyDraw.menu.user") }] satisfies MenuGroup["items"] }]
      : []),
    {
      label: t("dashboard.groups.account"),
      alwaysOpen: true,
      items: [
        { page: "userInfo", label: t("dashboard.items.profile") },
        { page: "userChangePassword", label: t("dashboard.items.changePassword") },
      ],
    },
  ];
}

export default function UserLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user, notice } = loaderData;
  const onActivation = matchPage(pathname)?.page === "activate";
  return (
    <DashboardFrame
      user={user}
      menu={useUserMenu(user.role)}
      profilePage="userInfo"
      info={t("dashboard.userInfo")}
      notice={
        <>
          {notice ? (
            <Alert color="blue" role="status" mb="lg" maw={960} data-testid="area-notice">
              {t(`account.notices.${notice}`)}
            </Alert>
          ) : null}
          {!user.activated && !onActivation ? <ActivationBanner /> : null}
        </>
      }
    >
      <Outlet />
    </DashboardFrame>
  );
}

import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import type { Role } from "#contracts/identity.ts";
import { requireArea } from "#web/lib/session.server.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/user-layout.ts";
import { DashboardFrame, type MenuGroup } from "./DashboardFrame.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const user = await requireArea(context, request, locale, { allows: (role) => role !== "administrator", login: "userLogin" });
  return { user };
}

function useUserMenu(role: Role): MenuGroup[] {
  const { t } = useTranslation();
  return [
    ...(role === "candidate"
      ? [
          {
            label: t("entries.menu.contest"),
            items: [
              { page: "submitExam", label: t("entries.menu.submit") },
              { page: "examInformation", label: t("entries.menu.information") },
            ] satisfies MenuGroup["items"],
          },
        ]
      : []),
    {
      label: t("dashboard.groups.account"),
      items: [
        { page: "userInfo", label: t("dashboard.items.profile") },
        { page: "userChangePassword", label: t("dashboard.items.changePassword") },
      ],
    },
  ];
}

export default function UserLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <DashboardFrame user={loaderData.user} menu={useUserMenu(loaderData.user.role)} profilePage="userInfo" info={t("dashboard.userInfo")}>
      <Outlet />
    </DashboardFrame>
  );
}

import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { requireArea } from "#web/lib/session.server.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/user-layout.ts";
import { DashboardFrame, type MenuGroup } from "./DashboardFrame.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const user = await requireArea(context, request, locale, { allows: (role) => role !== "administrator", login: "userLogin" });
  return { user };
}

function useUserMenu(): MenuGroup[] {
  const { t } = useTranslation();
  return [
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
    <DashboardFrame user={loaderData.user} menu={useUserMenu()} profilePage="userInfo" info={t("dashboard.userInfo")}>
      <Outlet />
    </DashboardFrame>
  );
}

import { useTranslation } from "react-i18next";
import { NavLink as RouterNavLink } from "react-router";
import { useLocale } from "#web/lib/locale.ts";
import { pathTo, type PageName } from "#web/routing/site-map.ts";

const navigation: { page: PageName; label: "nav.home" | "nav.contest" | "nav.introduce" | "nav.service" | "nav.news" | "nav.contact" }[] = [
  { page: "home", label: "nav.home" },
  { page: "contest", label: "nav.contest" },
  { page: "introduce", label: "nav.introduce" },
  { page: "service", label: "nav.service" },
  { page: "news", label: "nav.news" },
  { page: "contact", label: "nav.contact" },
];

/** The public site's main links (the header's navigation, and the small screens' menu). */
export function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return navigation.map(({ page, label }) => (
    <RouterNavLink key={page} to={pathTo(locale, page)} end={page === "home"} className="text link nav-link mantine-focus-auto" onClick={onNavigate}>
      {t(label)}
    </RouterNavLink>
  ));
}

import "./dashboard-frame.css";
import { AppShell, Box, Burger, Group, NavLink, ScrollArea, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { Profile } from "#contracts/identity.ts";
import { useLocale } from "#web/lib/locale.ts";
import { pathTo, stripLocale, type PageName } from "#web/routing/site-map.ts";
import { LanguageSwitch } from "../LanguageSwitch.tsx";
import { PageLink } from "../PageLink.tsx";
import { UserMenu } from "./UserMenu.tsx";

export interface MenuItem {
  page: PageName;
  /** For a page with path parameters (e.g. the fund group of dttt/danh-muc-dau-tu). */
  params?: Record<string, string>;
  label: string;
}
export interface MenuGroup {
  label: string;
  items: MenuItem[];
  /** Open whatever the page (the group holds what the person came for); otherwise it opens for its own pages. */
  alwaysOpen?: boolean;
  /** Also opens for every page under this path (without the language prefix), e.g. its edit pages. */
  opensUnder?: string;
}

/**
 * The dashboards' frame (spec: admin layout): header with logo and user menu; a 230 px side drawer with the
 * user's name and id, collapsible groups that open for the current path, an active-item marker, and an info
 * box hidden at 768 px and narrower.
 */
export function DashboardFrame({
  user,
  menu,
  profilePage,
  info,
  notice,
  children,
}: {
  user: Profile;
  menu: MenuGroup[];
  profilePage: PageName;
  info: string;
  notice?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const current = stripLocale(useLocation().pathname);
  const [opened, drawer] = useDisclosure(false);
  const isActive = (item: MenuItem) => stripLocale(pathTo(locale, item.page, item.params)) === current;
  // A group also opens for pages below its items (an edit page under a list).
  const isWithin = (item: MenuItem) => isActive(item) || current.startsWith(`${stripLocale(pathTo(locale, item.page, item.params))}/`);

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 230, breakpoint: "sm", collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={drawer.toggle} hiddenFrom="sm" size="sm" aria-label={opened ? t("nav.closeMenu") : t("nav.openMenu")} />
            <PageLink page="home" className="site-logo" aria-label={t("site.name")}>
              <img src="/logo.svg" alt="" width={32} height={32} />
            </PageLink>
          </Group>
          <Group gap="md" wrap="nowrap">
            <LanguageSwitch />
            <UserMenu user={user} profilePage={profilePage} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar aria-label={t("dashboard.sideMenu")}>
        <Box p="md" className="drawer-user">
          <Text fw={600} truncate>
            {user.full_name}
          </Text>
          <Text size="sm" c="dimmed">
            {t("dashboard.userId", { id: user.id })}
          </Text>
        </Box>
        <ScrollArea component="nav" style={{ flex: 1 }} aria-label={t("dashboard.sideMenu")}>
          {menu.map((group) => (
            <NavLink
              key={group.label}
              label={group.label}
              defaultOpened={group.alwaysOpen || group.items.some(isWithin) || (group.opensUnder !== undefined && current.startsWith(group.opensUnder))}
              childrenOffset={12}
            >
              {group.items.map((item) => (
                <NavLink
                  key={pathTo(locale, item.page, item.params)}
                  component={Link}
                  to={pathTo(locale, item.page, item.params)}
                  label={item.label}
                  active={isActive(item)}
                  aria-current={isActive(item) ? "page" : undefined}
                  className="drawer-item"
                  onClick={drawer.close}
                />
              ))}
            </NavLink>
          ))}
        </ScrollArea>
        <Stack p="md" className="drawer-info" gap={4}>
          <Text size="sm">{info}</Text>
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>
        {notice}
        {children}
      </AppShell.Main>
    </AppShell>
  );
}

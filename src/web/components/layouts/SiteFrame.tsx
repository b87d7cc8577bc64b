import { Anchor, Box, Burger, Container, Drawer, Group, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink as RouterNavLink } from "react-router";
import { useLocale } from "#web/lib/locale.ts";
import { pathTo, type PageName } from "#web/routing/site-map.ts";
import { LanguageSwitch } from "../LanguageSwitch.tsx";
import { PageLink } from "../PageLink.tsx";
import { SiteFooter } from "./SiteFooter.tsx";

const navigation: { page: PageName; label: "nav.home" | "nav.contest" | "nav.introduce" | "nav.service" | "nav.news" | "nav.contact" }[] = [
  { page: "home", label: "nav.home" },
  { page: "contest", label: "nav.contest" },
  { page: "introduce", label: "nav.introduce" },
  { page: "service", label: "nav.service" },
  { page: "news", label: "nav.news" },
  { page: "contact", label: "nav.contact" },
];

function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return navigation.map(({ page, label }) => (
    <Anchor key={page} component={RouterNavLink} to={pathTo(locale, page)} end={page === "home"} className="nav-link" onClick={onNavigate}>
      {t(label)}
    </Anchor>
  ));
}

/** The public site's frame: header with logo, navigation and language switch; footer (SiteFooter.tsx). */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [menuOpen, menu] = useDisclosure(false);
  return (
    <>
      <a href="#main" className="skip-link">
        {t("nav.skipToContent")}
      </a>
      <Box component="header" className="site-header" id="top">
        <Container size={1200} h="100%">
          <Group justify="space-between" h="100%" wrap="nowrap">
            <Anchor component={PageLink} page="home" underline="never" className="site-logo" aria-label={t("site.shortName")}>
              <img src="/logo.svg" alt="" width={36} height={36} />
              <Text component="span" fw={700} c="ocean.9" visibleFrom="xs">
                {t("site.shortName")}
              </Text>
            </Anchor>
            <Group component="nav" aria-label={t("nav.label")} gap="lg" visibleFrom="sm">
              <NavItems />
            </Group>
            <Group gap="md" wrap="nowrap">
              <LanguageSwitch />
              <Burger opened={menuOpen} onClick={menu.toggle} hiddenFrom="sm" aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")} />
            </Group>
          </Group>
        </Container>
      </Box>
      <Drawer opened={menuOpen} onClose={menu.close} title={t("site.shortName")} hiddenFrom="sm" size="xs">
        <Stack component="nav" aria-label={t("nav.label")}>
          <NavItems onNavigate={menu.close} />
        </Stack>
      </Drawer>
      <Box component="main" id="main" tabIndex={-1} className="site-main">
        {children}
      </Box>
      <SiteFooter />
    </>
  );
}

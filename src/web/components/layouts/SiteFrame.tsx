import { Anchor, Box, Burger, Container, Group, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../LanguageSwitch.tsx";
import { PageLink } from "../PageLink.tsx";
import { AccountLinks } from "./AccountLinks.tsx";
import { NavItems } from "./NavItems.tsx";
import { SiteFooter } from "./SiteFooter.tsx";

/**
 * The small screens' menu: a drawer (focus trap, scroll lock, floating-ui underneath) that nobody needs before they
 * open it, so its code loads on the first press of the burger, not with every page (docs/performance.md).
 */
const MobileMenu = lazy(() => import("./MobileMenu.tsx"));

/** The public site's frame: header with logo, navigation and language switch; footer (SiteFooter.tsx). */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [menuOpen, menu] = useDisclosure(false);
  // Once opened, the menu stays mounted (closed): a form in it (signing out) must still be there when it submits.
  const [menuUsed, setMenuUsed] = useState(false);
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
            <Group component="nav" aria-label={t("nav.label")} gap="lg" visibleFrom="md" wrap="nowrap">
              <NavItems />
            </Group>
            <Group gap="md" wrap="nowrap">
              <LanguageSwitch />
              <Box visibleFrom="md">
                <AccountLinks layout="header" />
              </Box>
              <Burger
                opened={menuOpen}
                onClick={() => {
                  setMenuUsed(true);
                  menu.toggle();
                }}
                hiddenFrom="md"
                aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
              />
            </Group>
          </Group>
        </Container>
      </Box>
      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpen} onClose={menu.close} />
        </Suspense>
      ) : null}
      <Box component="main" id="main" tabIndex={-1} className="site-main">
        {children}
      </Box>
      <SiteFooter />
    </>
  );
}

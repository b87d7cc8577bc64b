import { Burger } from "@mantine/core";
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

/**
 * The public site's frame: header with logo, navigation and language switch; footer (SiteFooter.tsx). Plain elements
 * with plain-layout.css, not Mantine's layout components: every uncached page renders it (docs/performance.md).
 */
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
      <header className="site-header" id="top">
        <div className="container full-height">
          <div className="row nowrap spread full-height">
            <PageLink page="home" className="text link no-underline site-logo mantine-focus-auto" aria-label={t("site.shortName")}>
              <img src="/logo.svg" alt="" width={36} height={36} />
              <span className="text bold ocean-9 mantine-visible-from-xs">{t("site.shortName")}</span>
            </PageLink>
            <nav aria-label={t("nav.label")} className="row nowrap gap-lg mantine-visible-from-md">
              <NavItems />
            </nav>
            <div className="row nowrap">
              <LanguageSwitch />
              <div className="mantine-visible-from-md">
                <AccountLinks layout="header" />
              </div>
              <Burger
                opened={menuOpen}
                onClick={() => {
                  setMenuUsed(true);
                  menu.toggle();
                }}
                hiddenFrom="md"
                aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
              />
            </div>
          </div>
        </div>
      </header>
      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpen} onClose={menu.close} />
        </Suspense>
      ) : null}
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

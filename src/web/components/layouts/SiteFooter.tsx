import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import type { PublicSettings } from "#contracts/settings.ts";
import type { NewsCategory } from "#contracts/news.ts";
import { messengerLink, platformOf, telLink, zaloLink } from "#web/lib/contact-links.ts";
import { ArrowUpIcon, FacebookIcon, LinkedinIcon, MessengerIcon, PhoneIcon, YoutubeIcon, ZaloIcon } from "#web/components/icons.tsx";
import { SubscribeForm } from "#web/components/SubscribeForm.tsx";
import { PageLink } from "../PageLink.tsx";

/** The site layout's loader data; absent on the error page, where the footer shows its fixed links only. */
type FooterData = { settings: PublicSettings; categories: NewsCategory[] };

/** The spec's footer links: company pages, fund pages (slugs are the seeded pages'). */
const companyPages = [
  { page: "introduce", id: "ve-chung-toi", label: "publicSite.footer.about" },
  { page: "introduce", id: "nhan-su-tsi", label: "publicSite.footer.people" },
  { page: "introduce", id: "tam-nhin--su-menh", label: "publicSite.footer.vision" },
  { page: "introduce", id: "cau-hoi-thuong-gap", label: "publicSite.footer.faq" },
] as const;
const fundPages = [
  { page: "service", id: "dau-tu-tang-truong--tstt", label: "publicSite.footer.growthFund" },
  { page: "service", id: "dau-tu-ben-vung--tsbv", label: "publicSite.footer.sustainableFund" },
] as const;

/** A footer link: Mantine's Anchor size="sm" look (plain-layout.css). */
const footerLink = "text sm link mantine-focus-auto";

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav className="stack gap-6" aria-label={title}>
      <h2 className="heading h5 white">{title}</h2>
      {children}
    </nav>
  );
}

/** Footer: contact details from the settings, company/fund/news links, subscribe box, social icons; floating chat and back-to-top buttons. */
export function SiteFooter() {
  const { t } = useTranslation();
  const data = useRouteLoaderData("components/layouts/site-layout") as FooterData | undefined;
  const settings = data?.settings ?? {};
  const socials = [
    { url: settings.facebook_url, label: "Facebook", Icon: FacebookIcon },
    { url: settings.youtube_url, label: "YouTube", Icon: YoutubeIcon },
    { url: settings.linkedin_url, label: "LinkedIn", Icon: LinkedinIcon },
  ].filter((s): s is typeof s & { url: string } => !!s.url);

  return (
    <>
      <footer className="site-footer" data-testid="site-footer">
        <div className="container pad-xl">
          <div className="grid xs-2 md-4 gap-xl">
            <div className="stack gap-6">
              <p className="text bold">{settings.company_name || t("site.name")}</p>
              {settings.company_address ? (
                <address className="text sm upright" data-testid="footer-address">
                  {settings.company_address}
                </address>
              ) : (
                <p className="text sm">{t("footer.organisers")}</p>
              )}
              {settings.hotline ? (
                <a href={telLink(settings.hotline)} className={`${footerLink} footer-hotline`} data-testid="footer-hotline">
                  <PhoneIcon width={16} height={16} /> {t("publicSite.footer.hotline")}: {settings.hotline}
                </a>
              ) : null}
              {settings.email ? (
                <a href={`mailto:${settings.email}`} className={footerLink}>
                  {settings.email}
                </a>
              ) : null}
              <PageLink page="contact" className={footerLink}>
                {t("nav.contact")}
              </PageLink>
            </div>
            <Column title={t("publicSite.footer.company")}>
              {companyPages.map((link) => (
                <PageLink key={link.id} page={link.page} params={{ id: link.id }} className={footerLink}>
                  {t(link.label)}
                </PageLink>
              ))}
            </Column>
            <Column title={t("publicSite.footer.fundsAndNews")}>
              {fundPages.map((link) => (
                <PageLink key={link.id} page={link.page} params={{ id: link.id }} className={footerLink}>
                  {t(link.label)}
                </PageLink>
              ))}
              {(data?.categories ?? []).map((category) => (
                <PageLink
                  key={category.id}
                  page="news"
                  params={{ cid: String(category.id) }}
                  className={footerLink}
                  lang={category.translated ? undefined : "vi"}
                >
                  {category.name}
                </PageLink>
              ))}
            </Column>
            <div className="stack gap-sm">
              <h2 className="heading h5 white">{t("publicSite.subscribe.title")}</h2>
              <SubscribeForm tone="dark" />
              {socials.length ? (
                <ul className="social-links" aria-label={t("publicSite.footer.social")}>
                  {socials.map(({ url, label, Icon }) => (
                    <li key={label}>
                      <a href={url} rel="noopener noreferrer" target="_blank" aria-label={t("publicSite.footer.opensNewTab", { name: label })}>
                        <Icon />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>
          <p className="text sm mt-xl">{t("footer.rights", { year: new Date().getFullYear() })}</p>
        </div>
      </footer>
      <FloatingButtons zalo={settings.zalo_id} messenger={settings.messenger_id} />
    </>
  );
}

/**
 * Chat buttons and back-to-top, fixed at the bottom right. The server renders Zalo's web link; after hydration a
 * phone gets the app link for its platform. Back-to-top is a plain link to the header without JavaScript.
 */
function FloatingButtons({ zalo, messenger }: { zalo?: string | undefined; messenger?: string | undefined }) {
  const { t } = useTranslation();
  const [platform, setPlatform] = useState<ReturnType<typeof platformOf>>("other");
  const [scrolled, setScrolled] = useState(true);
  useEffect(() => {
    setPlatform(platformOf(navigator.userAgent, navigator.maxTouchPoints));
    const onScroll = () => setScrolled(window.scrollY > 400);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  const toTop = (event: React.MouseEvent) => {
    event.preventDefault();
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
    document.getElementById("main")?.focus({ preventScroll: true });
  };
  return (
    <div className="floating-buttons">
      {zalo ? (
        <a
          className="floating-button zalo"
          href={zaloLink(zalo, platform)}
          rel="noopener noreferrer"
          target={platform === "other" ? "_blank" : undefined}
          data-testid="zalo-link"
          aria-label={t("publicSite.footer.zalo")}
        >
          <ZaloIcon width={30} height={30} />
        </a>
      ) : null}
      {messenger ? (
        <a
          className="floating-button messenger"
          href={messengerLink(messenger)}
          rel="noopener noreferrer"
          target="_blank"
          data-testid="messenger-link"
          aria-label={t("publicSite.footer.messenger")}
        >
          <MessengerIcon width={28} height={28} />
        </a>
      ) : null}
      <a
        className="floating-button back-to-top"
        href="#top"
        onClick={toTop}
        data-visible={scrolled}
        aria-label={t("publicSite.footer.backToTop")}
        data-testid="back-to-top"
      >
        <ArrowUpIcon />
      </a>
    </div>
  );
}

// Mantine's base and the public pages' components in one sheet; any other component's sheet comes with it (vite.config.ts).
import "./mantine-public.css";
import "./app.css";
import { MantineProvider, mantineHtmlProps } from "@mantine/core";
import { useEffect, useMemo } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { isRouteErrorResponse, Links, Meta, Outlet, redirect, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root.ts";
import { ErrorPage, ErrorPageGuard } from "./components/ErrorPage.tsx";
import { NetworkStatus } from "./components/NetworkStatus.tsx";
import { OfflineSupport } from "./components/OfflineSupport.tsx";
import { ProgressBar } from "./components/ProgressBar.tsx";
import { SiteFrame } from "./components/layouts/SiteFrame.tsx";
import { cataloguesFor, i18nFor, loadCatalogues } from "./i18n/i18n.ts";
import { isChunkLoadError, reloadOnceAfterChunkError } from "./lib/chunk-reload.ts";
import { markHydrated } from "./lib/hydration.ts";
import { LOCALE_COOKIE, LOCALE_COOKIE_ATTRIBUTES, localeFromCookie, useLocale } from "./lib/locale.ts";
import { ssrContext } from "./lib/ssr-context.ts";
import { alternatePath, localeOfPath } from "./routing/site-map.ts";
import { themeIn } from "./theme.ts";
import { ThemeStyles } from "./theme-styles.tsx";

/**
 * A visitor who chose English is taken to the English page when they open a Vietnamese address (not a data or file
 * route), unless they came from that same page in English: that is the language switch, followed before the page's
 * script could remember the choice (a slow phone, no JavaScript), so the server remembers it.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    const url = new URL(request.url);
    const preferred = localeFromCookie(request.headers.get("cookie"));
    if (request.method !== "GET" || preferred !== "en" || localeOfPath(url.pathname) !== "vi" || /\.(data|xml|txt|js)$/.test(url.pathname)) return next();
    // A person's click (Sec-Fetch-User; not a reload, a prefetch or a script) on the English page of this address.
    const referrer = URL.parse(request.headers.get("referer") ?? "");
    const switched =
      request.headers.get("sec-fetch-user") === "?1" && referrer?.origin === url.origin && referrer.pathname === alternatePath(url.pathname, "en");
    if (!switched) throw redirect(alternatePath(url.pathname, "en") + url.search);
    const response = await next();
    response.headers.append("Set-Cookie", `${LOCALE_COOKIE}=vi${LOCALE_COOKIE_ATTRIBUTES}`);
    return response;
  },
];

/** Before a navigation's loaders run in the browser, the next page's language is loaded (a page loads only its own). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }) => {
    await loadCatalogues(cataloguesFor(new URL(request.url).pathname));
  },
];

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.get(ssrContext).publicUrl };
}

/** The public URL never changes while a page is open; refetching it after every form post would fail offline. */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const publicUrl = useRouteLoaderData<typeof loader>("root")?.publicUrl;
  const i18n = i18nFor(locale);
  const localTheme = useMemo(() => themeIn(i18n.t("site.closeDialog")), [i18n]);
  // The root's effect runs last, once the whole page is hydrated: a public page's loader replays held clicks then.
  useEffect(markHydrated, []);
  return (
    <html lang={locale} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a5770" />
        <link rel="icon" href="/logo.svg" type="image/svg+xml" />
        {publicUrl ? (
          <>
            <link rel="canonical" href={publicUrl + alternatePath(pathname, locale)} />
            <link rel="alternate" hrefLang="vi" href={publicUrl + alternatePath(pathname, "vi")} />
            <link rel="alternate" hrefLang="en" href={publicUrl + alternatePath(pathname, "en")} />
            <link rel="alternate" hrefLang="x-default" href={publicUrl + alternatePath(pathname, "vi")} />
          </>
        ) : null}
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          <MantineProvider theme={localTheme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
            <ThemeStyles />
            {children}
            <NetworkStatus />
            <OfflineSupport />
          </MantineProvider>
        </I18nextProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <ProgressBar />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  const { t } = useTranslation(undefined, { i18n: i18nFor(locale) });
  if (typeof window !== "undefined" && isChunkLoadError(error)) reloadOnceAfterChunkError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? (typeof error.data === "string" ? error.data : undefined) : undefined;
  return (
    <ErrorPageGuard fallbackText={t("errorPage.fallback")} homeHref={locale === "en" ? "/en" : "/"}>
      <title>{`${status === 404 ? t("errorPage.notFound") : message || t("errorPage.title")} | ${t("site.shortName")}`}</title>
      <SiteFrame>
        <ErrorPage status={status} {...(message ? { message } : {})} />
      </SiteFrame>
    </ErrorPageGuard>
  );
}

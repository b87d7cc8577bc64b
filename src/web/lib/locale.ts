import { useLocation } from "react-router";
import type { Locale } from "#contracts/locale.ts";
import { localeOfPath } from "#web/routing/site-map.ts";

export const LOCALE_COOKIE = "locale";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The page's language comes from its URL, so it is right everywhere, error pages included. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

export function localeFromCookie(header: string | null): Locale | undefined {
  const value = header?.split(/;\s*/).find((part) => part.startsWith(`${LOCALE_COOKIE}=`))?.slice(LOCALE_COOKIE.length + 1);
  return value === "vi" || value === "en" ? value : undefined;
}

const timeZone = "Asia/Ho_Chi_Minh";

/** Dates as people read them in each language, always in Vietnam time (d/m/Y in Vietnamese). */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "vi" ? "vi-VN" : "en-GB", { timeZone, day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date(iso));
}

import { useLocation } from "react-router";
import type { Locale } from "#contracts/locale.ts";
import { localeOfPath } from "#web/routing/site-map.ts";

export const LOCALE_COOKIE = "locale";
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The page's language comes from its URL, so it is right everywhere, error pages included. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** What follows the cookie's value: a year, the whole site, sent when following a link from elsewhere. */
export const LOCALE_COOKIE_ATTRIBUTES = `; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;

/**
 * Remembers the visitor's language (the server sends a visitor who chose English from a Vietnamese address to the
 * English page, root.tsx). Before a public page hydrates, its inline loader does this for the language switch.
 */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}${LOCALE_COOKIE_ATTRIBUTES}`;
}

export function localeFromCookie(header: string | null): Locale | undefined {
  const value = header
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return value === "vi" || value === "en" ? value : undefined;
}

const timeZone = "Asia/Ho_Chi_Minh";

/**
 * One formatter per language and kind, made on first use: making an Intl formatter costs far more than using one,
 * and a page formats dozens of dates (numbers: #contracts/number-format.ts) (docs/performance.md, uncached render).
 */
function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let formatter = made.get(locale);
    if (formatter === undefined) made.set(locale, (formatter = make(locale)));
    return formatter;
  };
}

const intlLocale = (locale: Locale) => (locale === "vi" ? "vi-VN" : "en-GB");
const dateFormat = perLocale((locale) => new Intl.DateTimeFormat(intlLocale(locale), { timeZone, day: "2-digit", month: "2-digit", year: "numeric" }));
const dateTimeFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(intlLocale(locale), {
      timeZone,
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hour12: false,
    }),
);

/** Dates as people read them in each language, always in Vietnam time (d/m/Y in Vietnamese). */
export function formatDate(iso: string, locale: Locale): string {
  return dateFormat(locale).format(new Date(iso));
}

/** Date and time in Vietnam time ("22/11/2026 10:30" in Vietnamese). */
export function formatDateTime(iso: string, locale: Locale): string {
  return dateTimeFormat(locale).format(new Date(iso));
}

/** An instant as the value of a datetime-local field in Vietnam time (UTC+7 all year): "2026-11-22T10:30:00". */
export function vietnamLocalInput(iso: string): string {
  return new Date(new Date(iso).getTime() + 7 * 3_600_000).toISOString().slice(0, 19);
}

import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { rememberLocale, useLocale } from "#web/lib/locale.ts";
import { alternatePath } from "#web/routing/site-map.ts";

/** Goes to the same page in the other language and remembers the choice for a year, before hydration too. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const other = locale === "vi" ? "en" : "vi";
  return (
    <Link
      to={alternatePath(pathname, other) + search}
      hrefLang={other}
      lang={other}
      onClick={() => rememberLocale(other)}
      // Before the page hydrates, its inline loader remembers the choice (lib/hydration-loader.ts).
      data-remember-locale={other}
      className="text link semibold mantine-focus-auto"
      data-testid="language-switch"
    >
      {t("language.switchTo")}
    </Link>
  );
}

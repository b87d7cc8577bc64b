import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { locales, type Locale } from "#contracts/locale.ts";
import { localeOfPath } from "#web/routing/site-map.ts";
import type sharedVi from "#contracts/i18n/vi.json";
import type uiVi from "./vi.json";

type UiCatalogue = typeof uiVi;
type SharedCatalogue = typeof sharedVi;
type Catalogue = { ui: UiCatalogue; shared: SharedCatalogue };

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "ui";
    resources: { ui: UiCatalogue; shared: SharedCatalogue };
  }
}

/**
 * Each language's catalogue is a chunk of its own, so a browser loads only the language of the page it shows
 * (docs/performance.md, "Bundles"). The server loads both before it renders (entry.server.tsx); the browser loads
 * the page's language before hydrating (entry.client.tsx) and the next page's before a navigation (root.tsx).
 */
const loaders: Record<Locale, () => Promise<Catalogue>> = {
  vi: () => import("./catalogue-vi.ts").then((module) => module.default),
  en: () => import("./catalogue-en.ts").then((module) => module.default),
};
const catalogues: Partial<Record<Locale, Catalogue>> = {};
const instances = new Map<Locale, i18n>();

export async function loadCatalogues(wanted: readonly Locale[]): Promise<void> {
  await Promise.all(wanted.filter((locale) => !catalogues[locale]).map(async (locale) => (catalogues[locale] = await loaders[locale]())));
}

/** The languages a page needs: its own; both on the administrators' screens, which show messages in their sender's language. */
export function cataloguesFor(pathname: string): Locale[] {
  return /^(\/en)?\/dashboard\/admin(\/|$)/.test(pathname) ? [...locales] : [localeOfPath(pathname)];
}

/** One ready i18next instance per language, built synchronously so SSR and hydration render the same text. */
export function i18nFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    const catalogue = catalogues[locale];
    if (!catalogue) throw new Error(`The ${locale} catalogue is not loaded: call loadCatalogues first (src/web/i18n/i18n.ts).`);
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: locale,
      supportedLngs: [...locales],
      ns: ["ui", "shared"],
      defaultNS: "ui",
      resources: { [locale]: catalogue },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    instances.set(locale, instance);
  }
  return instance;
}

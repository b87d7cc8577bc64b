import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { locales, type Locale } from "#contracts/locale.ts";
import { sharedMessages } from "#contracts/messages.ts";
import en from "./en.json" with { type: "json" };
import vi from "./vi.json" with { type: "json" };

export const uiMessages = { vi, en } as const;

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "ui";
    resources: { ui: typeof vi; shared: (typeof sharedMessages)["vi"] };
  }
}

const instances = new Map<Locale, i18n>();

/** One ready i18next instance per language, built synchronously so SSR and hydration render the same text. */
export function i18nFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: locale,
      fallbackLng: "vi",
      supportedLngs: [...locales],
      ns: ["ui", "shared"],
      defaultNS: "ui",
      resources: Object.fromEntries(locales.map((l) => [l, { ui: uiMessages[l], shared: sharedMessages[l] }])),
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    instances.set(locale, instance);
  }
  return instance;
}

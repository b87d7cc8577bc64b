import en from "./i18n/en.json" with { type: "json" };
import vi from "./i18n/vi.json" with { type: "json" };
import type { Locale } from "./locale.ts";

/** Messages shared by the API and the web app: error texts and the validation messages of the schemas. */
export const sharedMessages = { vi, en } as const;

/** Translates a shared key; anything that is not a key (a library's own message) reads as "not valid". */
export function translateShared(locale: Locale, key: string, vars: Record<string, string | number> = {}): string {
  const text = lookup(locale, key) ?? lookup(locale, "validation.invalidValue") ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ""));
}

function lookup(locale: Locale, key: string): string | undefined {
  const found = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], sharedMessages[locale]);
  return typeof found === "string" ? found : undefined;
}

import { countryCodes, homeCountry } from "#domain/countries.ts";
import type { Locale } from "./locale.ts";
import { translateShared } from "./messages.ts";

/** A country code as the reader calls it ("VN": "Việt Nam", "Vietnam"), from the shared catalogue; for the server. */
export const countryName = (code: string, locale: Locale): string => translateShared(locale, `countries.${code}`);

/**
 * The choices of a country select from a language's `countries` catalogue (already in that language's alphabetical
 * order): the home country first, then the rest.
 */
export function countryChoices(names: Record<string, string>): { value: string; label: string }[] {
  const home = { value: homeCountry, label: names[homeCountry] ?? homeCountry };
  return [home, ...Object.entries(names).flatMap(([value, label]) => (value === homeCountry ? [] : [{ value, label }]))];
}

export { countryCodes };

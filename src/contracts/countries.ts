import type { Locale } from "./locale.ts";
import { translateShared } from "./messages.ts";

/** A country code as the reader calls it ("VN": "Việt Nam", "Vietnam"), from the shared catalogue; for the server. */
export const countryName = (code: string, locale: Locale): string => translateShared(locale, `countries.${code}`);

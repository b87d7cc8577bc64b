import type { Locale } from "#contracts/locale.ts";

/** A day written as YYYY-MM-DD (a NAV date, a dealing day: calendar days in Vietnam) as dd/mm/yyyy. */
export function formatDay(day: string): string {
  const [year, month, date] = day.slice(0, 10).split("-");
  return `${date}/${month}/${year}`;
}

const weekdays = {
  vi: new Intl.DateTimeFormat("vi-VN", { weekday: "long", timeZone: "UTC" }),
  en: new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "UTC" }),
};

/** A calendar day with its weekday, for sentences: "thứ Ba 01/12/2026", "Tuesday 01/12/2026". */
export function formatWeekDay(day: string, locale: Locale): string {
  const weekday = weekdays[locale].format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
  return `${locale === "vi" ? weekday.charAt(0).toLowerCase() + weekday.slice(1) : weekday} ${formatDay(day)}`;
}

/**
 * A decimal typed by a person in the page's language, as the API reads it ("1.234,56" in Vietnamese and "1,234.56"
 * in English are both "1234.56"), or undefined when it is not a number with at most `places` decimals and 12 digits
 * before them. In Vietnamese a lone "." followed by one, two or more than three digits is the decimal point ("12.5"):
 * people type both, and a thousands group always has three.
 */
export function decimalText(text: string, locale: Locale, places = 2): string | undefined {
  const [group, decimal] = locale === "vi" ? [".", ","] : [",", "."];
  let value = text.trim().replace(/\s/g, "");
  if (locale === "vi" && !value.includes(",") && /^\d+\.(\d{1,2}|\d{4,})$/.test(value)) value = value.replace(".", ",");
  value = value.split(group).join("");
  const match = new RegExp(`^(\\d{1,12})(?:\\${decimal}(\\d{1,${places}}))?$`).exec(value);
  if (!match) return undefined;
  const whole = String(Number(match[1]));
  return match[2] === undefined ? whole : `${whole}.${match[2]}`;
}

/** Units typed by a person ("12,5", "12.5" or "1.234,56" in Vietnamese; "1,234.56" in English) as integer hundredths. */
export function parseUnits(text: string, locale: Locale): number | undefined {
  const decimal = decimalText(text, locale, 2);
  if (decimal === undefined) return undefined;
  const [whole, fraction = ""] = decimal.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

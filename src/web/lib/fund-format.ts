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
 * Units typed by a person ("12,5" or "12.5" or "1.234,56" in Vietnamese; "1,234.56" in English) as integer
 * hundredths, or undefined when it is not a number with at most two decimals.
 */
export function parseUnits(text: string, locale: Locale): number | undefined {
  const [group, decimal] = locale === "vi" ? [".", ","] : [",", "."];
  let value = text.trim().replace(/\s/g, "");
  // A lone "." with one or two digits after it reads as the decimal point in Vietnamese too (people type both).
  if (locale === "vi" && !value.includes(",") && /^\d+\.\d{1,2}$/.test(value)) value = value.replace(".", ",");
  value = value.split(group).join("");
  const match = new RegExp(`^(\\d{1,12})(?:\\${decimal}(\\d{1,2}))?$`).exec(value);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

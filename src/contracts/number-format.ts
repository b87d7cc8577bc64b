import type { Locale } from "./locale.ts";

/**
 * The one place numbers are written for people: pages, contract PDFs, e-mails and exports (docs/architecture.md,
 * "Numbers"). One function per kind, each in both languages, written to agree with Intl's vi-VN and en-GB output:
 * "1.959,48" and "0,50%" in Vietnamese, "1,959.48" and "0.50%" in English. Money, units, NAV, index points and
 * percentages are built from their integers or exact decimal text, digit by digit, never through a float.
 * A lint rule (eslint.config.js) keeps toFixed, toLocaleString and new Intl.NumberFormat out of every other file.
 */

const separators: Record<Locale, { group: string; decimal: string }> = { vi: { group: ".", decimal: "," }, en: { group: ",", decimal: "." } };
/** What Intl puts between an amount and its currency: a no-break space. */
const NBSP = "\u00a0";

/** An integer or exact decimal as text: "-1959.48", "12", "0.50". */
const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Exact decimal text in the locale's way, every digit kept: "-1959.48" → "-1.959,48" (vi). */
function localise(text: string, locale: Locale): string {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) return text;
  const [, sign = "", whole = "0", fraction] = match;
  const { group, decimal } = separators[locale];
  const grouped = whole.replace(/^0+(?=\d)/, "").replace(/\B(?=(\d{3})+$)/g, group);
  return `${sign}${grouped}${fraction === undefined ? "" : `${decimal}${fraction}`}`;
}

/** A whole number as decimal text; a number that is not whole is rounded (half away from zero) first. */
function integerText(value: number | bigint): string {
  if (typeof value === "bigint") return value.toString();
  return BigInt(Math.sign(value) * Math.round(Math.abs(value))).toString();
}

/** Integer hundredths as exact decimal text with two places: 123456 → "1234.56", -5 → "-0.05". */
function hundredthsText(hundredths: number | bigint): string {
  const value = BigInt(integerText(hundredths));
  const magnitude = value < 0n ? -value : value;
  return `${value < 0n ? "-" : ""}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, "0")}`;
}

/** An exact decimal given as text ("12345.67") or as integer hundredths (1234567). */
export type Exact = string | number | bigint;
const exactText = (value: Exact) => (typeof value === "string" ? value : hundredthsText(value));

/** A plain count: "12.345" (vi), "12,345" (en). */
export function formatCount(value: number | bigint, locale: Locale): string {
  return localise(integerText(value), locale);
}

const withCurrency = (amount: string, locale: Locale, vi: string, en: string) => {
  const negative = amount.startsWith("-");
  const magnitude = negative ? amount.slice(1) : amount;
  return `${negative ? "-" : ""}${locale === "vi" ? `${magnitude}${NBSP}${vi}` : `${en}${magnitude}`}`;
};

/** Whole đồng: "7.000.000.000 ₫" (vi), "VND 7,000,000,000" (en); bigint beyond 2^53 too. */
export function formatVnd(amount: number | bigint, locale: Locale): string {
  return withCurrency(formatCount(amount, locale), locale, "₫", `VND${NBSP}`);
}

/** Whole US dollars (the lucky draw's prizes): "1.000 US$" (vi), "$1,000" (en). */
export function formatUsd(amount: number, locale: Locale): string {
  return withCurrency(formatCount(amount, locale), locale, "US$", "$");
}

/** Fund units, exact (text or integer hundredths): "1.234,56" (vi), "1,234.56" (en). */
export function formatUnits(value: Exact, locale: Locale): string {
  return localise(exactText(value), locale);
}

/** A NAV per unit, exact (text or hundredths): "12.345,67 ₫" (vi), "VND 12,345.67" (en). */
export function formatNav(value: Exact, locale: Locale): string {
  return withCurrency(localise(exactText(value), locale), locale, "₫", `VND${NBSP}`);
}

/**
 * An exact decimal whose unit a heading names: index points (VN-Index), rebased chart values, a NAV in a column
 * headed with its currency, quantities. Exact text or hundredths: "1.959,48" (vi), "1,959.48" (en).
 */
export function formatDecimal(value: Exact | null, locale: Locale): string {
  return value === null ? "—" : localise(exactText(value), locale);
}

/** A percentage given as its exact, already rounded figure ("12.50" means 12.50 %): "12,50%" (vi), "12.50%" (en). */
export function formatPercent(value: Exact | null, locale: Locale): string {
  return value === null ? "—" : `${localise(exactText(value), locale)}%`;
}

/** A rate in basis points (fees, commissions) as a percentage: 50 → "0,50%" (vi), "0.50%" (en). */
export function formatBps(bps: number, locale: Locale): string {
  return formatPercent(bps, locale);
}

const MIB = 1024 * 1024;

/** A file's size: "1,5 MB" (vi), "1.5 MB" (en) from a mebibyte up (one decimal at most), whole KB below, 1 KB at least. */
export function formatFileSize(bytes: number, locale: Locale): string {
  return bytes >= MIB ? `${formatMeasure(bytes / MIB, locale, 1, 0)} MB` : `${formatCount(Math.max(1, Math.round(bytes / 1024)), locale)} KB`;
}

const measures = new Map<string, Intl.NumberFormat>();

/**
 * A measured quantity that is not money (a mean of marks, megabytes, a chart's rebased value): at most `digits`
 * decimals, at least `minDigits`. Through Intl (a float is what it is), one formatter per locale and precision.
 */
export function formatMeasure(value: number, locale: Locale, digits: number, minDigits = digits): string {
  const key = `${locale}:${digits}:${minDigits}`;
  let format = measures.get(key);
  if (!format)
    measures.set(
      key,
      (format = new Intl.NumberFormat(locale === "vi" ? "vi-VN" : "en-GB", { maximumFractionDigits: digits, minimumFractionDigits: minDigits })),
    );
  return format.format(value);
}

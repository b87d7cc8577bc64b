import { countryName } from "./countries.ts";
import type { Locale } from "./locale.ts";
import { translateShared } from "./messages.ts";
import { dayRangeFields, refineDayRange } from "./vietnam-time.ts";
import { z } from "./zod.ts";

/**
 * The administrators' statistics (sidebar "statistics"): one table per chart, the same numbers the chart draws and
 * the xlsx export holds. Row labels are raw (a Vietnam day "2026-11-22", a role, a file kind…); the web words them.
 */
export const statisticsCharts = [
  "registrations",
  "nations",
  "person_types",
  "activation",
  "entries",
  "entry_files",
  "marking",
  "draw_entrants",
  "contacts",
] as const;
export type StatisticsChart = (typeof statisticsCharts)[number];

/** How a row's label reads: a Vietnam day, a role, a person type, a file kind, a draw week number, a country code, or plain text. */
export const labelKinds = ["day", "role", "person_type", "file_kind", "week", "country", "text"] as const;

export const statisticsQuery = z.object(dayRangeFields).superRefine(refineDayRange);
export type StatisticsQuery = z.infer<typeof statisticsQuery>;
export const statisticsParams = z.object({ chart: z.enum(statisticsCharts) });

export const statisticsTable = z.object({
  chart: z.enum(statisticsCharts),
  label_kind: z.enum(labelKinds),
  /** Column keys, worded by the web as `statistics.columns.<key>`. */
  columns: z.array(z.string()),
  rows: z.array(z.object({ label: z.string(), values: z.array(z.number().int()) })),
  /** The submission window, drawn on the entries chart. */
  window: z.object({ opens_at: z.string(), closes_at: z.string() }).nullable(),
});
export type StatisticsTable = z.infer<typeof statisticsTable>;

/** The statistics' words (chart titles, columns, label kinds), shared by the page and the export. */
export const statisticsText = (locale: Locale, key: string, vars: Record<string, string> = {}) => translateShared(locale, `statistics.${key}`, vars);

/** A row's label as the reader reads it: translated where it is a code (role, person type, file kind, week, country). */
export function statisticsLabel(kind: StatisticsTable["label_kind"], label: string, locale: Locale): string {
  const t = (key: string, vars: Record<string, string> = {}) => statisticsText(locale, key, vars);
  switch (kind) {
    case "role":
      return t(`roles.${label}`);
    case "person_type":
      return label ? t(`personTypes.${label}`) : t("unknown");
    case "file_kind":
      return t(`fileKinds.${label}`);
    case "week":
      return t("week", { week: label });
    case "country":
      return label ? countryName(label, locale) : t("unknown");
    default:
      return label || t("unknown");
  }
}

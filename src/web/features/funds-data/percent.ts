/**
 * "12.50" -> "12,50 %" (vi) / "12.50%" (en): the server's rounded string, only its separator localised. On its own
 * (FundChartSection re-exports it) so a page that shows a figure without the chart does not load the chart's code.
 */
export function percent(value: string | null, locale: "vi" | "en"): string {
  if (value === null) return "—";
  return locale === "vi" ? `${value.replace(".", ",")} %` : `${value}%`;
}

import type { Locale } from "#contracts/locale.ts";
import { statisticsLabel, statisticsText, type StatisticsTable } from "#contracts/statistics.ts";
import { workbookOf } from "#server/lib/xlsx.ts";

/** One chart's table as a one-sheet workbook: the same numbers and words as the page's table. */
export function statisticsWorkbook(table: StatisticsTable, locale: Locale): Promise<ArrayBuffer> {
  const t = (key: string) => statisticsText(locale, key);
  return workbookOf(
    [
      {
        name: t(`charts.${table.chart}`),
        rows: [
          [t(`labels.${table.label_kind}`), ...table.columns.map((column) => t(`columns.${column}`))],
          ...table.rows.map((row) => [statisticsLabel(table.label_kind, row.label, locale), ...row.values]),
        ],
      },
    ],
    locale,
  );
}

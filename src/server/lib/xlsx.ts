import ExcelJS from "exceljs";
import type { Locale } from "#contracts/locale.ts";
import { XLSX_TYPE } from "#contracts/media-types.ts";

/** A Date is a time in Vietnam (vietnamTime): written as a spreadsheet date-time in the language's format. */
export type Cell = string | number | Date | null;
export interface Sheet {
  name: string;
  /** The first row is the header, written in bold. */
  rows: Cell[][];
  /** Excel number formats by column (0-based), e.g. VND_FORMAT; the other columns show numbers as Excel does. */
  formats?: Record<number, string>;
  /** Column widths by column (0-based); 20 otherwise. */
  widths?: Record<number, number>;
}

/**
 * The exports' convention (docs/architecture.md, "Numbers and exports"): headings and words in the export's
 * language, states by their names in it (never an enum value), times as spreadsheet date-times in Vietnam time with
 * the offset named in their heading, and numbers as numbers (the reader's spreadsheet shows them with its own
 * separators and can sum them), formatted as below.
 */
export const VND_FORMAT = '#,##0 "₫"';
export const NAV_FORMAT = '#,##0.00 "₫"';
export const UNITS_FORMAT = "#,##0.00";
export const DECIMAL_FORMAT = "0.00";

/** Vietnam's offset (UTC+7 all year), named in every time column's heading. */
const VIETNAM_OFFSET = "UTC+07:00";

/** A time column's heading: "Thời điểm (UTC+07:00)", "Time (UTC+07:00)". */
export const timeHeading = (label: string) => `${label} (${VIETNAM_OFFSET})`;

/**
 * An instant as a spreadsheet date-time in Vietnam time. A spreadsheet date has no time zone: it shows the wall-clock
 * time it holds, so the instant moved by 7 hours (no summer time in Vietnam) reads as Vietnam time anywhere.
 */
export const vietnamTime = (iso: string | null | undefined): Date | null => (iso ? new Date(Date.parse(iso) + 7 * 3600_000) : null);

/** The same as text, "2026-11-22 10:00:00", where a file holds only text (CSV). */
export const vietnamTimeText = (iso: string | null | undefined) => vietnamTime(iso)?.toISOString().replace("T", " ").slice(0, 19) ?? "";

/** How each language writes a date-time in a spreadsheet. */
const DATE_TIME_FORMATS: Record<Locale, string> = { vi: "dd/mm/yyyy hh:mm:ss", en: "d mmm yyyy hh:mm:ss" };

/** A workbook of plain sheets, for the dashboards' exports. Text that looks like a formula stays text. */
export async function workbookOf(sheets: Sheet[], locale: Locale): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  for (const { name, rows, formats = {}, widths = {} } of sheets) {
    const sheet = workbook.addWorksheet(name.slice(0, 31));
    rows.forEach((row, index) => {
      const added = sheet.addRow(row.map((cell) => (typeof cell === "string" && /^[=+\-@]/.test(cell) ? `'${cell}` : cell)));
      if (index === 0) added.font = { bold: true };
      added.eachCell((cell) => {
        if (cell.value instanceof Date) cell.numFmt = DATE_TIME_FORMATS[locale];
      });
    });
    sheet.columns.forEach((column, index) => {
      column.width = widths[index] ?? 20;
      if (formats[index]) column.numFmt = formats[index];
    });
    sheet.views = [{ state: "frozen", ySplit: 1 }];
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** The headers of an xlsx download named `<name>.xlsx`. */
export const xlsxHeaders = (name: string) => ({ "Content-Type": XLSX_TYPE, "Content-Disposition": `attachment; filename="${name}.xlsx"` });

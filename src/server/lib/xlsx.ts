import ExcelJS from "exceljs";

export type Cell = string | number | null;
export interface Sheet {
  name: string;
  /** The first row is the header, written in bold. */
  rows: Cell[][];
}

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A workbook of plain sheets, for the dashboards' exports. Text that looks like a formula stays text. */
export async function workbookOf(sheets: Sheet[]): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  for (const { name, rows } of sheets) {
    const sheet = workbook.addWorksheet(name.slice(0, 31));
    rows.forEach((row, index) => {
      const added = sheet.addRow(row.map((cell) => (typeof cell === "string" && /^[=+\-@]/.test(cell) ? `'${cell}` : cell)));
      if (index === 0) added.font = { bold: true };
    });
    sheet.columns.forEach((column) => (column.width = 20));
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** The headers of an xlsx download named `<name>.xlsx`. */
export const xlsxHeaders = (name: string) => ({ "Content-Type": XLSX_TYPE, "Content-Disposition": `attachment; filename="${name}.xlsx"` });

/** An instant as Vietnam wall-clock time, "2026-11-22 10:00:00", for spreadsheets read by organisers in Vietnam. */
export const vietnamDateTime = (iso: string) => new Date(Date.parse(iso) + 7 * 3600_000).toISOString().replace("T", " ").slice(0, 19);

import type ExcelJS from "exceljs";
import { csvRows } from "#domain/statement-csv.ts";
import { readStatement, STATEMENT_MAX_ROWS, type StatementCell } from "#domain/statement-format.ts";
import { serveTasks } from "#server/lib/worker-pool.ts";
import type { StatementTask, StatementTaskResult } from "./statement-worker.ts";

/** The worker thread of statement-worker.ts: reads one uploaded statement (CSV or xlsx) through its format. */
serveTasks<StatementTask, StatementTaskResult>(async ({ bytes, format }) => {
  const rows = isZip(bytes) ? await xlsxRows(bytes) : csvText(bytes);
  if (!rows) return { value: { ok: false, problem: "notStatement" } };
  if (rows.length > STATEMENT_MAX_ROWS) return { value: { ok: false, problem: "tooManyRows" } };
  return { value: { ok: true, kind: isZip(bytes) ? "xlsx" : "csv", reading: readStatement(rows, format) } };
});

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** CSV as UTF-8 (with or without its mark) or UTF-16 LE (Excel's "Unicode text"); anything else is not text. */
function csvText(bytes: Uint8Array): StatementCell[][] | undefined {
  const utf16 = bytes[0] === 0xff && bytes[1] === 0xfe;
  let text: string;
  try {
    text = new TextDecoder(utf16 ? "utf-16le" : "utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  if (text.includes("\u0000") || !text.trim()) return undefined;
  return csvRows(text);
}

/** The first worksheet's rows, every cell as text or a number; a date cell as its ISO day. */
async function xlsxRows(bytes: Uint8Array): Promise<StatementCell[][] | undefined> {
  // Loaded on the first xlsx only: most statements are CSV, and exceljs is most of the worker's start-up.
  const { default: Excel } = await import("exceljs");
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return undefined;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return undefined;
  const rows: StatementCell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: StatementCell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellValue(cell.value);
    });
    rows[number - 1] = cells;
  });
  return Array.from(rows, (row) => row ?? []);
}

function cellValue(value: ExcelJS.CellValue): StatementCell {
  if (value === null || value === undefined) return null;
  // A spreadsheet date holds the wall-clock day the bank wrote, stored as that day at UTC midnight.
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "number" || typeof value === "string") return value;
  if (typeof value === "boolean") return String(value);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("result" in value) return cellValue((value.result ?? null) as ExcelJS.CellValue);
  if ("text" in value) return String(value.text);
  return null;
}

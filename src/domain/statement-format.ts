import { searchFold } from "./search-text.ts";

/** More rows than a fund account's statement for a year holds: beyond this the file is not one. */
export const STATEMENT_MAX_ROWS = 100_000;

/**
 * How one bank's statement export is read (docs/funds.md, "Bank statements"). Formats are data
 * (src/server/modules/funds/statement-formats/*.json), so a bank's new layout is a file, not a code change.
 */
export interface StatementFormat {
  id: string;
  name: { vi: string; en: string };
  /**
   * Each column by the header names it may carry (compared without accents, case or extra spaces), or by its
   * 0-based index when the file has no header row. Either `amount` (signed: credits positive) or `credit` (with
   * `debit` optional) gives the money. `dateAndTransactionId` is a column whose cell holds the date, then a space or a
   * line break, then the bank's transaction id (Vietcombank's "Ngày GD/ TNX Date Số CT/ Doc No": "22/11/2026
   * 5213.47908"); where a file has it, it is read for both instead of the `date` and `transactionId` columns.
   */
  columns: {
    date: ColumnRef;
    description: ColumnRef;
    dateAndTransactionId?: ColumnRef;
    transactionId?: ColumnRef;
    account?: ColumnRef;
    amount?: ColumnRef;
    credit?: ColumnRef;
    debit?: ColumnRef;
  };
  /** The order of day, month and year in a date written as text; ISO dates (2026-11-28) are always understood. */
  dateOrder: "DMY" | "MDY" | "YMD";
  /**
   * "vi": 1.000.000,00 (dot for thousands); "en": 1,000,000.00 (comma for thousands); both, for a bank whose exports
   * write either (a text is then read only when every notation that reads it agrees).
   */
  numberFormat: NumberNotation | NumberNotation[];
}
type NumberNotation = "vi" | "en";
type ColumnRef = string[] | number;
type ColumnName = keyof StatementFormat["columns"];

/** A column as the person can find it in their file: the first header name the format knows it by, or its number. */
export const columnLabel = (format: StatementFormat, name: ColumnName): string => {
  const ref = format.columns[name];
  return Array.isArray(ref) ? `“${ref[0]}”` : `#${(ref ?? 0) + 1}`;
};

/** A cell as the file gave it: text, a number (xlsx), or empty. Dates from xlsx arrive as ISO text. */
export type StatementCell = string | number | null;

/** One transaction row. `amount` is whole VND, positive for money received. */
export interface StatementLine {
  /** 1-based row number in the file, for messages. */
  row: number;
  transactionId: string | null;
  /** YYYY-MM-DD. */
  date: string;
  amount: number;
  description: string;
  account: string | null;
}

type RowProblem = { row: number; column: "date" | "amount" | "transactionId"; value: string };
export type StatementReading = { ok: true; lines: StatementLine[] } | { ok: false; missingColumns: ColumnName[] } | { ok: false; problems: RowProblem[] };

/** The columns that carry a line's money: a row that fills none of them moves none. */
const moneyColumns = ["amount", "credit", "debit"] as const;
/** The largest amount a line may carry (the API's VND limit). */
const MAX_VND = 10 ** 13;
/** How far down the header row is looked for (banks put a title block and the account's details above it). */
const HEADER_SEARCH_ROWS = 40;

const fold = (value: StatementCell) => searchFold(String(value ?? ""));

/**
 * The names a header cell gives its column: the whole cell, with and without its separators, and each half of a
 * cell that names it in both languages ("Ngày giao dịch / Transaction date", "Credit\nGhi có", "Credit | Ghi có"),
 * as some banks' exports do. Without separators, "Ngày GD/ TNX Date Số CT/ Doc No" is "ngay gd tnx date so ct doc
 * no" wherever the bank put its slashes and line breaks.
 */
const headerNames = (value: StatementCell): string[] => {
  const whole = String(value ?? "");
  return [fold(whole), fold(whole.replace(/[/|]/g, " ")), ...whole.split(/\s*[/\n|]\s*/).map(fold)];
};
/**
 * The header cells that name a column: one of its names, or two of them joined with nothing or a space between
 * (Vietcombank's "Ngày giao dịchTransaction Date"), folded once per column. Only whole names count, so "Có" is not
 * found inside "Số tiền ghi có".
 */
const columnNames = (wanted: string[]): Set<string> => {
  const folded = wanted.map(searchFold);
  const joined = folded.flatMap((first) => folded.filter((second) => second !== first).flatMap((second) => [first + second, `${first} ${second}`]));
  return new Set([...folded, ...joined]);
};
const text = (value: StatementCell | undefined) => String(value ?? "").trim();

/**
 * Reads a statement's rows through its format: finds the header row, then turns every transaction row into a line.
 * A row whose date cell holds no digit (a title, a total, a blank), or that fills none of the money columns (a footer's
 * "Printed on 29/11/2026", a signature's date), is not a transaction. Any date or amount that
 * does not read makes the whole file refused, listing those rows: a statement is imported whole or not at all.
 */
export function readStatement(rows: StatementCell[][], format: StatementFormat): StatementReading {
  const located = locateColumns(rows, format);
  if ("missing" in located) return { ok: false, missingColumns: located.missing };
  const { columns, firstRow } = located;
  const lines: StatementLine[] = [];
  const problems: RowProblem[] = [];
  for (let index = firstRow; index < rows.length; index++) {
    const row = rows[index]!;
    const cell = (name: ColumnName) => (columns[name] === undefined ? null : (row[columns[name]] ?? null));
    const rawDate = text(cell("date"));
    if (!/\d/.test(rawDate) || !moneyColumns.some((name) => text(cell(name)) !== "")) continue;
    const [dateText, transactionId] = columns.dateAndTransactionId === undefined ? [rawDate, text(cell("transactionId"))] : splitDateCell(rawDate);
    const date = parseStatementDate(dateText, format.dateOrder);
    if (!date) problems.push({ row: index + 1, column: "date", value: rawDate });
    else if (columns.dateAndTransactionId !== undefined && !transactionId) problems.push({ row: index + 1, column: "transactionId", value: rawDate });
    const amount = lineAmount(cell, format.numberFormat);
    if (amount === undefined)
      problems.push({ row: index + 1, column: "amount", value: [cell("amount"), cell("credit"), cell("debit")].map(text).filter(Boolean).join(" / ") });
    if (!date || amount === undefined) continue;
    lines.push({
      row: index + 1,
      transactionId: transactionId || null,
      date,
      amount,
      description: text(cell("description")).replace(/\s+/g, " "),
      account: text(cell("account")) || null,
    });
  }
  return problems.length ? { ok: false, problems } : { ok: true, lines };
}

/**
 * A date-and-id cell as its date and its transaction id: exactly two words, split at the space or line break
 * between them. Anything else is read as a date without an id (refused: the id is what keys the line).
 */
function splitDateCell(raw: string): [string, string] {
  const words = /^(\S+)\s+(\S+)$/.exec(raw);
  return words ? [words[1]!, words[2]!] : [raw, ""];
}

function locateColumns(
  rows: StatementCell[][],
  format: StatementFormat,
): { columns: Partial<Record<ColumnName, number>>; firstRow: number } | { missing: ColumnName[] } {
  const refs = (Object.entries(format.columns) as [ColumnName, ColumnRef][]).map(
    ([name, ref]) => [name, typeof ref === "number" ? ref : columnNames(ref)] as const,
  );
  // The money is one signed column or a credit column: a format may name both, and a file needs one of them.
  const money: ColumnName = format.columns.amount === undefined ? "credit" : "amount";
  const missingOf = (columns: Partial<Record<ColumnName, number>>) => {
    const missing = (["date", "description"] as const).filter((name) => columns[name] === undefined) as ColumnName[];
    return columns.amount === undefined && columns.credit === undefined ? [...missing, money] : missing;
  };
  if (refs.every(([, ref]) => typeof ref === "number")) return { columns: mergedDate(Object.fromEntries(refs)), firstRow: 0 };
  let best: { columns: Partial<Record<ColumnName, number>>; firstRow: number; missing: ColumnName[] } | undefined;
  for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index++) {
    const headers = rows[index]!.map(headerNames);
    const columns: Partial<Record<ColumnName, number>> = {};
    for (const [name, ref] of refs) {
      const at = typeof ref === "number" ? ref : headers.findIndex((names) => names.some((name) => ref.has(name)));
      if (at >= 0) columns[name] = at;
    }
    mergedDate(columns);
    const missing = missingOf(columns);
    if (!best || missing.length < best.missing.length) best = { columns, firstRow: index + 1, missing };
    if (missing.length === 0) break;
  }
  if (!best || best.missing.length) return { missing: best?.missing ?? missingOf({}) };
  return { columns: best.columns, firstRow: best.firstRow };
}

/** A file's date-and-id column, when it has one, is its date column: it holds the transaction's date and its id. */
function mergedDate(columns: Partial<Record<ColumnName, number>>) {
  if (columns.dateAndTransactionId !== undefined) columns.date = columns.dateAndTransactionId;
  return columns;
}

/** Signed whole VND of a row (credit − debit when the bank splits them); undefined when a cell does not read. */
function lineAmount(cell: (name: ColumnName) => StatementCell, numberFormat: StatementFormat["numberFormat"]): number | undefined {
  const read = (name: ColumnName) => {
    const value = cell(name);
    return value === null || text(value) === "" ? 0 : parseVnd(value, numberFormat);
  };
  const amount = read("amount");
  const credit = read("credit");
  const debit = read("debit");
  if (amount === undefined || credit === undefined || debit === undefined) return undefined;
  // A debit column holds the money that left, written positive by some banks and negative by others.
  return amount + credit - Math.abs(debit);
}

/**
 * Whole VND from a cell: a number from a spreadsheet, or text in the format's notation ("1.000.000" or
 * "1.000.000,00" in Vietnamese, "1,000,000.00" in English), with an optional sign and currency mark. A fraction of
 * a đồng is refused, never rounded: the amount is matched exactly against an order.
 */
export function parseVnd(value: StatementCell, numberFormat: StatementFormat["numberFormat"]): number | undefined {
  if (Array.isArray(numberFormat)) {
    const readings = numberFormat.map((notation) => parseVnd(value, notation)).filter((amount) => amount !== undefined);
    return readings.length && readings.every((amount) => amount === readings[0]) ? readings[0] : undefined;
  }
  if (typeof value === "number") return Number.isSafeInteger(value) && Math.abs(value) <= MAX_VND ? value : undefined;
  const cleaned = String(value ?? "")
    .replace(/\s|VND|VNĐ|đ|₫/gi, "")
    .replace(/^\((.*)\)$/, "-$1");
  const match = /^([+-]?)(.+)$/.exec(cleaned);
  if (!match) return undefined;
  const [thousands, decimal] = numberFormat === "vi" ? [".", ","] : [",", "."];
  const t = `\\${thousands}`;
  const d = `\\${decimal}`;
  const shape = new RegExp(`^(?:\\d{1,3}(?:${t}\\d{3})+|\\d+)(?:${d}(\\d+))?$`).exec(match[2]!);
  if (!shape || (shape[1] && /[1-9]/.test(shape[1]))) return undefined;
  const wholeText = match[2]!.split(decimal)[0]!;
  // "52,000" in the Vietnamese notation: 52 đồng, or 52 000 written with the other notation's separator. Refused.
  if (shape[1]?.length === 3 && !wholeText.includes(thousands)) return undefined;
  const whole = Number(wholeText.split(thousands).join(""));
  if (!Number.isSafeInteger(whole) || whole > MAX_VND) return undefined;
  return match[1] === "-" ? -whole : whole;
}

/** YYYY-MM-DD from "28/11/2026", "28-11-2026 10:15:02", "2026-11-28T…"; undefined when it is not a real date. */
export function parseStatementDate(raw: string, order: StatementFormat["dateOrder"]): string | undefined {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[T ])/.exec(raw);
  const parts = iso ? [iso[1]!, iso[2]!, iso[3]!] : /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})(?:$|\s)/.exec(raw)?.slice(1);
  if (!parts) return undefined;
  const [year, month, day] = iso || order === "YMD" ? parts : order === "DMY" ? [parts[2]!, parts[1]!, parts[0]!] : [parts[2]!, parts[0]!, parts[1]!];
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (year!.length !== 4 || m < 1 || m > 12 || d < 1) return undefined;
  const real = new Date(Date.UTC(y, m - 1, d));
  if (real.getUTCMonth() !== m - 1) return undefined;
  return real.toISOString().slice(0, 10);
}

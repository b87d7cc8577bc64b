import ExcelJS from "exceljs";
import { FEW_MARKS, type JudgingRound } from "#contracts/judging.ts";
import type { Locale } from "#contracts/locale.ts";
import { translateShared } from "#contracts/messages.ts";
import type { Deps } from "#server/deps.ts";
import { currentEdition } from "#server/modules/contest/edition.service.ts";
import { submittedMarks } from "./overview.repo.ts";
import { marksSummary } from "./overview.service.ts";

const markColumns = ["code", "round", "judge", "judgeEmail", "creativity", "communication", "sustainability", "total", "state", "submittedAt", "comment"] as const;
const summaryColumns = ["judge", "count", "mean", "sd", "fewMarks"] as const;

/** Raw marks, one row per entry and judge with each criterion, and the per-judge summary, in the reader's language. */
async function exportRows(deps: Deps, round: JudgingRound, locale: Locale) {
  const t = (key: string) => translateShared(locale, `judging.export.${key}`);
  const edition = await currentEdition(deps);
  const marks = await submittedMarks(deps.db, edition.id, round);
  const summary = await marksSummary(deps, round);
  const roundName = translateShared(locale, `judging.reminder.round.${round}`);
  return {
    marks: [
      markColumns.map(t),
      ...marks.map((m) => [m.code, roundName, m.judge_name, m.judge_email, m.creativity, m.communication, m.sustainability, m.total, m.state, m.submitted_at ?? "", m.comment ?? ""]),
    ],
    summary: [
      summaryColumns.map(t),
      ...summary.judges.map((j) => [j.full_name, j.count, j.mean === null ? "" : Number(j.mean.toFixed(2)), j.sd === null ? "" : Number(j.sd.toFixed(2)), j.count < FEW_MARKS ? t("yes") : t("no")]),
    ],
    sheetNames: [t("marksSheet"), t("summarySheet")] as const,
  };
}

export async function marksWorkbook(deps: Deps, round: JudgingRound, locale: Locale): Promise<ArrayBuffer> {
  const rows = await exportRows(deps, round, locale);
  const workbook = new ExcelJS.Workbook();
  for (const [name, data] of [
    [rows.sheetNames[0], rows.marks],
    [rows.sheetNames[1], rows.summary],
  ] as const) {
    const sheet = workbook.addWorksheet(name);
    data.forEach((row, index) => {
      const added = sheet.addRow(row);
      if (index === 0) added.font = { bold: true };
    });
    sheet.columns.forEach((column) => (column.width = 18));
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** A CSV cell: quoted when it holds a separator, quote or line break; a leading =, +, - or @ is defused for spreadsheets. */
function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The raw marks as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read Vietnamese correctly). */
export async function marksCsv(deps: Deps, round: JudgingRound, locale: Locale): Promise<string> {
  const rows = await exportRows(deps, round, locale);
  return `\uFEFF${rows.marks.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

import { FEW_MARKS, type JudgingRound } from "#contracts/judging.ts";
import type { Locale } from "#contracts/locale.ts";
import { translateShared } from "#contracts/messages.ts";
import type { Deps } from "#server/deps.ts";
import { DECIMAL_FORMAT, timeHeading, vietnamTime, vietnamTimeText, workbookOf } from "#server/lib/xlsx.ts";
import { currentEdition } from "#server/modules/contest/index.ts";
import { submittedMarks } from "./overview.repo.ts";
import { marksSummary } from "./overview.service.ts";

const markColumns = [
  "code",
  "round",
  "judge",
  "judgeEmail",
  "creativity",
  "communication",
  "sustainability",
  "total",
  "state",
  "submittedAt",
  "comment",
] as const;
const summaryColumns = ["judge", "count", "mean", "sd", "fewMarks"] as const;

/** Two decimals of a mean or a spread, as a number (the sheet shows it with DECIMAL_FORMAT). */
const twoPlaces = (value: number | null) => (value === null ? "" : Math.round(value * 100) / 100);

/**
 * Raw marks, one row per entry and judge with each criterion, and the per-judge summary, in the reader's language;
 * `time` writes the submission time (a spreadsheet date-time, or text for CSV).
 */
async function exportRows<T>(deps: Deps, round: JudgingRound, locale: Locale, time: (iso: string | null) => T) {
  const t = (key: string) => translateShared(locale, `judging.export.${key}`);
  const edition = await currentEdition(deps);
  const marks = await submittedMarks(deps.db, edition.id, round);
  const summary = await marksSummary(deps, round);
  const roundName = translateShared(locale, `judging.reminder.round.${round}`);
  return {
    marks: [
      markColumns.map((column) => (column === "submittedAt" ? timeHeading(t(column)) : t(column))),
      ...marks.map((m) => [
        m.code,
        roundName,
        m.judge_name,
        m.judge_email,
        m.creativity,
        m.communication,
        m.sustainability,
        m.total,
        t(`states.${m.state}`),
        time(m.submitted_at),
        m.comment ?? "",
      ]),
    ],
    summary: [
      summaryColumns.map(t),
      ...summary.judges.map((j) => [j.full_name, j.count, twoPlaces(j.mean), twoPlaces(j.sd), j.count < FEW_MARKS ? t("yes") : t("no")]),
    ],
    sheetNames: [t("marksSheet"), t("summarySheet")] as const,
  };
}

export async function marksWorkbook(deps: Deps, round: JudgingRound, locale: Locale): Promise<ArrayBuffer> {
  const rows = await exportRows(deps, round, locale, vietnamTime);
  return workbookOf(
    [
      { name: rows.sheetNames[0], rows: rows.marks },
      { name: rows.sheetNames[1], rows: rows.summary, formats: { 2: DECIMAL_FORMAT, 3: DECIMAL_FORMAT } },
    ],
    locale,
  );
}

/** A CSV cell: quoted when it holds a separator, quote or line break; a leading =, +, - or @ is defused for spreadsheets. */
function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The raw marks as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read Vietnamese correctly). */
export async function marksCsv(deps: Deps, round: JudgingRound, locale: Locale): Promise<string> {
  const rows = await exportRows(deps, round, locale, vietnamTimeText);
  return `\uFEFF${rows.marks.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

import ExcelJS from "exceljs";
import { countryName } from "#contracts/countries.ts";
import type { EntriesQuery } from "#contracts/entry.ts";
import type { Locale } from "#contracts/locale.ts";
import type { Deps } from "#server/deps.ts";
import { listEntries } from "./entries-admin.service.ts";

const headings = {
  vi: ["Số thứ tự", "Mã bài", "Tiêu đề", "Trạng thái", "Đáp án", "Đúng", "Thời gian nộp (giờ Việt Nam)", "Họ và tên", "Email", "Điện thoại", "Quốc gia", "Lý do loại"],
  en: ["Number", "Code", "Title", "Status", "Answer", "Correct", "Submitted at (Vietnam time)", "Full name", "Email", "Phone", "Country", "Exclusion reason"],
};
const statusNames = {
  vi: { submitted: "Chưa chấm", marked: "Đã chấm", excluded: "Bị loại" },
  en: { submitted: "Unmarked", marked: "Marked", excluded: "Excluded" },
};

/** Date-time formats of the submission column, as each language writes them. */
const dateFormats = { vi: "dd/mm/yyyy hh:mm:ss", en: "d mmm yyyy hh:mm:ss" };
const SUBMITTED_COLUMN = 7;

/**
 * A spreadsheet date has no time zone: it shows the wall-clock time it holds. Vietnam is UTC+7 all year (no summer
 * time), so the instant moved by 7 hours reads as Vietnam time in any spreadsheet program.
 */
const vietnamWallClock = (instant: string) => new Date(Date.parse(instant) + 7 * 3600 * 1000);

/** Every entry matching the filters, one row each, in the administrator's language. */
export async function entriesWorkbook(deps: Deps, query: Omit<EntriesQuery, "page" | "per_page">, locale: Locale): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(locale === "en" ? "Entries" : "Bài dự thi");
  sheet.addRow(headings[locale]).font = { bold: true };
  const perPage = 100;
  for (let page = 1; ; page += 1) {
    const { data, total } = await listEntries(deps, { ...query, page, per_page: perPage });
    for (const entry of data) {
      sheet.addRow([
        entry.id,
        entry.code,
        entry.title,
        statusNames[locale][entry.status],
        entry.choice_answer,
        entry.choice_correct === null ? "" : entry.choice_correct ? "✓" : "✗",
        vietnamWallClock(entry.submitted_at),
        entry.user.full_name,
        entry.user.email,
        entry.user.phone_number ?? "",
        entry.user.nation ? countryName(entry.user.nation, locale) : "",
        entry.exclusion_reason ?? "",
      ]);
    }
    if (page * perPage >= total) break;
  }
  sheet.columns.forEach((column) => (column.width = 18));
  sheet.getColumn(SUBMITTED_COLUMN).numFmt = dateFormats[locale];
  sheet.getColumn(SUBMITTED_COLUMN).width = 22;
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

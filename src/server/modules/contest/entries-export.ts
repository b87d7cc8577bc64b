import { countryName } from "#contracts/countries.ts";
import type { EntriesQuery } from "#contracts/entry.ts";
import type { Locale } from "#contracts/locale.ts";
import type { Deps } from "#server/deps.ts";
import { timeHeading, vietnamTime, workbookOf, type Cell } from "#server/lib/xlsx.ts";
import { listEntries } from "./entries-admin.service.ts";

const headings = {
  vi: [
    "Số thứ tự",
    "Mã bài",
    "Tiêu đề",
    "Trạng thái",
    "Đáp án",
    "Đúng",
    timeHeading("Thời gian nộp"),
    "Họ và tên",
    "Email",
    "Điện thoại",
    "Quốc gia",
    "Lý do loại",
  ],
  en: ["Number", "Code", "Title", "Status", "Answer", "Correct", timeHeading("Submitted at"), "Full name", "Email", "Phone", "Country", "Exclusion reason"],
};
const statusNames = {
  vi: { submitted: "Chưa chấm", marked: "Đã chấm", excluded: "Bị loại" },
  en: { submitted: "Unmarked", marked: "Marked", excluded: "Excluded" },
};

/** Every entry matching the filters, one row each, in the administrator's language. */
export async function entriesWorkbook(deps: Deps, query: Omit<EntriesQuery, "page" | "per_page">, locale: Locale): Promise<ArrayBuffer> {
  const rows: Cell[][] = [headings[locale]];
  const perPage = 100;
  for (let page = 1; ; page += 1) {
    const { data, total } = await listEntries(deps, { ...query, page, per_page: perPage });
    for (const entry of data) {
      rows.push([
        entry.id,
        entry.code,
        entry.title,
        statusNames[locale][entry.status],
        entry.choice_answer,
        entry.choice_correct === null ? "" : entry.choice_correct ? "✓" : "✗",
        vietnamTime(entry.submitted_at),
        entry.user.full_name,
        entry.user.email,
        entry.user.phone_number ?? "",
        entry.user.nation ? countryName(entry.user.nation, locale) : "",
        entry.exclusion_reason ?? "",
      ]);
    }
    if (page * perPage >= total) break;
  }
  return workbookOf([{ name: locale === "en" ? "Entries" : "Bài dự thi", rows, widths: { 6: 22 } }], locale);
}

import { Anchor, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ReportItem } from "#contracts/funds-reports.ts";
import { PlainTable } from "#web/components/PlainTable.tsx";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { formatFileSize } from "#contracts/number-format.ts";

/** A fund's published reports, newest first, each downloadable as its PDF (product page baocao, public fund page). */
export function FundReports({ reports, categories }: { reports: ReportItem[]; categories: { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (reports.length === 0) return <Text>{t("fundsReports.none")}</Text>;
  return (
    <PlainTable minWidth={560} striped aria-label={t("fundsData.sections.baocao")} data-testid="fund-reports">
      <thead>
        <tr>
          <th scope="col">{t("fundsReports.fields.title")}</th>
          <th scope="col">{t("fundsReports.fields.category")}</th>
          <th scope="col">{t("fundsReports.fields.date")}</th>
          <th scope="col">{t("fundsReports.fields.file")}</th>
        </tr>
      </thead>
      <tbody>
        {reports.map((report) => (
          <tr key={report.id}>
            <th scope="row">{report.title}</th>
            <td>{categories.find((category) => category.id === report.catID)?.name}</td>
            <td style={{ whiteSpace: "nowrap" }}>{formatDate(report.date, locale)}</td>
            <td>
              <Anchor href={report.file_url} download underline="always" data-testid="report-download">
                {t("fundsReports.download", { title: report.title, size: formatFileSize(report.bytes, locale) })}
              </Anchor>
            </td>
          </tr>
        ))}
      </tbody>
    </PlainTable>
  );
}

import { Anchor, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ReportItem } from "#contracts/funds-reports.ts";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { megabytes } from "./report-pages.ts";

/** A fund's published reports, newest first, each downloadable as its PDF (product page baocao, public fund page). */
export function FundReports({ reports, categories }: { reports: ReportItem[]; categories: { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (reports.length === 0) return <Text>{t("fundsReports.none")}</Text>;
  return (
    <Table striped aria-label={t("fundsData.sections.baocao")} data-testid="fund-reports">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t("fundsReports.fields.title")}</Table.Th>
          <Table.Th scope="col">{t("fundsReports.fields.category")}</Table.Th>
          <Table.Th scope="col">{t("fundsReports.fields.date")}</Table.Th>
          <Table.Th scope="col">{t("fundsReports.fields.file")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {reports.map((report) => (
          <Table.Tr key={report.id}>
            <Table.Th scope="row">{report.title}</Table.Th>
            <Table.Td>{categories.find((category) => category.id === report.catID)?.name}</Table.Td>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(report.date, locale)}</Table.Td>
            <Table.Td>
              <Anchor href={report.file_url} download underline="always" data-testid="report-download">
                {t("fundsReports.download", { title: report.title, size: megabytes(report.bytes, locale) })}
              </Anchor>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

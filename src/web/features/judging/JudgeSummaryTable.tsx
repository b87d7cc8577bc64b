import { Badge, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FEW_MARKS, type MarksSummary } from "#contracts/judging.ts";
import { formatMeasure } from "#contracts/number-format.ts";
import type { Locale } from "#contracts/locale.ts";
import { useLocale } from "#web/lib/locale.ts";
import { TableRegion } from "#web/components/TableRegion.tsx";

const decimals = (locale: Locale, digits: number) => ({ format: (value: number) => formatMeasure(value, locale, digits) });

/** Per judge: how many marks, their mean and spread; judges with few marks are flagged. */
export function JudgeSummaryTable({ summary }: { summary: MarksSummary }) {
  const { t } = useTranslation();
  const number = decimals(useLocale(), 1);
  const show = (value: number | null) => (value === null ? "—" : number.format(value));
  if (!summary.judges.length) return <Text>{t("entries.admin.empty")}</Text>;
  return (
    <TableRegion minWidth={560} label={t("judging.summary.title")}>
      <Table striped data-testid="judge-summary">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("judging.panel.judge")}</Table.Th>
            <Table.Th scope="col">{t("judging.summary.count")}</Table.Th>
            <Table.Th scope="col">{t("judging.summary.mean")}</Table.Th>
            <Table.Th scope="col">{t("judging.summary.sd")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.judges.map((judge) => (
            <Table.Tr key={judge.id} data-testid="summary-row">
              <Table.Th scope="row" fw={400}>
                {judge.full_name}{" "}
                {judge.few_marks ? (
                  <Badge color="yellow" variant="light">
                    {t("judging.summary.few", { count: FEW_MARKS })}
                  </Badge>
                ) : null}
              </Table.Th>
              <Table.Td>{judge.count}</Table.Td>
              <Table.Td>{show(judge.mean)}</Table.Td>
              <Table.Td>{show(judge.sd)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableRegion>
  );
}

/** Every submitted total, raw and (when asked) standardised within its judge's own marks. */
export function StandardisedMarks({ summary, withZ }: { summary: MarksSummary; withZ: boolean }) {
  const { t } = useTranslation();
  const number = decimals(useLocale(), 2);
  const names = new Map(summary.judges.map((judge) => [judge.id, judge.full_name]));
  if (!summary.marks.length) return <Text>{t("entries.admin.empty")}</Text>;
  return (
    <TableRegion minWidth={480} label={t("judging.summary.marksTitle")}>
      <Table striped data-testid="standardised-marks">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("judging.queue.code")}</Table.Th>
            <Table.Th scope="col">{t("judging.panel.judge")}</Table.Th>
            <Table.Th scope="col">{t("judging.summary.raw")}</Table.Th>
            {withZ ? <Table.Th scope="col">{t("judging.summary.z")}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.marks.map((mark) => (
            <Table.Tr key={`${mark.code}-${mark.judge_id}`}>
              <Table.Td>{mark.code}</Table.Td>
              <Table.Td>{names.get(mark.judge_id) ?? "—"}</Table.Td>
              <Table.Td>{mark.total}</Table.Td>
              {withZ ? <Table.Td data-testid="z-score">{mark.z === null ? "—" : number.format(mark.z)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableRegion>
  );
}

import { Badge, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber, useLocale } from "#web/lib/locale.ts";

export interface RankingRow {
  place: number;
  code: string;
  title: string;
  /** The contestant's name, only when they consented to its publication. */
  name?: string | null;
  total: number;
  /** A short outcome ("finalist") shown as a badge. */
  outcome?: string;
  /** Extra cell at the end (an administrator's action). */
  action?: ReactNode;
}

/** A round's ranking: place, entry code, title, the name when published, total and outcome. */
export function RankingTable({ rows, caption, testId, showName = true }: { rows: RankingRow[]; caption: string; testId: string; showName?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hasOutcome = rows.some((row) => row.outcome);
  const hasAction = rows.some((row) => row.action);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder captionSide="top" data-testid={testId}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("results.columns.place")}</Table.Th>
            <Table.Th scope="col">{t("results.columns.code")}</Table.Th>
            <Table.Th scope="col">{t("results.columns.title")}</Table.Th>
            {showName && <Table.Th scope="col">{t("results.columns.name")}</Table.Th>}
            <Table.Th scope="col" ta="right">
              {t("results.columns.total")}
            </Table.Th>
            {hasOutcome && <Table.Th scope="col">{t("results.columns.outcome")}</Table.Th>}
            {hasAction && <Table.Td />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.code} data-testid="ranking-row" data-code={row.code}>
              <Table.Td>{row.place}</Table.Td>
              <Table.Th scope="row" fw={600}>
                {row.code}
              </Table.Th>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{row.title}</Table.Td>
              {showName && (
                <Table.Td data-testid="ranking-name">
                  {row.name ?? (
                    <Text span size="sm" c="dimmed">
                      {t("results.public.anonymous")}
                    </Text>
                  )}
                </Table.Td>
              )}
              <Table.Td ta="right" data-testid="ranking-total">
                {formatNumber(row.total, locale)}
              </Table.Td>
              {hasOutcome && <Table.Td>{row.outcome ? <Badge variant="light" color="ocean.9">{row.outcome}</Badge> : null}</Table.Td>}
              {hasAction && <Table.Td>{row.action}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Table } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PrizeWinner } from "#contracts/results.ts";
import { formatVnd, useLocale } from "#web/lib/locale.ts";

/** One prize place as a row shows it. */
export type PrizeRow = { key: string; rank: PrizeWinner["rank"]; amount_vnd: number; code: string; title: string };

/**
 * The head and body of a prize table: prize, amount in VND, entry code and title, then one column of the caller's
 * (`lastHead` and `last`). Rows carry `data-testid={rowTestId}`, `data-rank` and `data-code`.
 */
export function PrizeRows<R extends PrizeRow>({ rows, lastHead, last, rowTestId, amountTestId }: { rows: R[]; lastHead: ReactNode; last: (row: R) => ReactNode; rowTestId: string; amountTestId?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t("results.columns.prize")}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t("results.columns.amount")}
          </Table.Th>
          <Table.Th scope="col">{t("results.columns.code")}</Table.Th>
          <Table.Th scope="col">{t("results.columns.title")}</Table.Th>
          {lastHead}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key} data-testid={rowTestId} data-rank={row.rank} data-code={row.code}>
            <Table.Th scope="row">{t(`contest.ranks.${row.rank}`)}</Table.Th>
            <Table.Td ta="right" data-testid={amountTestId}>
              {formatVnd(row.amount_vnd, locale)}
            </Table.Td>
            <Table.Td>{row.code}</Table.Td>
            <Table.Td style={{ overflowWrap: "anywhere" }}>{row.title}</Table.Td>
            <Table.Td>{last(row)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </>
  );
}

import { Table } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Prize } from "#contracts/contest.ts";
import { awardedPrizes, prizeTotal } from "#contracts/contest-terms.ts";
import { formatNumber, formatVnd, useLocale } from "#web/lib/locale.ts";

/** The edition's prize table, rendered from its data (never hand-typed). */
export function PrizeTable({ prizes: table }: { prizes: readonly Prize[] }) {
  const { t } = useTranslation();
  const prizes = awardedPrizes(table);
  const locale = useLocale();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder data-testid="prize-table">
        <Table.Caption>{t("contest.prizes.caption")}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("contest.prizes.rank")}</Table.Th>
            <Table.Th scope="col" ta="right">{t("contest.prizes.count")}</Table.Th>
            <Table.Th scope="col" ta="right">{t("contest.prizes.amount")}</Table.Th>
            <Table.Th scope="col" ta="right">{t("contest.prizes.subtotal")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {prizes.map((prize) => (
            <Table.Tr key={prize.rank}>
              <Table.Th scope="row">{t(`contest.ranks.${prize.rank}`)}</Table.Th>
              <Table.Td ta="right">{formatNumber(prize.count, locale)}</Table.Td>
              <Table.Td ta="right">{formatVnd(prize.amount_vnd, locale)}</Table.Td>
              <Table.Td ta="right">{formatVnd(prize.count * prize.amount_vnd, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t("contest.prizes.total")}</Table.Th>
            <Table.Td ta="right">{formatNumber(prizes.reduce((sum, prize) => sum + prize.count, 0), locale)}</Table.Td>
            <Table.Td />
            <Table.Td ta="right" fw={700}>{formatVnd(prizeTotal(prizes), locale)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

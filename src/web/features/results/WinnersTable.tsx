import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PrizeWinner } from "#contracts/results.ts";
import { formatVnd, useLocale } from "#web/lib/locale.ts";

/** The winners, highest prize first: prize, amount in VND, entry code, title and the name when published. */
export function WinnersTable({ winners }: { winners: PrizeWinner[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder captionSide="top" data-testid="winners">
        <Table.Caption>{t("results.public.winners")}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("results.columns.prize")}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t("results.columns.amount")}
            </Table.Th>
            <Table.Th scope="col">{t("results.columns.code")}</Table.Th>
            <Table.Th scope="col">{t("results.columns.title")}</Table.Th>
            <Table.Th scope="col">{t("results.columns.name")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {winners.map((winner) => (
            <Table.Tr key={`${winner.rank}-${winner.entry.code}`} data-testid="winner-row" data-rank={winner.rank} data-code={winner.entry.code}>
              <Table.Th scope="row">{t(`contest.ranks.${winner.rank}`)}</Table.Th>
              <Table.Td ta="right" data-testid="winner-amount">
                {formatVnd(winner.amount_vnd, locale)}
              </Table.Td>
              <Table.Td>{winner.entry.code}</Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{winner.entry.title}</Table.Td>
              <Table.Td>
                {winner.entry.name ?? (
                  <Text span size="sm" c="dimmed">
                    {t("results.public.anonymous")}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PrizeWinner } from "#contracts/results.ts";
import { PrizeRows } from "./PrizeRows.tsx";

/** The winners, highest prize first: prize, amount in VND, entry code, title and the name when published. */
export function WinnersTable({ winners }: { winners: PrizeWinner[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder captionSide="top" data-testid="winners">
        <Table.Caption>{t("results.public.winners")}</Table.Caption>
        <PrizeRows
          rows={winners.map((winner) => ({ key: `${winner.rank}-${winner.entry.code}`, rank: winner.rank, amount_vnd: winner.amount_vnd, code: winner.entry.code, title: winner.entry.title, name: winner.entry.name }))}
          lastHead={<Table.Th scope="col">{t("results.columns.name")}</Table.Th>}
          last={(row) =>
            row.name ?? (
              <Text span size="sm" c="dimmed">
                {t("results.public.anonymous")}
              </Text>
            )
          }
          rowTestId="winner-row"
          amountTestId="winner-amount"
        />
      </Table>
    </Table.ScrollContainer>
  );
}

import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PrizeWinner } from "#contracts/results.ts";
import { PlainTable } from "#web/components/PlainTable.tsx";
import { PrizeRows } from "./PrizeRows.tsx";

/** The winners, highest prize first: prize, amount in VND, entry code, title and the name when published. */
export function WinnersTable({ winners }: { winners: PrizeWinner[] }) {
  const { t } = useTranslation();
  return (
    <PlainTable minWidth={640} striped bordered captionTop stacked data-testid="winners">
      <caption>{t("results.public.winners")}</caption>
      <PrizeRows
        rows={winners.map((winner) => ({
          key: `${winner.rank}-${winner.entry.code}`,
          rank: winner.rank,
          amount_vnd: winner.amount_vnd,
          code: winner.entry.code,
          title: winner.entry.title,
          name: winner.entry.name,
        }))}
        lastLabel={t("results.columns.name")}
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
    </PlainTable>
  );
}

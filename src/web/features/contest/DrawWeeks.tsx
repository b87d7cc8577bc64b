import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { LuckyDrawPlan } from "#contracts/contest.ts";
import { drawWeeks } from "#contracts/contest-terms.ts";
import { formatDate, formatNumber, formatUsd, useLocale } from "#web/lib/locale.ts";

/** The lucky draw's weekly prize counts and dates, from the edition's draw plan. */
export function DrawWeeks({ plan }: { plan: LuckyDrawPlan }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const weeks = drawWeeks(plan);
  const total = weeks.reduce((sum, week) => sum + week.prizes, 0);
  const lastDay = (iso: string) => new Date(Date.parse(iso) - 1).toISOString();
  return (
    <>
      <Text>{t("contest.draw.summary", { total: formatNumber(total, locale), weeks: weeks.length, value: formatUsd(plan.prize_value_usd, locale), worth: formatUsd(total * plan.prize_value_usd, locale) })}</Text>
      <Table.ScrollContainer minWidth={420}>
        <Table striped withTableBorder data-testid="draw-weeks">
          <Table.Caption>{t("contest.draw.caption")}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("contest.draw.week")}</Table.Th>
              <Table.Th scope="col">{t("contest.draw.dates")}</Table.Th>
              <Table.Th scope="col" ta="right">{t("contest.draw.prizes")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weeks.map((week) => (
              <Table.Tr key={week.week}>
                <Table.Th scope="row">{week.week}</Table.Th>
                <Table.Td>
                  {formatDate(week.starts_at, locale)} – {formatDate(lastDay(week.ends_at), locale)}
                </Table.Td>
                <Table.Td ta="right">{formatNumber(week.prizes, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

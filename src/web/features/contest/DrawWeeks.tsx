import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { LuckyDrawPlan } from "#contracts/contest.ts";
import { drawWeeks } from "#contracts/contest-terms.ts";
import { formatCount, formatUsd } from "#contracts/number-format.ts";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { PlainTable } from "#web/components/PlainTable.tsx";

/** The lucky draw's weekly prize counts and dates, from the edition's draw plan. */
export function DrawWeeks({ plan }: { plan: LuckyDrawPlan }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const weeks = drawWeeks(plan);
  const total = weeks.reduce((sum, week) => sum + week.prizes, 0);
  const lastDay = (iso: string) => new Date(Date.parse(iso) - 1).toISOString();
  return (
    <>
      <Text>
        {t("contest.draw.summary", {
          total: formatCount(total, locale),
          weeks: weeks.length,
          value: formatUsd(plan.prize_value_usd, locale),
          worth: formatUsd(total * plan.prize_value_usd, locale),
        })}
      </Text>
      <PlainTable minWidth={420} striped bordered data-testid="draw-weeks">
        <caption>{t("contest.draw.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("contest.draw.week")}</th>
            <th scope="col">{t("contest.draw.dates")}</th>
            <th scope="col" className="end">
              {t("contest.draw.prizes")}
            </th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.week}>
              <th scope="row">{week.week}</th>
              <td>
                {formatDate(week.starts_at, locale)} – {formatDate(lastDay(week.ends_at), locale)}
              </td>
              <td className="end">{formatCount(week.prizes, locale)}</td>
            </tr>
          ))}
        </tbody>
      </PlainTable>
    </>
  );
}

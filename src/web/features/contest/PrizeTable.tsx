import { useTranslation } from "react-i18next";
import type { Prize } from "#contracts/contest.ts";
import { awardedPrizes, prizeTotal } from "#contracts/contest-terms.ts";
import { formatCount, formatVnd } from "#contracts/number-format.ts";
import { useLocale } from "#web/lib/locale.ts";
import { PlainTable } from "#web/components/PlainTable.tsx";

/** The edition's prize table, rendered from its data (never hand-typed). */
export function PrizeTable({ prizes: table }: { prizes: readonly Prize[] }) {
  const { t } = useTranslation();
  const prizes = awardedPrizes(table);
  const locale = useLocale();
  return (
    <PlainTable minWidth={480} striped bordered data-testid="prize-table">
      <caption>{t("contest.prizes.caption")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("contest.prizes.rank")}</th>
          <th scope="col" className="end">
            {t("contest.prizes.count")}
          </th>
          <th scope="col" className="end">
            {t("contest.prizes.amount")}
          </th>
          <th scope="col" className="end">
            {t("contest.prizes.subtotal")}
          </th>
        </tr>
      </thead>
      <tbody>
        {prizes.map((prize) => (
          <tr key={prize.rank}>
            <th scope="row">{t(`contest.ranks.${prize.rank}`)}</th>
            <td className="end">{formatCount(prize.count, locale)}</td>
            <td className="end">{formatVnd(prize.amount_vnd, locale)}</td>
            <td className="end">{formatVnd(prize.count * prize.amount_vnd, locale)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t("contest.prizes.total")}</th>
          <td className="end">
            {formatCount(
              prizes.reduce((sum, prize) => sum + prize.count, 0),
              locale,
            )}
          </td>
          <td />
          <td className="end">
            <strong>{formatVnd(prizeTotal(prizes), locale)}</strong>
          </td>
        </tr>
      </tfoot>
    </PlainTable>
  );
}

import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PrizeWinner } from "#contracts/results.ts";
import { formatVnd, useLocale } from "#web/lib/locale.ts";

/** One prize place as a row shows it. */
export type PrizeRow = { key: string; rank: PrizeWinner["rank"]; amount_vnd: number; code: string; title: string };

/**
 * The head and body of a prize table (inside a `PlainTable`): prize, amount in VND, entry code and title, then one column of the caller's
 * (`lastHead` and `last`). Rows carry `data-testid={rowTestId}`, `data-rank` and `data-code`.
 */
export function PrizeRows<R extends PrizeRow>({ rows, lastHead, last, rowTestId, amountTestId }: { rows: R[]; lastHead: ReactNode; last: (row: R) => ReactNode; rowTestId: string; amountTestId?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <thead>
        <tr>
          <th scope="col">{t("results.columns.prize")}</th>
          <th scope="col" className="end">
            {t("results.columns.amount")}
          </th>
          <th scope="col">{t("results.columns.code")}</th>
          <th scope="col">{t("results.columns.title")}</th>
          {lastHead}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-testid={rowTestId} data-rank={row.rank} data-code={row.code}>
            <th scope="row">{t(`contest.ranks.${row.rank}`)}</th>
            <td className="end" data-testid={amountTestId}>
              {formatVnd(row.amount_vnd, locale)}
            </td>
            <td>{row.code}</td>
            <td style={{ overflowWrap: "anywhere" }}>{row.title}</td>
            <td>{last(row)}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
}

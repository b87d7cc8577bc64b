import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PrizeWinner } from "#contracts/results.ts";
import { formatVnd } from "#contracts/number-format.ts";
import { useLocale } from "#web/lib/locale.ts";

/** One prize place as a row shows it. */
export type PrizeRow = { key: string; rank: PrizeWinner["rank"]; amount_vnd: number; code: string; title: string };

/**
 * The head and body of a prize table (inside a `PlainTable`): prize, amount in VND, entry code and title, then one column of the caller's
 * (`last`, headed `lastLabel` when it has a name). Rows carry `data-testid={rowTestId}`, `data-rank` and `data-code`; cells carry
 * their column's name for a stacked table (`PlainTable`'s `stacked`).
 */
export function PrizeRows<R extends PrizeRow>({
  rows,
  lastLabel,
  last,
  rowTestId,
  amountTestId,
}: {
  rows: R[];
  lastLabel?: string;
  last: (row: R) => ReactNode;
  rowTestId: string;
  amountTestId?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = { prize: t("results.columns.prize"), amount: t("results.columns.amount"), code: t("results.columns.code"), title: t("results.columns.title") };
  return (
    <>
      <thead>
        <tr>
          <th scope="col">{label.prize}</th>
          <th scope="col" className="end">
            {label.amount}
          </th>
          <th scope="col">{label.code}</th>
          <th scope="col">{label.title}</th>
          {lastLabel ? <th scope="col">{lastLabel}</th> : <td />}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-testid={rowTestId} data-rank={row.rank} data-code={row.code}>
            <th scope="row" data-label={label.prize}>
              {t(`contest.ranks.${row.rank}`)}
            </th>
            <td className="end" data-testid={amountTestId} data-label={label.amount}>
              {formatVnd(row.amount_vnd, locale)}
            </td>
            <td data-label={label.code}>{row.code}</td>
            <td style={{ overflowWrap: "anywhere" }} data-label={label.title}>
              {row.title}
            </td>
            <td data-label={lastLabel}>{last(row)}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
}

import { Badge, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PlainTable } from "#web/components/PlainTable.tsx";
import { formatCount } from "#contracts/number-format.ts";
import { useLocale } from "#web/lib/locale.ts";

export interface RankingRow {
  place: number;
  code: string;
  /** Null where it is not shown (the semi-final's finalists while the final is judged blind). */
  title: string | null;
  /** The contestant's name, only when they consented to its publication. */
  name?: string | null;
  total: number;
  /** A short outcome ("finalist") shown as a badge. */
  outcome?: string;
  /** Extra cell at the end (an administrator's action). */
  action?: ReactNode;
}

/** A round's ranking: place, entry code, title, the name when published, total and outcome. */
export function RankingTable({
  rows,
  caption,
  testId,
  showName = true,
  showTitle = true,
}: {
  rows: RankingRow[];
  caption: string;
  testId: string;
  showName?: boolean;
  showTitle?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hasOutcome = rows.some((row) => row.outcome);
  const hasAction = rows.some((row) => row.action);
  const label = {
    place: t("results.columns.place"),
    code: t("results.columns.code"),
    title: t("results.columns.title"),
    name: t("results.columns.name"),
    total: t("results.columns.total"),
    outcome: t("results.columns.outcome"),
  };
  return (
    <PlainTable minWidth={560} striped bordered captionTop stacked data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{label.place}</th>
          <th scope="col">{label.code}</th>
          {showTitle && <th scope="col">{label.title}</th>}
          {showName && <th scope="col">{label.name}</th>}
          <th scope="col" className="end">
            {label.total}
          </th>
          {hasOutcome && <th scope="col">{label.outcome}</th>}
          {hasAction && <td />}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.code} data-testid="ranking-row" data-code={row.code}>
            <td data-label={label.place}>{row.place}</td>
            <th scope="row" style={{ fontWeight: 600 }} data-label={label.code}>
              {row.code}
            </th>
            {showTitle && (
              <td style={{ overflowWrap: "anywhere" }} data-label={label.title}>
                {row.title}
              </td>
            )}
            {showName && (
              <td data-testid="ranking-name" data-label={label.name}>
                {row.name ?? (
                  <Text span size="sm" c="dimmed">
                    {t("results.public.anonymous")}
                  </Text>
                )}
              </td>
            )}
            <td className="end" data-testid="ranking-total" data-label={label.total}>
              {formatCount(row.total, locale)}
            </td>
            {hasOutcome && <td data-label={label.outcome}>{row.outcome ? <Badge variant="light">{row.outcome}</Badge> : null}</td>}
            {hasAction && <td>{row.action}</td>}
          </tr>
        ))}
      </tbody>
    </PlainTable>
  );
}

import { Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RANGE_KEYS } from "#domain/fund-performance.ts";
import type { FundChart } from "#contracts/funds-data.ts";
import { PlainTable } from "#web/components/PlainTable.tsx";
import { formatDecimal, formatMeasure, formatPercent } from "#contracts/number-format.ts";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { LineChart } from "./LineChart.tsx";

/**
 * A fund's chart over a range with the range links (plain links: they work without JavaScript), the picture (drawn by
 * the server) and the same numbers as a table, which is what assistive technology reads.
 */
export function FundChartSection({ chart, rangeHref }: { chart: FundChart; rangeHref: (range: string) => string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const day = (date: string) => formatDate(date, locale);
  const labels = { fund: t("fundsData.chart.fund"), index: t("fundsData.chart.index") };
  return (
    <Stack gap="md">
      <nav aria-label={t("fundsData.chart.ranges")}>
        <Group gap="xs">
          {RANGE_KEYS.map((range) => (
            <Button
              key={range}
              component={Link}
              to={rangeHref(range)}
              size="xs"
              variant={range === chart.range ? "filled" : "light"}
              aria-current={range === chart.range ? "page" : undefined}
              preventScrollReset
            >
              {t(`fundsData.ranges.${range}`)}
            </Button>
          ))}
        </Group>
      </nav>
      {chart.points.length === 0 ? (
        <Text>{t("fundsData.chart.noData")}</Text>
      ) : (
        <>
          <LineChart
            labels={chart.points.map((point) => day(point.date))}
            series={[
              { label: labels.fund, values: chart.points.map((point) => Number(point.fund)) },
              { label: labels.index, values: chart.points.map((point) => (point.index === null ? null : Number(point.index))) },
            ]}
            format={(value) => formatMeasure(value, locale, 2, 0)}
          />
          <PlainTable minWidth={420} maxHeight={360} striped aria-label={t("fundsData.chart.tableLabel")} data-testid="chart-table">
            <caption>
              <VisuallyHidden>{t("fundsData.chart.tableCaption")}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("fundsData.chart.date")}</th>
                <th scope="col" className="end">
                  {t("fundsData.chart.nav")}
                </th>
                <th scope="col" className="end">
                  {labels.fund}
                </th>
                <th scope="col" className="end">
                  {labels.index}
                </th>
              </tr>
            </thead>
            <tbody>
              {chart.points.map((point) => (
                <tr key={point.date}>
                  <th scope="row">{day(point.date)}</th>
                  <td className="end">{formatDecimal(point.nav, locale)}</td>
                  <td className="end">{formatDecimal(point.fund, locale)}</td>
                  <td className="end">{point.index === null ? "—" : formatDecimal(point.index, locale)}</td>
                </tr>
              ))}
            </tbody>
          </PlainTable>
        </>
      )}
      <FiguresTable figures={chart.figures} />
    </Stack>
  );
}

/** Every covered range's figures. */
export function FiguresTable({ figures }: { figures: FundChart["figures"] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (figures.length === 0) return null;
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t("fundsData.figures.title")}
      </Title>
      <PlainTable minWidth={560} aria-label={t("fundsData.figures.title")} data-testid="figures-table">
        <thead>
          <tr>
            <th scope="col">{t("fundsData.figures.range")}</th>
            <th scope="col" className="end">
              {t("fundsData.figures.fundReturn")}
            </th>
            <th scope="col" className="end">
              {t("fundsData.figures.indexReturn")}
            </th>
            <th scope="col" className="end">
              {t("fundsData.figures.difference")}
            </th>
            <th scope="col" className="end">
              {t("fundsData.figures.annualised")}
            </th>
            <th scope="col" className="end">
              {t("fundsData.figures.maxDrawdown")}
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.map((row) => (
            <tr key={row.range}>
              <th scope="row">{t(`fundsData.ranges.${row.range}`)}</th>
              <td className="end">{formatPercent(row.fundReturn, locale)}</td>
              <td className="end">{formatPercent(row.indexReturn, locale)}</td>
              <td className="end">{formatPercent(row.difference, locale)}</td>
              <td className="end">{formatPercent(row.annualised, locale)}</td>
              <td className="end">{formatPercent(row.maxDrawdown, locale)}</td>
            </tr>
          ))}
        </tbody>
      </PlainTable>
      <Text size="sm" mt="xs">
        {t("fundsData.figures.note")}
      </Text>
    </Paper>
  );
}

/** tstt -> 0, tsbv -> 1; anything else is not a fund. */
export const loaiOfCode = (code: string | undefined): number | undefined => (code === "tstt" ? 0 : code === "tsbv" ? 1 : undefined);
export const isRange = (value: string | null): value is (typeof RANGE_KEYS)[number] => (RANGE_KEYS as readonly string[]).includes(value ?? "");

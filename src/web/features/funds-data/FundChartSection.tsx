import { Button, Group, Paper, ScrollArea, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RANGE_KEYS } from "#domain/fund-performance.ts";
import type { FundChart } from "#contracts/funds-data.ts";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { ChartPicture } from "./ChartPicture.tsx";

/** "12.50" -> "12,50 %" (vi) / "12.50%" (en): the server's rounded string, only its separator localised. */
export function percent(value: string | null, locale: "vi" | "en"): string {
  if (value === null) return "—";
  return locale === "vi" ? `${value.replace(".", ",")} %` : `${value}%`;
}
const decimal = (value: string, locale: "vi" | "en") => (locale === "vi" ? value.replace(".", ",") : value);

/**
 * A fund's chart over a range with the range links (plain links: they work without JavaScript), the picture (in the
 * browser only) and, always, the same numbers as a table, which is what the server renders.
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
            <Button key={range} component={Link} to={rangeHref(range)} size="xs" variant={range === chart.range ? "filled" : "light"} aria-current={range === chart.range ? "page" : undefined} preventScrollReset>
              {t(`fundsData.ranges.${range}`)}
            </Button>
          ))}
        </Group>
      </nav>
      {chart.points.length === 0 ? (
        <Text>{t("fundsData.chart.noData")}</Text>
      ) : (
        <>
          <ChartPicture
            data={chart.points.map((point) => ({ date: day(point.date), fund: Number(point.fund), index: point.index === null ? null : Number(point.index) }))}
            series={[
              { name: "fund", label: labels.fund, color: "blue.7" },
              { name: "index", label: labels.index, color: "orange.7" },
            ]}
            format={(value) => value.toFixed(2)}
          />
          <ScrollArea.Autosize mah={360} type="auto">
            <Table striped stickyHeader aria-label={t("fundsData.chart.tableLabel")} data-testid="chart-table">
              <caption>
                <VisuallyHidden>{t("fundsData.chart.tableCaption")}</VisuallyHidden>
              </caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("fundsData.chart.date")}</Table.Th>
                  <Table.Th scope="col">{t("fundsData.chart.nav")}</Table.Th>
                  <Table.Th scope="col">{labels.fund}</Table.Th>
                  <Table.Th scope="col">{labels.index}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {chart.points.map((point) => (
                  <Table.Tr key={point.date}>
                    <Table.Th scope="row">{day(point.date)}</Table.Th>
                    <Table.Td>{decimal(point.nav, locale)}</Table.Td>
                    <Table.Td>{decimal(point.fund, locale)}</Table.Td>
                    <Table.Td>{point.index === null ? "—" : decimal(point.index, locale)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
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
      <ScrollArea type="auto">
        <Table aria-label={t("fundsData.figures.title")} data-testid="figures-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("fundsData.figures.range")}</Table.Th>
              <Table.Th scope="col">{t("fundsData.figures.fundReturn")}</Table.Th>
              <Table.Th scope="col">{t("fundsData.figures.indexReturn")}</Table.Th>
              <Table.Th scope="col">{t("fundsData.figures.difference")}</Table.Th>
              <Table.Th scope="col">{t("fundsData.figures.annualised")}</Table.Th>
              <Table.Th scope="col">{t("fundsData.figures.maxDrawdown")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {figures.map((row) => (
              <Table.Tr key={row.range}>
                <Table.Th scope="row">{t(`fundsData.ranges.${row.range}`)}</Table.Th>
                <Table.Td>{percent(row.fundReturn, locale)}</Table.Td>
                <Table.Td>{percent(row.indexReturn, locale)}</Table.Td>
                <Table.Td>{percent(row.difference, locale)}</Table.Td>
                <Table.Td>{percent(row.annualised, locale)}</Table.Td>
                <Table.Td>{percent(row.maxDrawdown, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Text size="sm" mt="xs">
        {t("fundsData.figures.note")}
      </Text>
    </Paper>
  );
}

/** tstt -> 0, tsbv -> 1; anything else is not a fund. */
export const loaiOfCode = (code: string | undefined): number | undefined => (code === "tstt" ? 0 : code === "tsbv" ? 1 : undefined);
export const isRange = (value: string | null): value is (typeof RANGE_KEYS)[number] => (RANGE_KEYS as readonly string[]).includes(value ?? "");

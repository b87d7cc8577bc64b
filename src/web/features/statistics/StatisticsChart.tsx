import { BarChart } from "@mantine/charts";
import "@mantine/charts/styles.css";
import { Box, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { statisticsLabel, statisticsText, type StatisticsTable } from "#contracts/statistics.ts";
import { formatCount } from "#contracts/number-format.ts";
import { formatDate, formatDateTime, useLocale } from "#web/lib/locale.ts";

const colors = ["blue.6", "teal.6", "orange.6", "grape.6", "red.6"];
/** Columns a chart draws; the table shows them all (bytes would dwarf the file counts on one axis). */
const drawn: Partial<Record<StatisticsTable["chart"], string[]>> = { entry_files: ["files"] };
const stacked: StatisticsTable["chart"][] = ["registrations"];

/**
 * One statistics chart (Mantine charts) with the same numbers as an accessible table beneath it, and its xlsx export.
 * The chart is a picture of the table: screen readers are pointed at the table instead.
 */
export function StatisticsChart({ table, query }: { table: StatisticsTable; query: Record<string, string> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = statisticsText(locale, `charts.${table.chart}`);
  const label = (value: string) =>
    table.label_kind === "day" ? formatDate(`${value}T00:00:00+07:00`, locale) : statisticsLabel(table.label_kind, value, locale);
  const column = (key: string) => statisticsText(locale, `columns.${key}`);
  const series = (drawn[table.chart] ?? table.columns).map((key, index) => ({ name: key, label: column(key), color: colors[index % colors.length]! }));
  const data = table.rows.map((row) => ({ label: label(row.label), ...Object.fromEntries(table.columns.map((key, index) => [key, row.values[index]])) }));
  const headingId = `chart-${table.chart}`;
  const exportHref = `/api/v1/statistics/${table.chart}/export?${new URLSearchParams({ ...query, lang: locale })}`;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId} data-testid={`statistics-${table.chart}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          <Button component="a" href={exportHref} variant="default" size="xs" data-testid={`statistics-export-${table.chart}`}>
            {t("statisticsPage.export")}
          </Button>
        </Group>
        {table.window ? (
          <Text size="sm">
            {t("statisticsPage.window", { from: formatDateTime(table.window.opens_at, locale), to: formatDateTime(table.window.closes_at, locale) })}
          </Text>
        ) : null}
        {data.length ? (
          <div aria-hidden="true">
            <BarChart
              h={240}
              data={data}
              dataKey="label"
              series={series}
              type={stacked.includes(table.chart) ? "stacked" : "default"}
              withLegend={series.length > 1}
              barChartProps={{ accessibilityLayer: false }}
              valueFormatter={(value) => formatCount(value, locale)}
            />
          </div>
        ) : null}
        {/* A keyboard can scroll a wide table: the region takes focus (WCAG scrollable-region-focusable). */}
        <Box style={{ overflowX: "auto" }} tabIndex={0} role="region" aria-label={t("statisticsPage.tableCaption", { title })}>
          <Table striped data-testid={`statistics-table-${table.chart}`}>
            <Table.Caption>{t("statisticsPage.tableCaption", { title })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{statisticsText(locale, `labels.${table.label_kind}`)}</Table.Th>
                {table.columns.map((key) => (
                  <Table.Th key={key} scope="col">
                    {column(key)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.length ? (
                table.rows.map((row) => (
                  <Table.Tr key={row.label} data-testid="statistics-row">
                    <Table.Th scope="row" fw={400}>
                      {label(row.label)}
                    </Table.Th>
                    {row.values.map((value, index) => (
                      <Table.Td key={table.columns[index]}>{formatCount(value, locale)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))
              ) : (
                <Table.Tr>
                  <Table.Td colSpan={table.columns.length + 1}>{t("statisticsPage.empty")}</Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Box>
      </Stack>
    </Paper>
  );
}

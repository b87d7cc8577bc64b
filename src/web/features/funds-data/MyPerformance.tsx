import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { MyPerformance as MyPerformanceData } from "#contracts/funds-data.ts";
import { formatPercent, formatUnits, formatVnd } from "#contracts/number-format.ts";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { LineChart } from "./LineChart.tsx";
import { PlainTable } from "#web/components/PlainTable.tsx";

/**
 * An investor's own performance in one fund (`GET /performance/mine`), on /user/dau-tu-tang-truong (one per fund,
 * under the fund's name as `title`) and the fund's product page: value, net invested, money-weighted return beside
 * the same cash flows in the VN-Index, and the value over time as a table.
 */
export function MyPerformance({ data, title }: { data: MyPerformanceData; title?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const heading = (
    <Title order={title ? 3 : 2} size={title ? "h4" : "h3"}>
      {title ?? t("fundsData.mine.title")}
    </Title>
  );
  if (data.series.length === 0)
    return (
      <Stack gap="xs">
        {heading}
        <Text>{t("fundsData.mine.empty")}</Text>
      </Stack>
    );
  const figure = (label: string, value: string, testId: string) => (
    <Paper withBorder p="sm">
      <Text size="sm">{label}</Text>
      <Text fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
  return (
    <Stack gap="md">
      {heading}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {figure(t("fundsData.mine.value"), formatVnd(data.value, locale), "my-value")}
        {figure(t("fundsData.mine.invested"), formatVnd(data.net_invested, locale), "my-invested")}
        {figure(
          t("fundsData.mine.return"),
          `${formatPercent(data.return_period, locale)} (${t("fundsData.mine.annualised")}: ${formatPercent(data.return_annualised, locale)})`,
          "my-return",
        )}
        {figure(
          t("fundsData.mine.index"),
          `${data.index_value === null ? "—" : formatVnd(data.index_value, locale)} · ${formatPercent(data.index_return_period, locale)}`,
          "my-index",
        )}
      </SimpleGrid>
      <LineChart
        labels={data.series.map((point) => formatDate(point.date, locale))}
        series={[{ label: t("fundsData.mine.value"), values: data.series.map((point) => point.value) }]}
        format={(value) => formatVnd(value, locale)}
        minStep={1}
      />
      {/* A year of days scrolls in its own box, which takes the keyboard's focus, under a header that stays. */}
      <PlainTable minWidth={360} maxHeight={320} striped aria-label={t("fundsData.mine.title")}>
        <thead>
          <tr>
            <th scope="col">{t("fundsData.mine.date")}</th>
            <th scope="col" className="end">
              {t("fundsData.mine.units")}
            </th>
            <th scope="col" className="end">
              {t("fundsData.mine.value")}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.series.map((point) => (
            <tr key={point.date}>
              <th scope="row">{formatDate(point.date, locale)}</th>
              <td className="end">{formatUnits(point.units, locale)}</td>
              <td className="end">{formatVnd(point.value, locale)}</td>
            </tr>
          ))}
        </tbody>
      </PlainTable>
      <Text size="sm">{t("fundsData.mine.note")}</Text>
    </Stack>
  );
}

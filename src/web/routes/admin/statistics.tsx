import { Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { StatisticsChart } from "#web/features/statistics/StatisticsChart.tsx";
import { loadStatistics } from "#web/features/statistics/statistics.server.ts";
import { apiClient } from "#web/lib/api.server.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/statistics.ts";
import { DateField } from "#web/components/DateField.tsx";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("statisticsPage.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStatistics(apiClient(context, localeOfRequest(request)), request);
}

/** The sidebar's "statistics": every chart with its table and export, for a range of days in Vietnam time. */
export default function Statistics({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { range, tables, fieldErrors } = loaderData;
  const query = Object.fromEntries(Object.entries(range).filter(([, value]) => value !== ""));
  return (
    <Stack gap="lg">
      <Title order={1}>{t("statisticsPage.title")}</Title>
      <Text size="sm">{t("statisticsPage.lead")}</Text>
      <Form method="get" role="search" aria-label={t("statisticsPage.filters")}>
        <Group align="flex-end">
          <DateField
            kind="date"
            name="from"
            label={t("statisticsPage.from")}
            defaultValue={range.from}
            error={fieldErrors.from}
            data-testid="statistics-from"
          />
          <DateField kind="date" name="to" label={t("statisticsPage.to")} defaultValue={range.to} error={fieldErrors.to} data-testid="statistics-to" />
          <Button type="submit" data-testid="statistics-apply">
            {t("statisticsPage.apply")}
          </Button>
        </Group>
      </Form>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {tables.map((table) => (
          <StatisticsChart key={table.chart} table={table} query={query} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

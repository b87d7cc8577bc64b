import { Alert, Anchor, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { PageLink } from "#web/components/PageLink.tsx";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { edition as editionSchema } from "#contracts/contest.ts";
import { dashboardCounters } from "#contracts/dashboard.ts";
import { apiClient } from "#web/lib/api.server.ts";
import { useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/dashboard.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("dashboard.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiClient(context, localeOfRequest(request));
  const [result, edition] = await Promise.all([api.get("/dashboard", dashboardCounters), api.get("/contest/edition/admin", editionSchema)]);
  if (!result.ok) throw data(result.error.message, { status: result.status });
  return { counters: result.data, demoShiftDays: edition.ok ? edition.data.demo_shift_days : null };
}

const counterKeys = ["users", "candidates", "judges", "investors", "administrators"] as const;
const entryCounterKeys = ["exams", "unmarked", "marked", "excluded"] as const;
const counterLabels = [
  ...counterKeys.map((key) => [key, `dashboard.counters.${key}`] as const),
  ...entryCounterKeys.map((key) => [key, `entries.counters.${key}`] as const),
];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale === "vi" ? "vi-VN" : "en-GB");
  return (
    <Stack gap="lg">
      <Title order={1}>{t("dashboard.title")}</Title>
      {loaderData.demoShiftDays !== null ? (
        <Alert color="orange" title={t("adminContest.demoTitle")} data-testid="dashboard-demo-note">
          {t("adminContest.demoNote", { days: loaderData.demoShiftDays })}{" "}
          <Anchor component={PageLink} page="adminContest">
            {t("adminContest.demoLink")}
          </Anchor>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
        {counterLabels.map(([key, label]) => (
          <Paper key={key} withBorder p="md" data-testid={`counter-${key}`}>
            <Text size="sm">{t(label)}</Text>
            <Text fz={28} fw={700}>
              {number.format(loaderData.counters[key])}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

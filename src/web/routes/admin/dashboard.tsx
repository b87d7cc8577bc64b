import { Alert, Anchor, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { getContestEditionAdmin } from "#contracts/contest.operations.ts";
import { PageLink } from "#web/components/PageLink.tsx";
import { useTranslation } from "react-i18next";
import { getDashboard } from "#contracts/dashboard.operations.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { formatCount } from "#contracts/number-format.ts";
import { useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/dashboard.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("dashboard.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiClient(context, localeOfRequest(request));
  const [result, edition] = await Promise.all([api.call(getDashboard), api.call(getContestEditionAdmin)]);
  return { counters: unwrap(result), demoShiftDays: edition.ok ? edition.data.demo_shift_days : null };
}

const counterKeys = ["users", "candidates", "judges", "investors", "administrators"] as const;
const entryCounterKeys = ["exams", "unmarked", "marked", "excluded"] as const;

/** Each counter, its label and the list it counts, filtered as it counts (the spec's counters link to their lists). */
const counters = [
  ...counterKeys.map((key) => ({
    key,
    label: `dashboard.counters.${key}` as const,
    page: "adminUsers" as const,
    query: key === "users" ? "" : `?type=${key.replace(/s$/, "")}`,
  })),
  ...entryCounterKeys.map((key) => ({
    key,
    label: `entries.counters.${key}` as const,
    page: "adminEntries" as const,
    query: key === "exams" ? "" : `?status=${key}`,
  })),
];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
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
        {counters.map(({ key, label, page, query }) => (
          <Paper key={key} withBorder p="md" data-testid={`counter-${key}`} component={Link} to={`${pathTo(locale, page)}${query}`}>
            <Text size="sm">{t(label)}</Text>
            <Text fz={28} fw={700}>
              {formatCount(loaderData.counters[key], locale)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { getJudgingMarksSummary } from "#contracts/judging.operations.ts";
import { JudgeSummaryTable, StandardisedMarks } from "#web/features/judging/JudgeSummaryTable.tsx";
import { roundOf } from "#web/features/judging/panel.server.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/summary.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("judging.summary.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const round = roundOf(request);
  const summary = unwrap(await apiClient(context, localeOfRequest(request)).call(getJudgingMarksSummary, { query: { round } }));
  return { summary, withZ: new URL(request.url).searchParams.get("z") === "1" };
}

/** Per-judge statistics of a round, with the standardised totals shown on request (ranking keeps raw scores). */
export default function JudgeSummary({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { summary, withZ } = loaderData;
  const toggle = new URLSearchParams({ round: summary.round, ...(withZ ? {} : { z: "1" }) });
  return (
    <Stack gap="lg">
      <Title order={1}>{t("judging.summary.title")}</Title>
      <Text>
        {t(`judging.rounds.${summary.round}`)} · {t("judging.summary.lead")}
      </Text>
      <JudgeSummaryTable summary={summary} />
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t("judging.summary.marksTitle")}
        </Title>
        <Anchor component={Link} to={`${pathname}?${toggle}`} underline="always" data-testid="toggle-z">
          {t(withZ ? "judging.summary.hideZ" : "judging.summary.showZ")}
        </Anchor>
      </Group>
      <StandardisedMarks summary={summary} withZ={withZ} />
    </Stack>
  );
}

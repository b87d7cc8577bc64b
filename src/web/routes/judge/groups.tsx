import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { judgingRounds } from "#contracts/judging.ts";
import { AssignmentTable } from "#web/features/judging/AssignmentTable.tsx";
import { judgeApi, ownAssignments } from "#web/features/judging/judge.server.ts";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/groups.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("judging.groups.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await judgeApi(context, request);
  const assignments = await ownAssignments(api);
  const groups = judgingRounds.map((round) => ({
    round,
    assignments: assignments.filter((item) => item.round === round).toSorted((a, b) => a.code.localeCompare(b.code)),
  }));
  return { groups: groups.filter((group) => group.assignments.length > 0) };
}

/** The spec's "exam group": the judge's assignments grouped by round. */
export default function JudgeGroups({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t("judging.groups.title")}</Title>
      <Text>{t("judging.groups.lead")}</Text>
      {loaderData.groups.length === 0 ? <Text>{t("judging.home.none")}</Text> : null}
      {loaderData.groups.map((group) => (
        <Stack key={group.round} gap="xs" data-testid={`group-${group.round}`}>
          <Title order={2} size="h3">
            {t(`judging.rounds.${group.round}`)}
          </Title>
          <Text size="sm">
            {t("judging.groups.count", {
              submitted: group.assignments.filter((item) => item.state === "submitted").length,
              assigned: group.assignments.length,
            })}
          </Text>
          <AssignmentTable assignments={group.assignments} showRound={false} />
        </Stack>
      ))}
    </Stack>
  );
}

import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AssignmentTable } from "#web/features/judging/AssignmentTable.tsx";
import { judgeApi, ownAssignments } from "#web/features/judging/judge.server.ts";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/queue.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("judging.queue.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await judgeApi(context, request);
  // What is left to do first: not started and drafts before submitted ones.
  const order = { pending: 0, draft: 1, submitted: 2 } as const;
  return { assignments: (await ownAssignments(api)).toSorted((a, b) => order[a.state] - order[b.state] || a.code.localeCompare(b.code)) };
}

/** The spec's "mark the exam": the judge's queue of assigned entries. */
export default function JudgeQueue({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t("judging.queue.title")}</Title>
      <Text>{t("judging.queue.lead")}</Text>
      <AssignmentTable assignments={loaderData.assignments} />
    </Stack>
  );
}

import { Button, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { getJudgingProgress } from "#contracts/judging.operations.ts";
import { PageLink } from "#web/components/PageLink.tsx";
import { judgeApi } from "#web/features/judging/judge.server.ts";
import { RoundProgressCard } from "#web/features/judging/RoundProgressCard.tsx";
import { unwrap } from "#web/lib/api.server.ts";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/home.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("judging.home.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await judgeApi(context, request);
  const progress = unwrap(await api.call(getJudgingProgress));
  return { rounds: progress.rounds.filter((round) => round.assigned > 0), now: new Date().toISOString() };
}

/** Where a judge lands after signing in: their progress per round and the time left before each deadline. */
export default function JudgeHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { rounds, now } = loaderData;
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{t("judging.home.title")}</Title>
      <Text>{t("judging.home.lead")}</Text>
      {rounds.length ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {rounds.map((round) => (
            <RoundProgressCard key={round.round} progress={round} now={now} />
          ))}
        </SimpleGrid>
      ) : (
        <Text data-testid="no-assignments">{t("judging.home.none")}</Text>
      )}
      <div>
        <Button component={PageLink} page="judgeQueue">
          {t("judging.home.openQueue")}
        </Button>
      </div>
    </Stack>
  );
}

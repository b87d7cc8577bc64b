import { Container, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { getResultsFinal } from "#contracts/results.operations.ts";
import { getContestEdition } from "#contracts/contest.operations.ts";
import { NotPublished } from "#web/features/results/NotPublished.tsx";
import { publishedOrNull } from "#web/features/results/public.server.ts";
import { RankingTable } from "#web/features/results/RankingTable.tsx";
import { RecordSection } from "#web/features/results/RecordSection.tsx";
import { ResultsHeader } from "#web/features/results/ResultsHeader.tsx";
import { WinnersTable } from "#web/features/results/WinnersTable.tsx";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/final.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("results.public.finalTitle"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiClient(context, localeOfRequest(request));
  const [results, edition] = await Promise.all([api.call(getResultsFinal), api.call(getContestEdition)]);
  return { results: publishedOrNull(results), at: unwrap(edition).final_results_at, now: new Date().toISOString() };
}

/** The winners by prize with amounts, the jury's winner, the final ranking, the record and its verifier. */
export default function FinalResults({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { results } = loaderData;
  const juryCandidates = new Set(results?.jury.candidates ?? []);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <ResultsHeader round="final" publishedAt={results?.published_at ?? null} />
        {!results ? (
          <NotPublished round="final" at={loaderData.at} now={loaderData.now} />
        ) : (
          <>
            <WinnersTable winners={results.winners} />
            {results.jury.winner && <Text data-testid="jury-winner">{t("results.jury.winner", { code: results.jury.winner })}</Text>}
            <RankingTable
              caption={t("results.public.finalists")}
              testId="finalists"
              rows={results.finalists.map((entry) => ({
                place: entry.rank,
                code: entry.code,
                title: entry.title,
                name: entry.name,
                total: entry.total,
                outcome: juryCandidates.has(entry.code) ? t("results.outcome.juryCandidate") : undefined,
              }))}
            />
            <RecordSection sha256={results.record_sha256} stage="final" />
          </>
        )}
      </Stack>
    </Container>
  );
}

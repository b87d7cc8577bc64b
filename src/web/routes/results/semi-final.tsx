import { Container, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { getResultsSemiFinal } from "#contracts/results.operations.ts";
import { getContestEdition } from "#contracts/contest.operations.ts";
import { FinalistNames } from "#web/features/results/FinalistNames.tsx";
import { NotPublished } from "#web/features/results/NotPublished.tsx";
import { publishedOrNull } from "#web/features/results/public.server.ts";
import { RankingTable } from "#web/features/results/RankingTable.tsx";
import { RecordSection } from "#web/features/results/RecordSection.tsx";
import { ResultsHeader } from "#web/features/results/ResultsHeader.tsx";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { formatCount } from "#contracts/number-format.ts";
import { useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/semi-final.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("results.public.semiTitle"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiClient(context, localeOfRequest(request));
  const [results, edition] = await Promise.all([api.call(getResultsSemiFinal), api.call(getContestEdition)]);
  return { results: publishedOrNull(results), at: unwrap(edition).semi_final_results_at, now: new Date().toISOString() };
}

/**
 * The semi-final's finalists, the record and its verifier. While the final is judged blind (until its results are
 * published) the table shows codes and totals only, and the consenting finalists' names come apart, alphabetically;
 * afterwards each row shows the title and, with consent, the name (docs/judging.md, "Who can see what").
 */
export default function SemiFinalResults({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { results } = loaderData;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <ResultsHeader round="semi_final" publishedAt={results?.published_at ?? null} />
        {!results ? (
          <NotPublished round="semi_final" at={loaderData.at} now={loaderData.now} />
        ) : (
          <>
            <Text data-testid="semi-count">
              {t("results.public.semiCount", { ranked: formatCount(results.ranked, locale), finalists: formatCount(results.finalists.length, locale) })}
            </Text>
            <RankingTable
              caption={t("results.public.finalists")}
              testId="semi-finalists"
              showTitle={!results.blind}
              showName={!results.blind}
              rows={results.finalists.map((entry) => ({ place: entry.rank, code: entry.code, title: entry.title, name: entry.name, total: entry.total }))}
            />
            {results.blind && <FinalistNames names={results.names} />}
            <RecordSection sha256={results.record_sha256} stage="semi_final" />
          </>
        )}
      </Stack>
    </Container>
  );
}

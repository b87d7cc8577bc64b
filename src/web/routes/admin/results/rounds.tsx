import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import {
  getResultsAdmin,
  postResultsRoundCompute,
  postResultsRoundConfirm,
  postResultsRoundPublish,
  postResultsRoundWithdraw,
  postResultsScreeningClose,
  postResultsWinnersEntryCancel,
} from "#contracts/results.operations.ts";
import { getContestEdition } from "#contracts/contest.operations.ts";
import { useConfirmation } from "#web/components/Confirmation.tsx";
import { PageLink } from "#web/components/PageLink.tsx";
import { usePanelForm } from "#web/components/PanelForm.tsx";
import { RoundCard } from "#web/features/results/RoundCard.tsx";
import { cascadeOf } from "#web/features/results/cascade.ts";
import { WinnersAdmin } from "#web/features/results/WinnersAdmin.tsx";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { formAnswer } from "#web/lib/forms.ts";
import { formatCount } from "#contracts/number-format.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/rounds.ts";
import { pageNumber } from "#web/lib/page-number.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("results.admin.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiClient(context, localeOfRequest(request));
  // One page number for both rounds' rankings (resultsAdminQuery).
  const page = pageNumber(new URL(request.url).searchParams.get("page"));
  const [results, edition] = await Promise.all([api.call(getResultsAdmin, { query: { page } }), api.call(getContestEdition)]);
  return { results: unwrap(results), semiFinalCount: unwrap(edition).semi_final_count, now: new Date().toISOString() };
}

/** Every results action, told apart by `intent`; the rules (states, dates) are the API's. */
export async function action({ request, context }: Route.ActionArgs) {
  const api = apiClient(context, localeOfRequest(request));
  const form = await request.formData();
  switch (form.get("intent")) {
    case "closeScreening":
      return formAnswer(await api.call(postResultsScreeningClose), form);
    case "compute":
      return formAnswer(await api.call(postResultsRoundCompute, { params: readForm(form, postResultsRoundCompute.params) }), form);
    case "confirm":
      return formAnswer(await api.call(postResultsRoundConfirm, { params: readForm(form, postResultsRoundConfirm.params) }), form);
    case "withdraw":
      return formAnswer(
        await api.call(postResultsRoundWithdraw, {
          params: readForm(form, postResultsRoundWithdraw.params),
          body: readForm(form, postResultsRoundWithdraw.body),
        }),
        form,
      );
    case "publish":
      return formAnswer(
        await api.call(postResultsRoundPublish, { params: readForm(form, postResultsRoundPublish.params), body: readForm(form, postResultsRoundPublish.body) }),
        form,
      );
    case "cancel": {
      const awardsOf = (admin: { rounds: { round: string; awards: Parameters<typeof cascadeOf>[0] }[] }) =>
        admin.rounds.find((round) => round.round === "final")?.awards ?? [];
      const before = awardsOf(unwrap(await api.call(getResultsAdmin)));
      const result = await api.call(postResultsWinnersEntryCancel, {
        params: readForm(form, postResultsWinnersEntryCancel.params),
        body: readForm(form, postResultsWinnersEntryCancel.body),
      });
      return result.ok ? { ...formAnswer(result, form), cascade: cascadeOf(before, awardsOf(result.data)) } : formAnswer(result, form);
    }
    default:
      throw data(null, { status: 400 });
  }
}

/** Preliminary screening: excluded entries so far, and closing it (the semi-final is computed after). */
function Screening({ closedAt, excluded }: { closedAt: string | null; excluded: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { fetcher, outcome, busy } = usePanelForm("screening-message");
  const confirmation = useConfirmation("close-screening-confirm");
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="screening-title" data-testid="screening">
      <Stack gap="sm">
        <Title order={2} size="h3" id="screening-title">
          {t("results.admin.screening")}
        </Title>
        <Text size="sm">{t("results.admin.excluded", { count: excluded, formatted: formatCount(excluded, locale) })}</Text>
        {outcome}
        {closedAt ? (
          <Text size="sm" data-testid="screening-closed">
            {t("results.admin.screeningClosed", { date: formatDateTime(closedAt, locale) })}
          </Text>
        ) : (
          <Group>
            <Button
              onClick={() =>
                confirmation.ask({
                  title: t("results.admin.closeScreeningTitle"),
                  body: t("results.admin.closeScreeningBody"),
                  irreversible: t("confirmation.irreversible.closeScreening"),
                  confirmLabel: t("results.admin.closeScreening"),
                  onConfirm: () => void fetcher.submit({ intent: "closeScreening" }, { method: "post" }),
                })
              }
              loading={busy}
              data-testid="close-screening"
            >
              {t("results.admin.closeScreening")}
            </Button>
            <Anchor component={PageLink} page="adminEntries" underline="always">
              {t("results.admin.toEntries")}
            </Anchor>
          </Group>
        )}
        {confirmation.dialog}
      </Stack>
    </Paper>
  );
}

/** Screening, the semi-final and the final (compute, review, confirm, publish), the winners and cancellations. */
export default function ResultsRounds({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { results, semiFinalCount, now } = loaderData;
  const final = results.rounds.find((round) => round.round === "final");
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1}>{t("results.admin.title")}</Title>
      <Group>
        <Anchor component={PageLink} page="adminPrizes" underline="always">
          {t("results.menu.prizes")}
        </Anchor>
        <Anchor component={PageLink} page="adminJury" underline="always">
          {t("results.menu.jury")}
        </Anchor>
        <Anchor component={PageLink} page="results" underline="always">
          {t("results.public.finalLink")}
        </Anchor>
      </Group>
      <Screening closedAt={results.screening.closed_at} excluded={results.screening.excluded} />
      {results.rounds.map((round) => (
        <RoundCard key={round.round} round={round} finalists={semiFinalCount} now={now} />
      ))}
      {final && final.awards.length > 0 ? (
        <WinnersAdmin awards={final.awards} cancellations={results.cancellations} />
      ) : (
        final?.state !== "open" && (
          <Alert color="yellow" role="note">
            {t("results.admin.noAwards")}
          </Alert>
        )
      )}
    </Stack>
  );
}

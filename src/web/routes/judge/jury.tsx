import { Alert, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { getJuryBallot, putJuryBallot } from "#contracts/results.operations.ts";
import { judgeApi } from "#web/features/judging/judge.server.ts";
import { JuryBallot } from "#web/features/results/JuryBallot.tsx";
import { JuryTallyView } from "#web/features/results/JuryTallyView.tsx";
import { readForm } from "#web/lib/form-input.ts";
import { formAnswer } from "#web/lib/forms.ts";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/jury.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("results.ballot.title"));

/** The juror's ballot; a judge not on the jury (403) is told so. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await judgeApi(context, request);
  const result = await api.call(getJuryBallot);
  if (result.ok) return { view: result.data };
  if (result.status === 403) return { view: null };
  throw data(result.error.message, { status: result.status });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await judgeApi(context, request);
  const form = await request.formData();
  return formAnswer(await api.call(putJuryBallot, { body: readForm(form, putJuryBallot.body) }), form);
}

/** The special-prize vote as a juror sees it: open, their ballot; closed, the anonymous tally. */
export default function JuryVote({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { view } = loaderData;
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{t("results.ballot.title")}</Title>
      {!view ? (
        <Alert color="yellow" role="note" data-testid="ballot-not-jury">
          {t("results.ballot.notJury")}
        </Alert>
      ) : view.state === "not_open" ? (
        <Alert color="yellow" role="note" data-testid="ballot-not-open">
          {t("results.ballot.notOpen")}
        </Alert>
      ) : (
        <>
          {view.state === "closed" && (
            <Alert color="ocean" role="status" data-testid="ballot-closed">
              {t("results.ballot.closed")}
            </Alert>
          )}
          <JuryBallot view={view} />
          {view.tally && <JuryTallyView tally={view.tally} />}
        </>
      )}
    </Stack>
  );
}

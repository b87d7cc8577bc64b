import { Anchor, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { getJudgingEntriesCode, putJudgingMarksCode } from "#contracts/judging.operations.ts";
import { judgingRounds, type JudgingRound } from "#contracts/judging.ts";
import { PageLink } from "#web/components/PageLink.tsx";
import { EntryFiles } from "#web/features/entry/EntryFiles.tsx";
import { judgeApi } from "#web/features/judging/judge.server.ts";
import { MarkForm } from "#web/features/judging/MarkForm.tsx";
import { unwrap } from "#web/lib/api.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { formAnswer } from "#web/lib/forms.ts";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/mark.ts";

export const meta: Route.MetaFunction = ({ location, params }) => pageMeta(location, (t) => t("judging.mark.title", { code: params.code ?? "" }));

/** The round, when the address names one (a judge may mark the same entry in both rounds). */
function roundQuery(request: Request): { round?: JudgingRound } {
  const round = new URL(request.url).searchParams.get("round");
  return { round: judgingRounds.find((value) => value === round) };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = await judgeApi(context, request);
  return { entry: unwrap(await api.call(getJudgingEntriesCode, { params: { code: params.code }, query: roundQuery(request) })) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { api } = await judgeApi(context, request);
  const form = await request.formData();
  return formAnswer(
    await api.call(putJudgingMarksCode, { params: { code: params.code }, query: roundQuery(request), body: readForm(form, putJudgingMarksCode.body) }),
    form,
  );
}

/** One entry as a judge marks it: anonymous code and title, the essay in the page, images, videos, the marks. */
export default function MarkEntry({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { entry } = loaderData;
  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={PageLink} page="judgeQueue" underline="always">
        {t("judging.mark.back")}
      </Anchor>
      <Title order={1}>{t("judging.mark.title", { code: entry.code })}</Title>
      <Text fw={600} size="lg" data-testid="mark-entry-title">
        {entry.title} · {t(`judging.rounds.${entry.round}`)}
      </Text>
      <section aria-labelledby="entry-files-heading">
        <Title order={2} size="h3" id="entry-files-heading" mb="sm">
          {t("judging.mark.files")}
        </Title>
        <EntryFiles files={entry.files} />
      </section>
      <MarkForm entry={entry} />
    </Stack>
  );
}

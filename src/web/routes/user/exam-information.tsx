import { Alert, Anchor, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { getResultsMine } from "#contracts/results.operations.ts";
import { getContestDraft, getContestEntry } from "#contracts/contest.operations.ts";
import { PageLink } from "#web/components/PageLink.tsx";
import { EntryDetails } from "#web/features/entry/EntryDetails.tsx";
import { useRefreshWhileChecking } from "#web/features/entry/refresh-while-checking.ts";
import { SendRequested } from "#web/features/entry/SendRequested.tsx";
import { ContestantResult } from "#web/features/results/ContestantResult.tsx";
import { isContestant } from "#web/features/entry/contestant.server.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/exam-information.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("entries.info.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  if (!(await isContestant(context, locale))) return { contestant: false as const, entry: null, result: null, sendRequestedAt: null };
  const api = apiClient(context, locale);
  const [entry, result, draft] = await Promise.all([api.call(getContestEntry), api.call(getResultsMine), api.call(getContestDraft)]);
  const sent = unwrap(entry);
  // No entry yet may be a Send waiting for the files' checks (ADR 0030): the entry counts as sent already.
  const sendRequestedAt = !sent && draft.ok ? draft.data.send_requested_at : null;
  return { contestant: true as const, entry: sent, result: unwrap(result), sendRequestedAt };
}

/** The contestant's entry as sent, read-only, with its status; their result appears only once the organisers publish it. */
export default function ExamInformation({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { entry } = loaderData;
  // Asks again while a Send waits, so the entry shows here once the last check has sent it.
  useRefreshWhileChecking([], Boolean(loaderData.sendRequestedAt));
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{t("entries.info.title")}</Title>
      {!loaderData.contestant ? (
        <Alert color="yellow" role="note">
          {t("entries.contestantsOnly")}
        </Alert>
      ) : entry ? (
        <>
          {loaderData.result && loaderData.result.status !== "pending" ? (
            <ContestantResult result={loaderData.result} />
          ) : (
            <Text>{t("entries.info.lead")}</Text>
          )}
          <EntryDetails entry={entry} />
        </>
      ) : loaderData.sendRequestedAt ? (
        <Stack gap="xs">
          <SendRequested at={loaderData.sendRequestedAt} />
          <Anchor component={PageLink} page="submitExam" underline="always">
            {t("contestantHome.next.sendWaiting.button")}
          </Anchor>
        </Stack>
      ) : (
        <Alert color="yellow" role="note" data-testid="entry-none">
          {t("entry.notSubmitted", { ns: "shared" })}.{" "}
          <Anchor component={PageLink} page="submitExam" underline="always">
            {t("entries.info.goSubmit")}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}

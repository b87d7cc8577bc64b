import { Alert, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import {
  deleteContestDraftFilesId,
  getContestDraft,
  getContestEdition,
  postContestDraftSend,
  postContestEntry,
  putContestDraft,
} from "#contracts/contest.operations.ts";
import type { Bilingual } from "#contracts/contest.ts";
import { entryChoices, type Blocker } from "#contracts/entry.ts";
import { Blockers, Requirements } from "#web/features/entry/Blockers.tsx";
import { isContestant } from "#web/features/entry/contestant.server.ts";
import { SendRequested, useSendWhenChecked } from "#web/features/entry/SendRequested.tsx";
import { SubmitWizard, type WizardActionResult } from "#web/features/entry/wizard/SubmitWizard.tsx";
import { getJudgingJudges } from "#contracts/judging.operations.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { formAnswer } from "#web/lib/forms.ts";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/submit-exam.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("entries.submit.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  if (!(await isContestant(context, locale))) return { contestant: false as const };
  const api = apiClient(context, locale);
  const [draft, edition, judges] = await Promise.all([api.call(getContestDraft), api.call(getContestEdition), api.call(getJudgingJudges)]);
  return { contestant: true as const, draft: unwrap(draft), edition: unwrap(edition), judges: judges.ok ? judges.data : [] };
}

/**
 * Saves the answers, removes a file, or sends the entry (then the success page); while a file is being checked, asks
 * for the entry to be sent once the checks end (ADR 0030), which goes at once if they ended meanwhile.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<WizardActionResult> {
  const locale = localeOfRequest(request);
  const api = apiClient(context, locale);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "send-when-checked") {
    const result = await api.call(postContestDraftSend, { body: readForm(form, postContestDraftSend.body) });
    if (result.ok && result.data.blockers.includes("alreadySubmitted")) throw redirect(pathTo(locale, "submitSuccess"));
    return formAnswer(result, form);
  }
  // The answers are sent as the form gives them: the API checks them (a choice, a title, both boxes ticked) and words
  // each one it refuses as a field error.
  const result =
    intent === "remove"
      ? await api.call(deleteContestDraftFilesId, { params: readForm(form, deleteContestDraftFilesId.params) })
      : intent === "save"
        ? await api.call(putContestDraft, { body: readForm(form, putContestDraft.body) })
        : await api.call(postContestEntry, { body: readForm(form, postContestEntry.body) });
  if (result.ok && intent === "submit") throw redirect(pathTo(locale, "submitSuccess"));
  return formAnswer(result, form);
}

/** Reasons that stop any work on the draft; the others only stop the sending. */
const stopsDrafting: Blocker[] = ["notActivated", "windowBefore", "windowClosed", "alreadySubmitted"];

export default function SubmitExam({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  useSendWhenChecked(loaderData.contestant ? loaderData.draft : undefined);
  if (!loaderData.contestant) {
    return (
      <Stack gap="lg" maw={860}>
        <Title order={1}>{t("entries.submit.title")}</Title>
        <Alert color="yellow" role="note">
          {t("entries.contestantsOnly")}
        </Alert>
      </Stack>
    );
  }
  const { draft, edition } = loaderData;
  const text = (value: Bilingual) => (locale === "en" && value.en ? value.en : value.vi);
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{t("entries.submit.title")}</Title>
      <Text>
        {t("entries.submit.window", { opens: formatDate(draft.submission_opens_at, locale), closes: formatDate(draft.submission_closes_at, locale) })}
      </Text>
      {draft.send_requested_at ? (
        // A Send waiting for the checks is all there is to say: it goes even if the window closes meanwhile.
        <SendRequested at={draft.send_requested_at} />
      ) : (
        <>
          <Requirements />
          <Blockers blockers={draft.blockers} />
          {draft.blockers.some((blocker) => stopsDrafting.includes(blocker)) ? null : (
            <SubmitWizard
              draft={draft}
              question={text(edition.choice_question)}
              options={entryChoices.map((option) => ({ option, text: text(edition.choice_options[option]) }))}
              essay={text(edition.essay_question)}
              judges={loaderData.judges}
            />
          )}
        </>
      )}
    </Stack>
  );
}

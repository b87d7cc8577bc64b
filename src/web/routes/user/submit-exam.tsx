import { Alert, Anchor, Button, Checkbox, Group, List, Modal, Paper, Radio, Stack, Stepper, Text, TextInput, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { data, redirect, useFetcher } from "react-router";
import { publicEdition, type Bilingual } from "#contracts/contest.ts";
import { draftView, entryChoices, entryView, submitInput, TITLE_MAX, TITLE_MIN, visibleLength, type Blocker, type DraftView, type EntryChoice } from "#contracts/entry.ts";
import { PageLink } from "#web/components/PageLink.tsx";
import { EntryFiles } from "#web/features/entry/EntryFiles.tsx";
import { FileUploads } from "#web/features/entry/FileUploads.tsx";
import { isContestant } from "#web/features/entry/contestant.server.ts";
import { apiClient } from "#web/lib/api.server.ts";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest, pathTo, type PageName } from "#web/routing/site-map.ts";
import type { Route } from "./+types/submit-exam.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("entries.submit.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  if (!(await isContestant(context, locale))) return { contestant: false as const };
  const api = apiClient(context, locale);
  const [draft, edition] = await Promise.all([api.get("/contest/draft", draftView), api.get("/contest/edition", publicEdition)]);
  if (!draft.ok) throw data(draft.error.message, { status: draft.status });
  if (!edition.ok) throw data(edition.error.message, { status: edition.status });
  return { contestant: true as const, draft: draft.data, edition: edition.data };
}

type ActionResult = { ok: boolean; message: string; fieldErrors: Record<string, string> };

/** Saves the answers, removes a file, or sends the entry (then the success page). */
export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const locale = localeOfRequest(request);
  const api = apiClient(context, locale);
  const form = await request.formData();
  const intent = form.get("intent");
  const text = (name: string) => (form.has(name) ? String(form.get(name)) : undefined);
  const result =
    intent === "remove"
      ? await api.delete(`/contest/draft/files/${Number(form.get("id")) || 0}`, draftView)
      : intent === "save"
        ? await api.put("/contest/draft", draftView, { choice_answer: text("choice_answer") || null, title: text("title") ?? null })
        : await api.post("/contest/entry", entryView, { choice_answer: text("choice_answer"), title: text("title"), accept_rules: form.get("accept_rules") === "true" });
  if (result.ok) {
    if (intent === "submit") throw redirect(pathTo(locale, "submitSuccess"));
    return { ok: true, message: result.message ?? "", fieldErrors: {} };
  }
  return { ok: false, message: result.error.message, fieldErrors: Object.fromEntries((result.error.details ?? []).map((d) => [d.path, d.message])) };
}

/** Where each reason not to submit can be fixed. */
const fixes: Partial<Record<Blocker, PageName>> = { notActivated: "activate", profileIncomplete: "userInfo", alreadySubmitted: "examInformation" };
/** Reasons that stop any work on the draft; the others only stop the sending. */
const stopsDrafting: Blocker[] = ["notActivated", "windowBefore", "windowClosed", "alreadySubmitted"];

function Blockers({ blockers }: { blockers: Blocker[] }) {
  const { t } = useTranslation();
  if (!blockers.length) return null;
  return (
    <Alert color="yellow" role="note" data-testid="entry-blockers">
      <Text fw={700}>{t("entries.submit.blockedTitle")}</Text>
      <List>
        {blockers.map((blocker) => {
          const fix = fixes[blocker];
          return (
            <List.Item key={blocker} data-testid={`blocker-${blocker}`}>
              {t(`entry.blocker.${blocker}`, { ns: "shared" })}{" "}
              {fix ? (
                <Anchor component={PageLink} page={fix} underline="always">
                  {t(`entries.submit.fix.${blocker}` as never)}
                </Anchor>
              ) : null}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}

export default function SubmitExam({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
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
      <Requirements />
      <Blockers blockers={draft.blockers} />
      {draft.blockers.some((blocker) => stopsDrafting.includes(blocker)) ? null : (
        <Wizard draft={draft} question={text(edition.choice_question)} options={entryChoices.map((option) => ({ option, text: text(edition.choice_options[option]) }))} essay={text(edition.essay_question)} />
      )}
    </Stack>
  );
}

function Requirements() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4">
        {t("entries.submit.requirementsTitle")}
      </Title>
      <List size="sm" mt="xs">
        {(["account", "profile", "age", "window", "once"] as const).map((key) => (
          <List.Item key={key}>{t(`entries.submit.requirements.${key}`)}</List.Item>
        ))}
      </List>
    </Paper>
  );
}

function Wizard({ draft, question, options, essay }: { draft: DraftView; question: string; options: { option: EntryChoice; text: string }[]; essay: string }) {
  const { t } = useTranslation();
  const saver = useFetcher<ActionResult>();
  const sender = useFetcher<ActionResult>();
  const [step, setStep] = useState(0);
  const [choice, setChoice] = useState<string>(draft.choice_answer ?? "");
  const [title, setTitle] = useState(draft.title ?? "");
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const { limits } = draft;
  const filesOf = (kind: "essay" | "image" | "video") => draft.files.filter((file) => file.kind === kind);
  const essayReady = filesOf("essay").some((file) => file.state === "ready");
  const pending = draft.files.some((file) => file.state !== "ready");
  const canSend = !draft.blockers.length;
  const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
  const shared = (key: string, vars: Record<string, unknown> = {}) => t(key as never, { ns: "shared", ...vars });

  useEffect(() => {
    if (sender.state === "idle" && sender.data && !sender.data.ok) setConfirming(false);
  }, [sender.state, sender.data]);

  const save = () => saver.submit({ intent: "save", choice_answer: choice, title }, { method: "post" });
  const next = () => {
    if (step === 0) {
      if (!choice) return setErrors({ choice_answer: shared("entry.validation.choice") });
      setErrors({});
      save();
      return setStep(1);
    }
    const found: Record<string, string> = {};
    const parsed = submitInput.safeParse({ choice_answer: choice, title, accept_rules: accepted });
    for (const issue of parsed.success ? [] : parsed.error.issues) found[String(issue.path[0])] ??= shared(issue.message);
    if (!essayReady) found.essay = shared("entry.essayRequired");
    if (pending) found.files = shared("entry.uploadsPending");
    setErrors(found);
    save();
    if (!Object.keys(found).length) setStep(2);
  };
  const length = visibleLength(title.trim());
  const failure = sender.state === "idle" && sender.data && !sender.data.ok ? sender.data : undefined;

  return (
    <Stack gap="lg">
      <Stepper active={step} onStepClick={(index) => index < step && setStep(index)} allowNextStepsSelect={false} size="sm">
        <Stepper.Step label={t("entries.submit.steps.choice")} />
        <Stepper.Step label={t("entries.submit.steps.essay")} />
        <Stepper.Step label={t("entries.submit.steps.review")} />
      </Stepper>

      {step === 0 ? (
        <Radio.Group
          name="choice_answer"
          label={<Text fw={600}>{t("entries.submit.question1")}</Text>}
          description={question}
          value={choice}
          onChange={setChoice}
          error={errors.choice_answer}
          withAsterisk
        >
          <Stack gap="xs" mt="sm">
            {options.map(({ option, text }) => (
              <Radio key={option} value={option} label={`${option}. ${text}`} data-testid={`choice-${option}`} />
            ))}
          </Stack>
        </Radio.Group>
      ) : null}

      {step === 1 ? (
        <Stack gap="md">
          <Text fw={600}>{t("entries.submit.question2")}</Text>
          <Text>{essay}</Text>
          <TextInput
            label={t("entries.submit.titleLabel")}
            description={t("entries.submit.titleHint", { min: TITLE_MIN, max: TITLE_MAX, count: length })}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={errors.title}
            withAsterisk
            data-testid="entry-title"
          />
          <FileUploads kind="essay" files={filesOf("essay")} multiple={false} label={`${t("entries.files.essay")} *`} hint={t("entries.upload.essayHint", { mb: mb(limits.essay_max_bytes) })} />
          {errors.essay ? (
            <Text c="red.8" size="sm" role="alert">
              {errors.essay}
            </Text>
          ) : null}
          <FileUploads kind="image" files={filesOf("image")} multiple label={t("entries.upload.imagesLabel")} hint={t("entries.upload.imagesHint", { count: limits.image_max_count, mb: mb(limits.image_max_bytes) })} />
          <FileUploads kind="video" files={filesOf("video")} multiple label={t("entries.upload.videosLabel")} hint={t("entries.upload.videosHint", { count: limits.video_max_count, mb: mb(limits.video_max_bytes) })} />
          {errors.files ? (
            <Text c="red.8" size="sm" role="alert">
              {errors.files}
            </Text>
          ) : null}
          <Checkbox
            checked={accepted}
            onChange={(event) => setAccepted(event.currentTarget.checked)}
            error={errors.accept_rules}
            data-testid="accept-rules"
            label={
              <Trans
                i18nKey="entries.submit.acceptRules"
                components={{ rules: <Anchor component={PageLink} underline="always" page="introduce" params={{ id: "dieu-le" }} target="_blank" rel="noopener" /> }}
              />
            }
          />
        </Stack>
      ) : null}

      {step === 2 ? (
        <Paper withBorder p="md" data-testid="entry-review">
          <Stack gap="md">
            <Title order={2} size="h3">
              {t("entries.submit.reviewTitle")}
            </Title>
            <Text>{t("entries.submit.reviewLead")}</Text>
            <Stack gap={2}>
              <Text fw={600}>{t("entries.submit.question1")}</Text>
              <Text data-testid="review-choice">
                {choice}. {options.find((o) => o.option === choice)?.text}
              </Text>
            </Stack>
            <Stack gap={2}>
              <Text fw={600}>{t("entries.submit.titleLabel")}</Text>
              <Text data-testid="review-title">{title.trim()}</Text>
            </Stack>
            <EntryFiles files={draft.files} />
          </Stack>
        </Paper>
      ) : null}

      {failure ? (
        <Alert color="red" role="alert" data-testid="entry-failure">
          <Text fw={700}>{t("entry.failed", { ns: "shared" })}</Text>
          {failure.message}
        </Alert>
      ) : null}

      <Group>
        {step === 1 ? (
          <Button variant="default" onClick={() => setStep(0)}>
            {t("entries.submit.previous")}
          </Button>
        ) : null}
        {step === 2 ? (
          <Button variant="default" onClick={() => setStep(1)} data-testid="entry-back">
            {t("entries.submit.backToEditing")}
          </Button>
        ) : null}
        {step < 2 ? (
          <Button onClick={next} data-testid="entry-next">
            {t("entries.submit.next")}
          </Button>
        ) : (
          <Button onClick={() => setConfirming(true)} disabled={!canSend} data-testid="entry-send">
            {t("entries.submit.send")}
          </Button>
        )}
      </Group>

      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t("entries.submit.confirmTitle")} centered>
        <Stack gap="md">
          <Text>{t("entries.submit.confirmBody")}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-testid="confirm-check">
              {t("entries.submit.needToCheck")}
            </Button>
            <Button
              loading={sender.state !== "idle"}
              data-testid="confirm-sure"
              onClick={() => sender.submit({ intent: "submit", choice_answer: choice, title, accept_rules: String(accepted) }, { method: "post" })}
            >
              {t("entries.submit.sure")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

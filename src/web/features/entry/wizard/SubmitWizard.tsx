import { Alert, Button, Group, Modal, Stack, Stepper, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { submitInputFor, type DraftView } from "#contracts/entry.ts";
import type { PersonRef } from "#contracts/judging.ts";
import { filesBlocking } from "#domain/entry-sending.ts";
import { ChoiceStep, type ChoiceOptionText } from "./ChoiceStep.tsx";
import { EssayStep, type EssayAnswers, type EssayErrors } from "./EssayStep.tsx";
import { ReviewStep } from "./ReviewStep.tsx";

/** What the page's action answers to the wizard's requests (save the draft, send the entry). */
export type WizardActionResult = { ok: boolean; message: string; fieldErrors: Record<string, string> };

/**
 * The entry wizard: question 1, question 2 with the files, then a review before sending. Every move saves the
 * answers (the rules acceptance too) as the draft, so a reload or another device finds them. The title rule is
 * the edition's (its limits), checked here as the server will check it. While a file is being checked, Send asks for
 * the entry to be sent as soon as the checks end (ADR 0030): at the deadline, the files' bytes having arrived is enough.
 */
export function SubmitWizard({
  draft,
  question,
  options,
  essay,
  judges,
}: {
  draft: DraftView;
  question: string;
  options: ChoiceOptionText[];
  essay: string;
  judges: PersonRef[];
}) {
  const { t } = useTranslation();
  const saver = useFetcher<WizardActionResult>();
  const sender = useFetcher<WizardActionResult>();
  const [step, setStep] = useState(0);
  const [choice, setChoice] = useState<string>(draft.choice_answer ?? "");
  const [answers, setAnswers] = useState<EssayAnswers>({ title: draft.title ?? "", accepted: draft.accept_rules, conflicts: [], publishName: false });
  const [choiceError, setChoiceError] = useState<string>();
  const [essayErrors, setEssayErrors] = useState<EssayErrors>({});
  const [confirming, setConfirming] = useState(false);
  const { limits } = draft;
  // The server's rule (a Send may wait for the files' checks, ADR 0030): files still arriving hold it back.
  const blocking = filesBlocking(draft.files, { whileChecking: true });
  const essayIn = !blocking.essayRequired;
  const uploading = blocking.uploadsPending;
  const checking = draft.files.some((file) => file.state === "checking");
  const shared = (key: string) => t(key as never, { ns: "shared", min: limits.title_min, max: limits.title_max });
  // The file messages describe the draft as it is now: once the essay arrives (or the uploads finish) they go.
  const shownErrors: EssayErrors = { ...essayErrors, essay: essayIn ? undefined : essayErrors.essay, files: uploading ? essayErrors.files : undefined };

  useEffect(() => {
    if (sender.state === "idle" && sender.data && !sender.data.ok) setConfirming(false);
  }, [sender.state, sender.data]);

  const save = () => saver.submit({ intent: "save", choice_answer: choice, title: answers.title, accept_rules: String(answers.accepted) }, { method: "post" });
  const next = () => {
    if (step === 0) {
      setChoiceError(choice ? undefined : shared("entry.validation.choice"));
      if (!choice) return;
      save();
      return setStep(1);
    }
    const found: EssayErrors = {};
    // The rules' tick is also the declaration of being neither staff nor a relative of staff (its label says both).
    const parsed = submitInputFor(limits).safeParse({
      choice_answer: choice,
      title: answers.title,
      accept_rules: answers.accepted,
      declare_not_staff: answers.accepted,
    });
    for (const issue of parsed.success ? [] : parsed.error.issues) found[String(issue.path[0]) as keyof EssayErrors] ??= shared(issue.message);
    if (!essayIn) found.essay = shared("entry.essayRequired");
    if (uploading) found.files = shared("entry.uploadsPending");
    setEssayErrors(found);
    save();
    if (!Object.values(found).some(Boolean)) setStep(2);
  };
  const failure = sender.state === "idle" && sender.data && !sender.data.ok ? sender.data : undefined;

  return (
    <Stack gap="lg">
      <Stepper active={step} onStepClick={(index) => index < step && setStep(index)} allowNextStepsSelect={false} size="sm">
        <Stepper.Step label={t("entries.submit.steps.choice")} />
        <Stepper.Step label={t("entries.submit.steps.essay")} />
        <Stepper.Step label={t("entries.submit.steps.review")} />
      </Stepper>

      {step === 0 ? <ChoiceStep question={question} options={options} value={choice} onChange={setChoice} error={choiceError} /> : null}
      {step === 1 ? (
        <EssayStep essay={essay} limits={limits} files={draft.files} judges={judges} answers={answers} onChange={setAnswers} errors={shownErrors} />
      ) : null}
      {step === 2 ? <ReviewStep choice={choice} choiceText={options.find((o) => o.option === choice)?.text} title={answers.title} files={draft.files} /> : null}

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
          <Button onClick={() => setConfirming(true)} disabled={draft.blockers.length > 0} data-testid="entry-send">
            {t("entries.submit.send")}
          </Button>
        )}
      </Group>

      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t("entries.submit.confirmTitle")} centered>
        <Stack gap="md">
          <Text>{t("entries.submit.confirmBody")}</Text>
          {checking ? <Text data-testid="confirm-when-checked">{t("entries.submit.confirmWhenChecked")}</Text> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-testid="confirm-check">
              {t("entries.submit.needToCheck")}
            </Button>
            <Button
              loading={sender.state !== "idle"}
              data-testid="confirm-sure"
              onClick={() =>
                sender.submit(
                  new URLSearchParams([
                    ["intent", checking ? "send-when-checked" : "submit"],
                    ["choice_answer", choice],
                    ["title", answers.title],
                    ["accept_rules", String(answers.accepted)],
                    ["declare_not_staff", String(answers.accepted)],
                    // A list posts its name once per item (lib/form-input.ts).
                    ...answers.conflicts.map((id) => ["conflict_judge_ids", String(id)]),
                    ["publish_name", String(answers.publishName)],
                  ]),
                  { method: "post" },
                )
              }
            >
              {t("entries.submit.sure")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

import { Alert, Button, Group, Modal, Paper, Stack, Table, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { CRITERION_MAX, criteria, ESSAY_MAX, markInput, type BlindEntry, type Criterion } from "#contracts/judging.ts";
import { useSchemaCheck } from "#web/lib/forms.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import type { ActionResult } from "./judge.server.ts";

/** A submitted mark, read-only: each criterion, the total and the comment. */
function SubmittedMark({ entry }: { entry: BlindEntry }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mark = entry.mark;
  if (!mark) return null;
  return (
    <Stack gap="sm" data-testid="mark-readonly">
      <Alert color="teal" role="status">
        {t("judging.mark.submittedNote", { at: formatDateTime(mark.submitted_at ?? mark.updated_at, locale) })}
      </Alert>
      <Table withTableBorder>
        <Table.Tbody>
          {criteria.map((criterion) => (
            <Table.Tr key={criterion}>
              <Table.Th scope="row">{t(`judging.criteria.${criterion}`)}</Table.Th>
              <Table.Td data-testid={`mark-${criterion}`}>{mark[criterion]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text fw={700} data-testid="mark-total">
        {t("judging.mark.total", { total: mark.total, max: ESSAY_MAX })}
      </Text>
      {mark.comment ? <Text style={{ whiteSpace: "pre-wrap" }}>{mark.comment}</Text> : null}
    </Stack>
  );
}

/**
 * The three criteria (0..30 each, with the scoring regulations' short descriptions), a comment, "save draft" and
 * "submit" behind a confirmation. The API decides; this mirrors its checks so a mistake shows before sending.
 */
export function MarkForm({ entry }: { entry: BlindEntry }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [confirming, setConfirming] = useState(false);
  const mark = entry.mark;
  const [points, setPoints] = useState<Record<Criterion, string>>({
    creativity: mark ? String(mark.creativity) : "",
    communication: mark ? String(mark.communication) : "",
    sustainability: mark ? String(mark.sustainability) : "",
  });
  const failed = fetcher.data && !fetcher.data.ok && fetcher.state === "idle" ? fetcher.data : undefined;
  const check = useSchemaCheck(markInput, failed?.fieldErrors ?? {});

  if (mark?.state === "submitted" && !mark.reopened) return <SubmittedMark entry={entry} />;

  const open = entry.window === "open";
  const total = criteria.reduce((sum, criterion) => sum + (Number(points[criterion]) || 0), 0);
  const send = (submit: boolean) => {
    const form = new FormData(formRef.current ?? undefined);
    form.set("submit", String(submit));
    void fetcher.submit(form, { method: "post" });
  };
  const busy = fetcher.state !== "idle";
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // While a save is on its way, a click or Enter waits for its answer: a submission never races a draft.
    if (busy) return event.preventDefault();
    check.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("value") === "true") setConfirming(true);
    else send(false);
  };

  return (
    <Paper withBorder p="md">
      <form ref={formRef} method="post" noValidate onSubmit={onSubmit} aria-labelledby="mark-heading">
        {/* A draft unless the judge confirms a submission (send); the button pressed posts its own value after this one. */}
        <input type="hidden" name="submit" value="false" />
        <Stack gap="md">
          <Title order={2} size="h3" id="mark-heading">
            {t("judging.mark.scores")}
          </Title>
          {mark?.reopened ? <Alert color="orange">{t("judging.mark.reopenedNote")}</Alert> : null}
          {!open ? (
            <Alert color="gray" data-testid="mark-closed">
              {t("judging.mark.closedNote", {
                start: formatDateTime(entry.marking_starts_at, locale),
                deadline: formatDateTime(entry.marking_deadline, locale),
              })}
            </Alert>
          ) : null}
          {fetcher.data && fetcher.state === "idle" ? (
            <Alert color={fetcher.data.ok ? "teal" : "red"} role={fetcher.data.ok ? "status" : "alert"} data-testid="mark-message">
              {fetcher.data.message}
            </Alert>
          ) : null}
          {criteria.map((criterion) => (
            <TextInput
              key={criterion}
              name={criterion}
              type="number"
              inputMode="numeric"
              min={0}
              max={CRITERION_MAX}
              step={1}
              required
              withAsterisk
              readOnly={!open}
              label={t(`judging.criteria.${criterion}`)}
              description={`${t(`judging.criteria.${criterion}Hint`)} ${t("judging.criteria.range", { max: CRITERION_MAX })}`}
              value={points[criterion]}
              onChange={(event) => setPoints({ ...points, [criterion]: event.currentTarget.value })}
              error={check.errorOf(criterion)}
              maw={480}
              data-testid={`criterion-${criterion}`}
            />
          ))}
          <Text fw={700} aria-live="polite" data-testid="mark-running-total">
            {t("judging.mark.total", { total, max: ESSAY_MAX })}
          </Text>
          <Textarea
            name="comment"
            label={t("judging.mark.comment")}
            defaultValue={mark?.comment ?? ""}
            maxLength={4000}
            autosize
            minRows={3}
            readOnly={!open}
            error={check.errorOf("comment")}
            data-testid="mark-comment"
          />
          {open ? (
            <Group>
              <Button type="submit" name="submit" value="false" variant="default" loading={busy} data-testid="mark-save">
                {t("judging.mark.saveDraft")}
              </Button>
              <Button type="submit" name="submit" value="true" disabled={busy} data-testid="mark-submit">
                {t("judging.mark.submit")}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t("judging.mark.confirmTitle", { code: entry.code })} centered>
        <Stack gap="md">
          <Text>{t("judging.mark.confirmBody", { total, max: ESSAY_MAX })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t("judging.mark.needToCheck")}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                send(true);
              }}
              data-testid="mark-confirm"
            >
              {t("judging.mark.sure")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

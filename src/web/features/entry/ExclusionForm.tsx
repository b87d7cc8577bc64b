import { Alert, Button, Group, Modal, Stack, Text, Textarea, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";

export type ExclusionResult = { ok: boolean; message: string };

/**
 * Excluding an entry, or restoring an excluded one, with a reason the contestant receives by e-mail. The button
 * opens a confirmation that repeats the reason; only "confirm" sends it (the page's action: intent + reason).
 */
export function ExclusionForm({ intent, code }: { intent: "exclude" | "restore"; code: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ExclusionResult>();
  const [reason, setReason] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [tooShort, setTooShort] = useState(false);
  const keys = `entries.admin.${intent}` as const;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) setConfirming(false);
  }, [fetcher.state, fetcher.data]);
  // Once done, the form turns from "exclude" to "restore" (or back) and starts with an empty reason.
  useEffect(() => setReason(""), [intent]);

  const ask = () => {
    const short = reason.trim().length < 3;
    setTooShort(short);
    if (!short) setConfirming(true);
  };

  return (
    <Stack gap="sm">
      {fetcher.data && fetcher.state === "idle" ? (
        <Alert color={fetcher.data.ok ? "teal" : "red"} role={fetcher.data.ok ? "status" : "alert"} data-testid="exclusion-result">
          {fetcher.data.message}
        </Alert>
      ) : null}
      <Title order={2} size="h3">
        {t(`${keys}.title`)}
      </Title>
      <Textarea
        name="reason"
        label={t(`${keys}.reason`)}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={tooShort ? t("entry.validation.reason", { ns: "shared" }) : undefined}
        withAsterisk
        maxLength={1000}
        autosize
        minRows={2}
        data-testid={`${intent}-reason`}
      />
      <Group>
        <Button color={intent === "exclude" ? "red" : "teal"} onClick={ask} data-testid={`${intent}-submit`}>
          {t(`${keys}.action`)}
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t(`${keys}.confirmTitle`, { code })} centered>
        <Stack gap="md">
          <Text>{t(`${keys}.confirmBody`)}</Text>
          <Text fw={600} data-testid="confirm-reason">
            {reason.trim()}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-testid={`${intent}-cancel`}>
              {t("entries.admin.cancel")}
            </Button>
            <Button
              color={intent === "exclude" ? "red" : "teal"}
              loading={fetcher.state !== "idle"}
              onClick={() => fetcher.submit({ intent, reason }, { method: "post" })}
              data-testid={`${intent}-confirm`}
            >
              {t(`${keys}.action`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

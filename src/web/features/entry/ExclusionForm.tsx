import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { exclusionGrounds, type ExclusionGround } from "#contracts/entry.ts";

export type ExclusionResult = { ok: boolean; message: string };

/**
 * Excluding an entry, or restoring an excluded one, with a reason the contestant receives by e-mail. Excluding first
 * names the ground: "staff or relative of staff" is told to the contestant in their language by the server, the
 * reason then adding details if any; "other" needs the reason. The button opens a confirmation that repeats them;
 * only "confirm" sends it (the page's action: intent, ground, reason).
 */
export function ExclusionForm({ intent, code }: { intent: "exclude" | "restore"; code: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ExclusionResult>();
  const [reason, setReason] = useState("");
  const [ground, setGround] = useState<ExclusionGround>("other");
  const named = intent === "exclude" && ground !== "other";
  const [confirming, setConfirming] = useState(false);
  const [tooShort, setTooShort] = useState(false);
  const keys = `entries.admin.${intent}` as const;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) setConfirming(false);
  }, [fetcher.state, fetcher.data]);
  // Once done, the form turns from "exclude" to "restore" (or back) and starts with an empty reason.
  useEffect(() => {
    setReason("");
    setGround("other");
  }, [intent]);

  const ask = () => {
    const short = reason.trim().length < 3 && !(named && reason.trim() === "");
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
      {intent === "exclude" ? (
        <Radio.Group
          name="ground"
          label={t("entries.admin.exclude.ground")}
          value={ground}
          onChange={(value) => setGround(value as ExclusionGround)}
          withAsterisk
        >
          <Stack gap={6} mt={6}>
            {exclusionGrounds.map((name) => (
              <Radio key={name} value={name} label={t(`entries.admin.exclude.grounds.${name}`)} data-testid={`exclude-ground-${name}`} />
            ))}
          </Stack>
        </Radio.Group>
      ) : null}
      <Textarea
        name="reason"
        label={named ? t("entries.admin.exclude.details") : t(`${keys}.reason`)}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={tooShort ? t("entry.validation.reason", { ns: "shared" }) : undefined}
        withAsterisk={!named}
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
          {named ? (
            <Text fw={600} data-testid="confirm-ground">
              {t(`entries.admin.exclude.grounds.${ground}`)}
            </Text>
          ) : null}
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
              onClick={() => fetcher.submit({ intent, ground, reason: reason.trim() }, { method: "post" })}
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

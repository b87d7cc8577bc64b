import { Alert, Button, Group, List, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { ControlAction as Action } from "#contracts/control-room.ts";
import { Confirmation } from "#web/components/Confirmation.tsx";
import type { ActionResult } from "#web/lib/action-result.ts";
import { formatCount } from "#contracts/number-format.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";

/** Why the action cannot succeed yet, in words: its date and each blocker with its figures. */
function Preconditions({ action }: { action: Action }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!action.blockers.length) return <Text size="sm">{t("controlRoom.possibleNow")}</Text>;
  return (
    <List size="sm" data-testid="action-blockers">
      {action.blockers.map((blocker) => (
        <List.Item key={blocker.key}>
          {t(`controlRoom.blockers.${blocker.key}` as never, {
            count: blocker.count ?? 0,
            number: formatCount(blocker.count ?? 0, locale),
            at: blocker.at ? formatDateTime(blocker.at, locale) : "",
          })}
        </List.Item>
      ))}
    </List>
  );
}

/** The control room's actions that cannot be undone, and what their confirmation says of it (`confirmation.irreversible`). */
const irreversibleOf: Partial<Record<string, "closeScreening" | "confirmRound" | "publishRound" | "closeJuryVote" | "freezeWeek">> = {
  closeScreening: "closeScreening",
  confirmSemiFinal: "confirmRound",
  confirmFinal: "confirmRound",
  publishSemiFinal: "publishRound",
  publishFinal: "publishRound",
  closeJuryVote: "closeJuryVote",
  freezeWeek: "freezeWeek",
};

/**
 * An action of the control room: what it does, its preconditions, and a button that asks for confirmation and then
 * calls the action's endpoint. The button stays available: the API is the judge, and its refusal is shown as said.
 */
export function ControlActionCard({ action, testId }: { action: Action; testId: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionResult>();
  const [confirming, setConfirming] = useState(false);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const label = t(`controlRoom.actions.${action.key}` as never);
  const irreversible = irreversibleOf[action.key];
  return (
    <Paper withBorder p="sm" data-testid={testId} data-action={action.key}>
      <Stack gap="xs">
        <Text fw={600}>{label}</Text>
        <Preconditions action={action} />
        {result ? (
          <Alert color={result.ok ? "teal" : "red"} role={result.ok ? "status" : "alert"} data-testid={`${testId}-message`}>
            {result.message || t(result.ok ? "controlRoom.done" : "controlRoom.gone")}
          </Alert>
        ) : null}
        <Group>
          <Button
            onClick={() => setConfirming(true)}
            loading={fetcher.state !== "idle"}
            variant={action.blockers.length ? "default" : "filled"}
            data-testid={`${testId}-run`}
          >
            {label}
          </Button>
        </Group>
      </Stack>
      <Confirmation
        opened={confirming}
        title={t("controlRoom.confirmTitle")}
        body={t("controlRoom.confirmBody", { action: label })}
        irreversible={irreversible ? t(`confirmation.irreversible.${irreversible}`) : undefined}
        confirmLabel={t("controlRoom.confirm")}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void fetcher.submit({ intent: "control", key: action.key }, { method: "post" });
        }}
        confirmTestId={`${testId}-confirm`}
      />
    </Paper>
  );
}

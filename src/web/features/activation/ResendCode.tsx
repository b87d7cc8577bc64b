import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { useSecondsLeft } from "./seconds-left.ts";

/**
 * "Send a new code", usable once the 60-second wait since the last code (the one sent at registration included)
 * is over; until then it says how long is left. The result of a resend shows above it.
 */
export function ResendCode({
  seconds,
  since,
  result,
  busy,
}: {
  seconds: number;
  since: number;
  result?: { ok: boolean; message: string } | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const left = useSecondsLeft(seconds, since);
  return (
    <Form method="post">
      <Stack gap="xs">
        {result?.message ? (
          <Alert color={result.ok ? "teal" : "red"} role={result.ok ? "status" : "alert"} data-testid="resend-result">
            {result.message}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Text size="sm">{t("activation.resendPrompt")}</Text>
          <input type="hidden" name="intent" value="resend" />
          <Button type="submit" variant="subtle" size="compact-sm" disabled={left > 0} loading={busy} data-testid="resend-code">
            {t("activation.resend")}
          </Button>
        </Group>
        {left > 0 ? (
          <Text size="sm" c="dimmed" data-testid="resend-wait">
            {t("activation.resendIn", { count: left })}
          </Text>
        ) : null}
      </Stack>
    </Form>
  );
}

import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { ResultRound } from "#contracts/results.ts";

type Result = { ok: boolean; message: string; fieldErrors: Record<string, string> };

/**
 * Withdraws a round's confirmation with a reason (audited by the API), so that its marks can be reopened: a
 * confirmed ranking never goes back silently (PRODUCT.md "reopening marks").
 */
export function WithdrawConfirmation({ round }: { round: ResultRound }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<Result>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (result?.ok) setOpen(false);
  }, [result]);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)} data-testid={`withdraw-${round}`} style={{ alignSelf: "flex-start" }}>
        {t("results.admin.withdraw")}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t("results.admin.withdrawTitle", { round: t(`results.admin.round.${round}`) })} centered>
        <fetcher.Form method="post" noValidate>
          <input type="hidden" name="intent" value="withdraw" />
          <input type="hidden" name="round" value={round} />
          <Stack gap="md">
            <Text>{t("results.admin.withdrawBody")}</Text>
            <Textarea name="reason" label={t("results.admin.reason")} required withAsterisk minLength={3} maxLength={1000} autosize error={result?.fieldErrors.reason} data-testid="withdraw-reason" />
            {result && !result.ok && !result.fieldErrors.reason && (
              <Alert color="red" role="alert">
                {result.message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)} data-autofocus>
                {t("results.admin.keep")}
              </Button>
              <Button type="submit" loading={fetcher.state !== "idle"} data-testid={`withdraw-confirm-${round}`}>
                {t("results.admin.withdraw")}
              </Button>
            </Group>
          </Stack>
        </fetcher.Form>
      </Modal>
    </>
  );
}

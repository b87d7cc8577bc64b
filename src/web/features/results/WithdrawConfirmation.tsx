import { Button } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { ResultRound } from "#contracts/results.ts";
import { ReasonDialog } from "#web/components/ReasonDialog.tsx";

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
      <ReasonDialog
        opened={open}
        onClose={() => setOpen(false)}
        fetcher={fetcher}
        fields={{ intent: "withdraw", round }}
        title={t("results.admin.withdrawTitle", { round: t(`results.admin.round.${round}`) })}
        body={t("results.admin.withdrawBody")}
        confirmLabel={t("results.admin.withdraw")}
        reasonTestId="withdraw-reason"
        confirmTestId={`withdraw-confirm-${round}`}
      />
    </>
  );
}

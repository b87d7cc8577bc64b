import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { JuryBallotView } from "#contracts/results.ts";
import type { ActionResult } from "#web/lib/action-result.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { BallotRanker } from "./BallotRanker.tsx";

/**
 * The juror's ballot: the candidates in the juror's order (their saved one, else the final ranking's), saved as a
 * whole (one `ranking` field per code, in order: the body's list); the saved ballot counts and may be changed until
 * the vote closes.
 */
export function JuryBallot({ view }: { view: JuryBallotView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<ActionResult>();
  const [order, setOrder] = useState(() => view.ranking ?? view.candidates.map((candidate) => candidate.code));
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const open = view.state === "open";
  return (
    <Stack gap="md">
      <Text>{t("results.ballot.lead")}</Text>
      <Text size="sm">{t("results.ballot.secret")}</Text>
      {view.submitted_at && (
        <Alert color="teal" role="status" data-testid="ballot-saved">
          {t("results.ballot.submitted", { date: formatDateTime(view.submitted_at, locale) })}
        </Alert>
      )}
      {result && (
        <Alert color={result.ok ? "teal" : "red"} role={result.ok ? "status" : "alert"} data-testid="ballot-message">
          {result.message}
        </Alert>
      )}
      <BallotRanker candidates={view.candidates} order={order} onChange={setOrder} disabled={!open} />
      {open && (
        <Group>
          <Button
            loading={fetcher.state !== "idle"}
            onClick={() => fetcher.submit(new URLSearchParams(order.map((code) => ["ranking", code])), { method: "post" })}
            data-testid="ballot-save"
          >
            {t("results.ballot.save")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

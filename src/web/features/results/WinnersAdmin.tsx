import { Alert, Button, List, Stack, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { ResultsAdmin } from "#contracts/results.ts";
import { PlainTable } from "#web/components/PlainTable.tsx";
import { ReasonDialog } from "#web/components/ReasonDialog.tsx";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import type { Award, CancelResult } from "./cascade.ts";
import { PrizeRows } from "./PrizeRows.tsx";

/** The final's prizes as they stand, each cancellable with a reason; past cancellations and the cascade of the last one. */
export function WinnersAdmin({ awards, cancellations }: { awards: Award[]; cancellations: ResultsAdmin["cancellations"] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [cancelling, setCancelling] = useState<Award | null>(null);
  const fetcher = useFetcher<CancelResult>();
  const done = fetcher.state === "idle" && fetcher.data?.ok ? fetcher.data : undefined;
  const cascade = done?.cascade;
  useEffect(() => {
    if (done) setCancelling(null);
  }, [done]);
  return (
    <Stack gap="sm" component="section" aria-labelledby="winners-title">
      <Title order={2} size="h3" id="winners-title">
        {t("results.admin.winners")}
      </Title>
      <PlainTable minWidth={560} striped bordered data-testid="admin-awards">
        <PrizeRows
          rows={awards.map((award) => ({ ...award, key: `${award.rank}-${award.seq}` }))}
          last={(award) => (
            <Button
              size="xs"
              variant="default"
              onClick={() => setCancelling(award)}
              aria-label={t("results.admin.cancelOf", { code: award.code })}
              data-testid="cancel-award"
            >
              {t("results.admin.cancelWinner")}
            </Button>
          )}
          rowTestId="admin-award"
        />
      </PlainTable>
      {cancelling && (
        <ReasonDialog
          opened
          onClose={() => setCancelling(null)}
          fetcher={fetcher}
          fields={{ intent: "cancel", entry: cancelling.seq }}
          title={t("results.admin.cancelTitle", { code: cancelling.code })}
          body={t("results.admin.cancelBody")}
          confirmLabel={t("results.admin.cancelConfirm")}
          colour="red.8"
          reasonTestId="cancel-reason"
          confirmTestId="cancel-confirm"
        />
      )}
      {cascade && (
        <Alert color="teal" role="status" title={t("results.admin.cascade")} data-testid="cascade" styles={{ title: { color: "var(--mantine-color-text)" } }}>
          <List size="sm">
            {cascade.map((step, index) => (
              <List.Item key={index}>
                {t("results.admin.cascadeItem", {
                  prize: t(`contest.ranks.${step.rank}`),
                  from: step.from ?? t("results.admin.nobody"),
                  to: step.to ?? t("results.admin.nobody"),
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {cancellations.length > 0 && (
        <>
          <Title order={3} size="h4">
            {t("results.admin.cancelledList")}
          </Title>
          <List size="sm" data-testid="cancellations">
            {cancellations.map((item) => (
              <List.Item key={item.seq}>
                {t("results.admin.cancelledItem", { code: item.code, reason: item.reason, date: formatDateTime(item.cancelled_at, locale) })}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

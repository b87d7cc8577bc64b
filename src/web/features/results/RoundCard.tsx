import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { RoundResultsAdmin } from "#contracts/results.ts";
import { useConfirmation } from "#web/components/Confirmation.tsx";
import { Pager } from "#web/components/Pager.tsx";
import { usePanelForm } from "#web/components/PanelForm.tsx";
import { formatCount } from "#contracts/number-format.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { RankingTable } from "./RankingTable.tsx";
import { WithdrawConfirmation } from "./WithdrawConfirmation.tsx";

/** Publish now (from the announcement date) or schedule it for that moment; before it, the reason it is disabled. */
function PublishControls({ round, now }: { round: RoundResultsAdmin; now: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const confirmation = useConfirmation(`publish-confirm-${round.round}`);
  const { fetcher, outcome, busy } = usePanelForm(`publish-message-${round.round}`);
  const early = Date.parse(now) < Date.parse(round.publish_from);
  const from = formatDateTime(round.publish_from, locale);
  const submit = (schedule: boolean) => fetcher.submit({ intent: "publish", round: round.round, schedule: String(schedule) }, { method: "post" });
  return (
    <Stack gap="xs">
      {outcome}
      {early && (
        <Text size="sm" id={`publish-reason-${round.round}`} data-testid={`publish-reason-${round.round}`}>
          {t("results.admin.publishBefore", { date: from })}
        </Text>
      )}
      {round.scheduled_at && (
        <Text size="sm" data-testid={`scheduled-${round.round}`}>
          {t("results.admin.scheduledFor", { date: formatDateTime(round.scheduled_at, locale) })}
        </Text>
      )}
      <Group>
        <Button
          onClick={() =>
            confirmation.ask({
              title: t("results.admin.confirmPublishTitle"),
              body: t("results.admin.confirmPublishBody", { round: t(`results.admin.round.${round.round}`) }),
              irreversible: t("confirmation.irreversible.publishRound"),
              confirmLabel: t("results.admin.go"),
              onConfirm: () => void submit(false),
            })
          }
          disabled={early}
          aria-describedby={early ? `publish-reason-${round.round}` : undefined}
          loading={busy}
          data-testid={`publish-${round.round}`}
        >
          {t("results.admin.publish")}
        </Button>
        {early && !round.scheduled_at && (
          <Button variant="default" onClick={() => submit(true)} loading={busy} data-testid={`schedule-${round.round}`}>
            {t("results.admin.schedule", { date: from })}
          </Button>
        )}
      </Group>
      {confirmation.dialog}
    </Stack>
  );
}

/**
 * One round's results for administrators: state, marking progress, compute (again), the ranking to review,
 * confirm, and publication. `finalists` marks the semi-final's cut line in the review.
 */
export function RoundCard({ round, finalists, now }: { round: RoundResultsAdmin; finalists: number; now: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { fetcher, outcome, busy } = usePanelForm(`round-message-${round.round}`);
  const act = (intent: "compute" | "confirm") => fetcher.submit({ intent, round: round.round }, { method: "post" });
  const title = t(`results.admin.round.${round.round}`);
  const confirmation = useConfirmation(`round-confirm-${round.round}`);
  const { pathname } = useLocation();
  const { ranking } = round;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`round-${round.round}`} data-testid={`round-${round.round}`} data-state={round.state}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id={`round-${round.round}`}>
            {title}
          </Title>
          <Badge variant="filled" color={round.state === "published" ? "teal.9" : "ocean.8"} data-testid={`round-state-${round.round}`}>
            {t(`results.admin.state.${round.state}`)}
          </Badge>
        </Group>
        <Text size="sm">{t("results.admin.progress", { entries: formatCount(round.entries, locale), unmarked: formatCount(round.unmarked, locale) })}</Text>
        {round.computed_at && <Text size="sm">{t("results.admin.computedAt", { date: formatDateTime(round.computed_at, locale), count: ranking.total })}</Text>}
        {round.published_at && (
          <Text size="sm" data-testid={`published-${round.round}`}>
            {t("results.admin.publishedAt", { date: formatDateTime(round.published_at, locale) })}
          </Text>
        )}
        {outcome}
        {(round.state === "open" || round.state === "computed") && (
          <Group>
            <Button
              variant={round.state === "computed" ? "default" : "filled"}
              onClick={() => act("compute")}
              loading={busy}
              data-testid={`compute-${round.round}`}
            >
              {t(round.state === "computed" ? "results.admin.recompute" : "results.admin.compute")}
            </Button>
            {round.state === "computed" && (
              <Button
                onClick={() =>
                  confirmation.ask({
                    title: t("results.admin.confirmRankingTitle", { round: title }),
                    body: t("results.admin.confirmRankingBody"),
                    irreversible: t("confirmation.irreversible.confirmRound"),
                    confirmLabel: t("results.admin.confirm"),
                    onConfirm: () => void act("confirm"),
                  })
                }
                loading={busy}
                data-testid={`confirm-${round.round}`}
              >
                {t("results.admin.confirm")}
              </Button>
            )}
          </Group>
        )}
        {round.state === "computed" && <Text size="sm">{t("results.admin.review")}</Text>}
        {confirmation.dialog}
        {round.state === "confirmed" && <PublishControls round={round} now={now} />}
        {round.state === "confirmed" && <WithdrawConfirmation round={round.round} />}
        {ranking.data.length > 0 && (
          <RankingTable
            caption={t("results.admin.rankingOf", { round: title })}
            testId={`ranking-${round.round}`}
            showName={false}
            rows={ranking.data.map((entry) => ({
              place: entry.rank,
              code: entry.code,
              title: entry.title,
              total: entry.total,
              outcome: entry.cancelled
                ? t("results.admin.cancelledBadge")
                : round.round === "semi_final" && entry.rank <= finalists
                  ? t("results.outcome.finalist")
                  : undefined,
            }))}
          />
        )}
        <Pager
          page={ranking.current_page}
          pages={Math.max(1, Math.ceil(ranking.total / ranking.per_page))}
          linkTo={(page) => `${pathname}?page=${page}`}
          label={t("results.admin.rankingPager", { round: title })}
        />
      </Stack>
    </Paper>
  );
}

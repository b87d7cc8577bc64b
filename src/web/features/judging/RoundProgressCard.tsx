import { Alert, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { RoundProgress } from "#contracts/judging.ts";
import { Countdown } from "#web/components/Countdown.tsx";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";

/** One round of a judge's work: submitted of assigned, drafts, overdue, the marking window and its countdown. */
export function RoundProgressCard({ progress, now }: { progress: RoundProgress; now: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const percent = progress.assigned ? Math.round((progress.submitted / progress.assigned) * 100) : 0;
  const headingId = `round-${progress.round}`;
  return (
    <Paper withBorder p="md" data-testid={`progress-${progress.round}`}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t(`judging.rounds.${progress.round}`)}
        </Title>
        <Text fw={600} data-testid="progress-text">
          {t("judging.home.progress", { submitted: progress.submitted, assigned: progress.assigned })}
        </Text>
        <Progress.Root>
          <Progress.Section value={percent} aria-labelledby={headingId} />
        </Progress.Root>
        <Text size="sm">
          {t("judging.home.drafts", { count: progress.drafts })} · {t("judging.home.overdue", { count: progress.overdue })}
        </Text>
        <Text size="sm">
          {t("judging.home.window", { start: formatDateTime(progress.marking_starts_at, locale), deadline: formatDateTime(progress.marking_deadline, locale) })}
        </Text>
        {progress.window === "before" ? null : (
          <Countdown
            target={progress.marking_deadline}
            now={now}
            title={t("judging.home.countdown")}
            done={
              <Alert color="gray" data-testid="deadline-passed">
                {t("judging.home.deadlinePassed")}
              </Alert>
            }
          />
        )}
      </Stack>
    </Paper>
  );
}

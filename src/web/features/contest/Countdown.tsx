import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageLink } from "#web/components/PageLink.tsx";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { countdownDigits } from "./countdown-digits.ts";

const units = ["days", "hours", "minutes", "seconds"] as const;

/**
 * Counts down to the result announcement (or, given `title` and `done`, to another moment such as a marking
 * deadline). The server renders it from its own clock (`now`), the browser then keeps counting from its clock.
 * Once the final results are published (`published`) it says they are out and links to them; when the moment has
 * passed before an administrator published them, it links to the results page, which says when they will be.
 */
export function Countdown({ target, now, title, done, published = false }: { target: string; now: string; title?: string; done?: ReactNode; published?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [current, setCurrent] = useState(() => Date.parse(now));
  const remaining = Date.parse(target) - current;
  useEffect(() => {
    setCurrent(Date.now());
    const timer = setInterval(() => setCurrent(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  if (remaining <= 0 && done) return done;
  if (remaining <= 0 || published) {
    return (
      <Paper p="lg" radius="md" data-testid="countdown-done" data-published={published}>
        <Stack gap="xs">
          <Title order={2} fz="xl">{t(published ? "contest.countdown.doneTitle" : "contest.countdown.pendingTitle")}</Title>
          <Anchor component={PageLink} page="results">{t("contest.countdown.doneLink")}</Anchor>
        </Stack>
      </Paper>
    );
  }
  const digits = countdownDigits(remaining);
  return (
    <Paper p="lg" radius="md" data-testid="countdown">
      <Stack gap="sm">
        <Title order={2} fz="xl" id="countdown-title">
          {title ?? t("contest.countdown.title")}
        </Title>
        <Group gap="md" role="timer" aria-labelledby="countdown-title" aria-describedby="countdown-date" data-countdown-target={target}>
          {units.map((unit) => (
            <Stack key={unit} gap={0} align="center" miw={64} className="countdown-unit">
              <Text fz={32} fw={700} lh={1.1} c="ocean.9" data-unit={unit}>
                {digits[unit]}
              </Text>
              <Text size="sm">{t(`contest.countdown.${unit}`)}</Text>
            </Stack>
          ))}
        </Group>
        <Text size="sm" id="countdown-date">
          {t("contest.countdown.date", { date: formatDateTime(target, locale) })}
        </Text>
      </Stack>
    </Paper>
  );
}

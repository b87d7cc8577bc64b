import { Text, Timeline as MantineTimeline } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PublicEdition } from "#contracts/contest.ts";
import { timelineMilestones } from "#contracts/contest-terms.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";

/** The edition's milestones from its dates; those already past are marked done. `now` comes from the server. */
export function Timeline({ edition, now }: { edition: PublicEdition; now: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const passed = timelineMilestones.filter((milestone) => edition[milestone] <= now).length;
  return (
    <MantineTimeline active={passed - 1} bulletSize={20} lineWidth={2} data-testid="timeline">
      {timelineMilestones.map((milestone) => (
        <MantineTimeline.Item key={milestone} title={t(`contest.milestones.${milestone}`)}>
          <Text size="sm">
            <time dateTime={edition[milestone]}>{formatDateTime(edition[milestone], locale)}</time>
          </Text>
        </MantineTimeline.Item>
      ))}
    </MantineTimeline>
  );
}
